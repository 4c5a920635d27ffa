// Security headers on every response. The app's pages get helmet's full set, with a
// Content-Security-Policy that allows their inline scripts by hash. An API answer is never
// rendered as a page, so it gets the short set OWASP's REST Security Cheat Sheet lists for APIs,
// made once and copied onto each reply: the busiest routes are API reads.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

import { inlineScriptHashes } from './web-app';

const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/api?');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { webDistDir: string; publicUrl: string },
): void {
  // helmet's middleware made once (@fastify/helmet builds it again for every request).
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(opts.webDistDir)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: opts.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      reply.headers(apiSecurityHeaders);
      return done();
    }
    pageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}
