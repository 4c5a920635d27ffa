// With object storage, a player's many Range requests on a stream link are each answered by
// sending the player on to the bucket (302 to a presigned URL; S3_DELIVERY=redirect). That is
// most of what an instance answers, and it needs neither the router nor the hooks: the link
// alone decides (no session, no body, a fixed set of query fields). So a plain GET of a signed
// link is answered before routing; anything else, and any link that does not let the request
// through, goes to the route, which answers it as ever (features/streaming/routes.ts).
import type { FastifyBaseLogger } from 'fastify';

import type { BeforeRouting } from '../../http/server-factory';
import { logRequest } from '../../platform/logger';
import type { DirectDelivery } from '../../platform/open-storage';
import { answerRange, headerText } from './http-ranges';
import type { StreamTarget } from './service';
import type { StreamLinkQuery } from './stream-link';

/**
 * The presigned URL the player is sent to for `target`, counting the span the request asks for
 * as served by its link (as when nginx sends the file: the bucket answers the Range itself).
 */
export async function directLocation(
  target: StreamTarget,
  request: { method: string; range: string | undefined },
  direct: DirectDelivery,
): Promise<string> {
  const { rendition, file } = target;
  target.release();
  const answer = answerRange(
    { size: file.size, etag: '', lastModified: file.modifiedAt },
    { range: request.range },
  );
  if (request.method !== 'HEAD') {
    if (answer.status === 206) target.served(answer.end - answer.start + 1);
    else if (answer.status === 200) target.served(file.size);
  }
  return direct.url(rendition.storageKey, rendition.mimeType);
}

const linkFields = new Set(['link', 'rendition', 'expires', 'scope', 'sig']);
const plainPath =
  /^\/api\/stream\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The track and link of `/api/stream/{track}?link=…&rendition=…&expires=…&scope=…&sig=…` when
 * the URL holds exactly that, each field once; otherwise null (the route decides).
 */
export function plainStreamLink(url: string): { trackId: string; query: StreamLinkQuery } | null {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return null;
  const trackId = plainPath.exec(url.slice(0, queryStart))?.[1];
  if (!trackId) return null;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (!linkFields.has(name) || name in query) return null;
    query[name] = value;
  }
  if (Object.keys(query).length !== linkFields.size) return null;
  return { trackId, query };
}

export function directRedirects(deps: {
  direct: DirectDelivery;
  /** What a valid link lets the request read; throws (a refusal) otherwise. */
  target(trackId: string, query: StreamLinkQuery): Promise<StreamTarget>;
  /** The security headers every API answer carries (http/security-headers). */
  headers: Readonly<Record<string, string>>;
  log(): FastifyBaseLogger | null;
}): BeforeRouting {
  // Name, value, name, value…, made once: the location is all that differs.
  const fixedHeaders = [
    ...Object.entries(deps.headers).flat(),
    // Not kept: each request for the stream comes back to be authorised and counted.
    'cache-control',
    'no-store',
    'content-length',
    '0',
  ];
  return (request, response, route) => {
    if (request.method !== 'GET') return false;
    const url = request.url ?? '';
    const asked = plainStreamLink(url);
    if (!asked) return false;
    const started = performance.now();
    deps
      .target(asked.trackId, asked.query)
      .then(
        (target) =>
          directLocation(
            target,
            { method: 'GET', range: headerText(request.headers, 'range') },
            deps.direct,
          ),
        () => null,
      )
      .then(
        (location) => {
          // Refused (a bad or expired link, a track no longer live): the route says why.
          if (location === null) return route();
          response.writeHead(302, fixedHeaders.concat('location', location));
          response.end();
          const log = deps.log();
          if (log) {
            const ms = performance.now() - started;
            logRequest(log, { method: 'GET', url, status: 302, ms, beforeRouting: true });
          }
        },
        () => route(),
      );
    return true;
  };
}
