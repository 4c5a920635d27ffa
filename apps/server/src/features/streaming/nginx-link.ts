// Links nginx checks alone, with its secure_link module (deploy/nginx.conf): the path names the
// stored file after the track, and an MD5 over the path, the link's id, the file's size, a
// deadline and MEDIA_LINK_SECRET lets nginx send the file until that deadline without asking the
// app. The deadline is short (MEDIA_LINK_SECONDS) and never past the link's own expiry: after it
// nginx asks the app again, which checks the link as it checks any (a track taken down no longer
// plays). The size and link id travel with the request so that nginx's log of what it sent can be
// counted toward plays (docs/decisions/008-plays-from-served-bytes.md).
import { createHash } from 'node:crypto';

/** A storage key nginx can be given as a path: plain segments, none of them '.' or '..'. */
const plainKey = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export interface NginxLinkPart {
  /** Appended to /api/stream/{trackId}/. */
  file: string;
  /** Added to the link's query. */
  params: { size: string; until: string; md5: string };
}

/** secure_link_md5 "$secure_link_expires$uri$arg_link$arg_size <secret>", base64url. */
export function nginxLinkHash(
  until: number,
  path: string,
  linkId: string,
  size: number,
  secret: string,
): string {
  return createHash('md5').update(`${until}${path}${linkId}${size} ${secret}`).digest('base64url');
}

export type NginxLinks = ReturnType<typeof createNginxLinks>;

export function createNginxLinks(opts: { secret: string; seconds: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  return {
    /** The part nginx checks, or null when the file's key cannot be a path nginx serves. */
    sign(
      link: { id: string; trackId: string; expires: number },
      file: { storageKey: string; sizeBytes: number },
    ): NginxLinkPart | null {
      if (!plainKey.test(file.storageKey)) return null;
      const until = Math.min(link.expires, Math.floor(now() / 1000) + opts.seconds);
      const path = `/api/stream/${link.trackId}/${file.storageKey}`;
      return {
        file: file.storageKey,
        params: {
          size: String(file.sizeBytes),
          until: String(until),
          md5: nginxLinkHash(until, path, link.id, file.sizeBytes, opts.secret),
        },
      };
    },
  };
}
