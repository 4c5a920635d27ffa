// Serves the built single-page app: hashed assets cached for a year, index.html never cached,
// and every page's path (the contracts' app-pages, which the web router is built from) answered
// with index.html so deep links work. Any other path gets index.html too, for the app to show
// its not-found page, but with status 404 so that crawlers and monitors see it. A visitor without a session
// opening / gets landing.html, the same page with the landing already rendered in it
// (apps/web/vite/prerender-landing.ts); one with a session cookie is sent on by the app itself.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import { isAppPage } from '@sada/contracts/app-pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { decodedPath, isApiRequest } from './request-path';
import { hasSessionCookie } from './session-cookie';

export function webAppAvailable(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/** The pages the build writes whose inline scripts the Content-Security-Policy allows. */
const htmlPages = ['index.html', 'landing.html'];

interface Page {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

function readPage(distDir: string, name: string): Page | null {
  const path = join(distDir, name);
  if (!existsSync(path)) return null;
  const copy = (suffix: string) =>
    existsSync(`${path}${suffix}`) ? readFileSync(`${path}${suffix}`) : null;
  return { identity: readFileSync(path), br: copy('.br'), gzip: copy('.gz') };
}

/** The page in the best encoding the request accepts, with its Content-Encoding. */
function encoded(page: Page, request: FastifyRequest): { body: Buffer; encoding?: string } {
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.toLowerCase());
  if (page.br && accepted.includes('br')) return { body: page.br, encoding: 'br' };
  if (page.gzip && accepted.includes('gzip')) return { body: page.gzip, encoding: 'gzip' };
  return { body: page.identity };
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const index = webAppAvailable(distDir) ? readPage(distDir, 'index.html') : null;
  const landing = index ? readPage(distDir, 'landing.html') : null;
  if (index) {
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
    if (isApiRequest(request) || request.method !== 'GET' || !index) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No route for ${request.method} ${path}` } });
    }
    const page =
      path === '/' && landing && !hasSessionCookie(request.headers.cookie) ? landing : index;
    const { body, encoding } = encoded(page, request);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(isAppPage(decodedPath(request.url)) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  });
}

/** SHA-256 sources of the inline scripts in the built pages, for the Content-Security-Policy. */
export function inlineScriptHashes(distDir: string): string[] {
  if (!webAppAvailable(distDir)) return [];
  const hashes = new Set<string>();
  for (const name of htmlPages) {
    const path = join(distDir, name);
    if (!existsSync(path)) continue;
    const html = readFileSync(path, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? '';
      if (!body.trim()) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}
