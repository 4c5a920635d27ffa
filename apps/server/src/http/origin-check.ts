// Cookie-authenticated changes must come from our own pages. A browser says where a request
// comes from in Origin and Sec-Fetch-Site; anything but our own origin is refused. "same-site"
// is not enough: another port or a sibling subdomain is the same site and a different app.
// Every changing request is checked, whatever its path or its spelling (the router decodes
// `/%61pi/…` to `/api/…`), better-auth's routes included (it checks them too).
import type { FastifyInstance } from 'fastify';

import { AppError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sec-Fetch-Site values of a request our own page made, or the user typed. */
const ownSites = new Set(['same-origin', 'none']);

/** True when nothing in the request says it comes from a page other than ours. */
export function comesFromOwnPage(
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined },
  trustedOrigins: ReadonlySet<string>,
): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && (typeof site !== 'string' || !ownSites.has(site))) return false;
  const origin = headers.origin;
  return origin === undefined || trustedOrigins.has(origin);
}

export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method) || comesFromOwnPage(request.headers, trusted)) {
      return done();
    }
    done(new AppError(403, 'bad_origin', 'Requests from other sites are not allowed'));
  });
}
