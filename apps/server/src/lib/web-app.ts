// Serves the built single-page app: hashed assets cached for a year, index.html never cached,
// and every non-API path answered with index.html so deep links work.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function webAppAvailable(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = webAppAvailable(distDir) ? readFileSync(join(distDir, 'index.html')) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        let cacheControl = 'public, max-age=3600';
        if (path.startsWith(join(distDir, 'assets')))
          cacheControl = 'public, max-age=31536000, immutable';
        else if (path.endsWith('.html')) cacheControl = 'no-cache';
        reply.header('cache-control', cacheControl);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET' || !indexHtml) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${path}` } });
    }
    return reply
      .status(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}

/** SHA-256 sources of the inline scripts in index.html, for the Content-Security-Policy. */
export function inlineScriptHashes(distDir: string): string[] {
  if (!webAppAvailable(distDir)) return [];
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (!body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
