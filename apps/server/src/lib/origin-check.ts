// Cookie-authenticated mutations must come from our own pages: a browser says where a request
// comes from in Origin and Sec-Fetch-Site, and we refuse other sites. better-auth checks its
// own routes the same way.
import type { FastifyInstance } from 'fastify';

import { AppError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return done();
    if (request.url.startsWith('/api/auth/')) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (
      (origin !== undefined && !isOwnOrigin(origin, allowed, request.host)) ||
      site === 'cross-site'
    ) {
      return done(new AppError(403, 'bad_origin', 'Requests from other sites are not allowed'));
    }
    done();
  });
}

function isOwnOrigin(origin: string, allowed: string, host: string): boolean {
  if (origin === allowed) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
