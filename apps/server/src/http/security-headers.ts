// Security headers on every response. The app's pages get helmet's full set, with a
// Content-Security-Policy that allows their inline scripts by hash. An API answer is never
// rendered as a page, so it gets the short set OWASP's REST Security Cheat Sheet lists for APIs,
// made once and copied onto each reply: the busiest routes are API reads.
// Strict-Transport-Security is sent only when the public address is https: over plain http a
// browser ignores it, and it would tell a reader the site is served over https when it is not.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

import { isApiRequest } from './request-path';
import { inlineScriptHashes } from './web-app';

const hsts = 'max-age=31536000; includeSubDomains';

/** The headers of every API answer, for a server at `publicUrl`. */
export function apiSecurityHeaders(publicUrl: string): Readonly<Record<string, string>> {
  const https = publicUrl.startsWith('https:');
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(https ? { 'strict-transport-security': hsts } : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: {
    webDistDir: string;
    publicUrl: string;
    /** Where audio and images may also come from: a bucket or CDN that players are sent to. */
    mediaOrigins?: string[];
  },
): void {
  const https = opts.publicUrl.startsWith('https:');
  const apiHeaders = apiSecurityHeaders(opts.publicUrl);
  // helmet's middleware made once (@fastify/helmet builds it again for every request).
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.mediaOrigins ?? [])],
        mediaSrc: ["'self'", 'blob:', ...(opts.mediaOrigins ?? [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) {
      reply.headers(apiHeaders);
      return done();
    }
    pageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
