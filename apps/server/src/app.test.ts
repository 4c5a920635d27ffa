import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('declares the session cookie and marks anonymous routes with security: []', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.components.securitySchemes.sessionCookie).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'sada.session_token',
    });
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/me'].get.security).toEqual([]);
  });
});

describe('errors', () => {
  it('answers unknown API paths with the JSON error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTypeOf('string');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: t.config.publicUrl },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('origin check on mutations', () => {
  it('refuses a cross-site POST to the API', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('bad_origin');
  });

  it('lets same-origin requests through to routing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: t.config.publicUrl },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent when the public address is plain http', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/browse']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('is sent on API answers and pages when the public address is https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://sada.example' });
    try {
      for (const url of ['/api/health', '/browse']) {
        const response = await https.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await https.close();
    }
  });
});

const landingScript = 'window.landing = 1';
const landingHtml = `<!doctype html><html><head></head><body><div id="root"><div data-prerendered><h1>Sada</h1></div></div><script>${landingScript}</script></body></html>`;

describe('serving the web app', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = join(t.config.dataDir, 'web');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.dataset.x="1"</script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(dist, 'landing.html'), landingHtml);
    await writeFile(join(dist, 'landing.html.gz'), gzipSync(landingHtml));
    await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(
      join(dist, 'assets', 'index-abc123.js.br'),
      brotliCompressSync('console.log(1)'),
    );
    web = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => web.close());

  it.each(['/browse', '/playlist/123', '/genre/nasheed', '/admin/users', '/artist/a1', '/Browse/'])(
    'deep link %s gets index.html, uncached',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it.each([
    '/no/such/page',
    '/nope',
    '/admin',
    '/artist/a1/extra',
    '/rest/ping.view',
    '/manifest.webmanifest',
  ])('%s, a page the app does not have, gets index.html with 404', async (url) => {
    const response = await web.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each(['/api/nothing-here', '/%61pi/nothing-here', '/API/tracks', '/api'])(
    '%s, under the API prefix, gets a JSON 404 even with the web app built',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found');
    },
  );

  it.each(['/', '/?ref=newsletter'])(
    '%s without a session gets the rendered landing page',
    async (url) => {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Cookie');
      expect(response.body).toBe(landingHtml);
    },
  );

  it('sends the landing page compressed to a browser that accepts it', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(landingHtml);
  });

  it.each(['sada.session_token', '__Secure-sada.session_token'])(
    '/ with a %s cookie gets index.html, for the app to send the visitor on',
    async (name) => {
      const response = await web.app.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: `theme=dark; ${name}=abc.def` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    },
  );

  it("allows the landing page's inline scripts by hash in the CSP", async () => {
    const response = await web.app.inject({ method: 'GET', url: '/' });
    const policy = response.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(landingScript).digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
  });

  it('caches hashed assets for a year', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy of the build to a browser that accepts it', async () => {
    const url = '/assets/index-abc123.js';
    const compressed = await web.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('allows the inline theme script by hash in the CSP', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });
});
