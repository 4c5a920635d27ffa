import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

beforeAll(async () => {
  t = await createTestApp();
  await t.storage.put('track-covers/u1/t1/1.jpg', jpeg);
  await t.storage.put('audio-tracks/u1/t1/1.mp3', Buffer.from('ID3 audio'));
});
afterAll(() => t.close());

describe('GET /api/media/*', () => {
  it('serves a stored cover with its type and caching headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/media/track-covers/u1/t1/1.jpg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(jpeg)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/media/track-covers/u1/t1/1.jpg' });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/media/track-covers/u1/t1/1.jpg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('never serves audio, which needs the streaming route and its checks', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/media/audio-tracks/u1/t1/1.mp3',
    });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    '/api/media/track-covers/../../auth-secret',
    '/api/media/track-covers/%2e%2e/%2e%2e/auth-secret.jpg',
    '/api/media/track-covers/missing.jpg',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
