// Stored XSS: script payloads saved as a track title, a bio, an artist bio, a playlist's name
// and description and a display name come back from the API as the same plain strings in JSON,
// and the server's HTML (the web app's index.html, for every deep link) never contains them.
// The web side renders such strings as text: apps/web/src/security/stored-xss.test.tsx.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { call } from '../test/call';
import type { TestUser } from '../test/factories';
import { createWorld, type World } from './fixtures';
import { report } from './report';

const payloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  "</title><svg onload=alert('x')>",
  '{{constructor.constructor("alert(1)")()}}',
];

const indexHtml =
  '<!doctype html><html><head><title>Sada</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let w: World;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'sada-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), indexHtml);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  w = await createWorld(t);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

let stored = 0;
let readBack = 0;
let pagesChecked = 0;

describe.each(payloads)('the payload %s', (payload) => {
  // A display name has at most 50 characters, a playlist name 100.
  const short = payload.slice(0, 50);

  it('is stored and read back as the same plain string, in JSON', async () => {
    const writes: [TestUser, string, string, Record<string, unknown>][] = [
      [w.artist, 'PATCH', `/api/me/tracks/${w.trackId}`, { title: payload }],
      [w.listener, 'PATCH', '/api/me/profile', { displayName: short, bio: payload }],
      [
        w.listener,
        'PATCH',
        `/api/playlists/${w.playlistId}`,
        { name: payload, description: payload },
      ],
    ];
    for (const [user, method, url, body] of writes) {
      const response = await call(t, method, url, { as: user, payload: body });
      expect(response.statusCode, `${url} ${response.body}`).toBeLessThan(300);
      stored += Object.keys(body).length;
    }
    // The artist profile's bio, written straight: its route only creates profiles.
    await t.database.db.update(artists).set({ bio: payload }).where(eq(artists.id, w.artistId));
    stored += 1;

    const reads: [TestUser | null, string, string[]][] = [
      // The track is live: its new title waits for review, and its artist reads it back.
      [w.artist, '/api/me/tracks', [payload]],
      [null, `/api/artists/${w.artistId}`, [payload]],
      [w.listener, `/api/playlists/${w.playlistId}`, [payload, short]],
      [w.listener, '/api/me/profile', [short, payload]],
      [null, `/api/users/${w.listener.id}`, [short]],
      [w.listener, '/api/me/playlists', [payload]],
    ];
    for (const [user, url, expected] of reads) {
      const response = await call(t, 'GET', url, { as: user });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const found = strings(response.json());
      for (const value of expected) {
        expect(found, url).toContain(value);
        readBack += 1;
      }
    }
  });

  it('never appears in the HTML the server sends for a deep link', async () => {
    for (const [path, status] of [
      [`/track/${w.trackId}`, 200],
      [`/playlist/${w.playlistId}`, 200],
      [`/user/${w.listener.id}`, 200],
      [`/artist/${w.artistId}`, 200],
      [`/search?q=${encodeURIComponent(payload)}`, 200],
      // No page has this path: the app, to show its not-found page, with 404.
      [`/${encodeURIComponent(payload)}`, 404],
    ] as const) {
      const response = await call(t, 'GET', path);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(indexHtml);
      // No inline script may run: the policy allows scripts from the app's own files only.
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
      pagesChecked += 1;
    }
  });

  it('comes back from an unknown API path as JSON, not HTML', async () => {
    const response = await call(t, 'GET', `/api/${encodeURIComponent(payload)}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

afterAll(() =>
  report(
    `stored XSS (server): ${payloads.length} payloads × ${stored / payloads.length} stored fields, ` +
      `${readBack} read back as plain JSON strings, ${pagesChecked} HTML pages with none of them`,
  ),
);
