// Signed, expiring stream URLs (valid 3600 s by default; docs/product/listening.md, "Streaming"). A
// media element loads them without any header; the signature binds the track, the file, the expiry
// and the scope: 'public' links were signed for a live track and stop working once it is not live.
// Each link has its own id, so that the bytes it served can be told from another's (plays count
// only from links that served audio: docs/decisions/008-plays-from-served-bytes.md).
import { createSigner } from '../../platform/signing';
import type { NginxLinkPart } from './nginx-link';

export type StreamScope = 'public' | 'private';

export interface StreamLink {
  /** Unique per link handed out. */
  id: string;
  trackId: string;
  renditionId: string;
  /** Unix time in seconds. */
  expires: number;
  scope: StreamScope;
}

/** The query string of a stream URL, as received (every field may be missing or malformed). */
export interface StreamLinkQuery {
  link?: string;
  rendition?: string;
  expires?: string;
  scope?: string;
  sig?: string;
}

export type StreamLinkCheck =
  | { ok: true; link: StreamLink }
  | { ok: false; reason: 'invalid' }
  /** Signed by us, for this track, but past its expiry: it serves no more audio. */
  | { ok: false; reason: 'expired'; link: StreamLink };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL can be looked up as a uuid at all. */
export const isUuid = (value: string) => uuid.test(value);

export type StreamLinks = ReturnType<typeof createStreamLinks>;

/** Links whose signature was checked, remembered (about 200 bytes each). */
const VERIFIED_LINKS_MAX = 4096;

export function createStreamLinks(secret: string, now: () => number = Date.now) {
  const signer = createSigner(secret, 'stream-url');
  // A player asks for many ranges through one link: a signature checked once is remembered with
  // what it signed, and the next request through the link costs a lookup instead of an HMAC.
  const verified = new Set<string>();
  const signedBy = (parts: readonly string[], sig: string) => {
    const key = `${sig} ${parts.join(' ')}`;
    if (verified.has(key)) return true;
    if (!signer.verify(parts, sig)) return false;
    if (verified.size >= VERIFIED_LINKS_MAX) {
      const oldest = verified.values().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.add(key);
    return true;
  };
  const parts = (link: StreamLink) => [
    'v2',
    link.id,
    link.trackId,
    link.renditionId,
    String(link.expires),
    link.scope,
  ];

  return {
    /** A relative URL for the link; with the part nginx checks alone, when it has one. */
    url(link: StreamLink, nginx?: NginxLinkPart | null): string {
      const query = new URLSearchParams({
        link: link.id,
        rendition: link.renditionId,
        expires: String(link.expires),
        scope: link.scope,
        sig: signer.sign(parts(link)),
        ...nginx?.params,
      });
      const file = nginx ? `/${nginx.file}` : '';
      return `/api/stream/${link.trackId}${file}?${query.toString()}`;
    },

    /** Whether the request carries a link at all (otherwise the session decides). */
    isPresent(query: StreamLinkQuery): boolean {
      return [query.link, query.rendition, query.expires, query.scope, query.sig].some(
        (v) => v !== undefined,
      );
    },

    check(trackId: string, query: StreamLinkQuery): StreamLinkCheck {
      const { link: id, rendition, expires, scope, sig } = query;
      if (
        !id ||
        !uuid.test(id) ||
        !rendition ||
        !uuid.test(rendition) ||
        !uuid.test(trackId) ||
        !expires ||
        !/^\d{1,12}$/.test(expires) ||
        (scope !== 'public' && scope !== 'private') ||
        !sig
      ) {
        return { ok: false, reason: 'invalid' };
      }
      const link: StreamLink = {
        id,
        trackId,
        renditionId: rendition,
        expires: Number(expires),
        scope,
      };
      if (!signedBy(parts(link), sig)) return { ok: false, reason: 'invalid' };
      if (link.expires * 1000 <= now()) return { ok: false, reason: 'expired', link };
      return { ok: true, link };
    },
  };
}

/** The track and the link of a stream URL as a player holds it (relative or absolute). */
export function streamUrlParts(url: string): { trackId: string; query: StreamLinkQuery } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  // The file's key may follow the track (a link nginx checks alone: nginx-link.ts).
  const match = /^\/api\/stream\/([^/]+)(\/.+)?$/.exec(parsed.pathname);
  if (!match?.[1]) return null;
  const param = (name: string) => parsed.searchParams.get(name) ?? undefined;
  return {
    trackId: match[1],
    query: {
      link: param('link'),
      rendition: param('rendition'),
      expires: param('expires'),
      scope: param('scope'),
      sig: param('sig'),
    },
  };
}
