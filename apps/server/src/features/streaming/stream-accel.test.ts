import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { StreamUrl } from '@sada/contracts/streaming';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackRenditions, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createCast,
  createPlayableTrack,
  listenFor40Seconds,
  sampleAudio,
  type Caller,
} from '../../test/player';
import { createStreamLinks } from './stream-link';

// The production mode behind nginx: the app authorises, nginx sends the file.
let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
const audio = sampleAudio(4096);
/** What nginx adds to every request it passes on (deploy/nginx.conf). */
const viaNginx = { 'x-sendfile-type': 'X-Accel-Redirect' };

beforeAll(async () => {
  t = await createTestApp({ MEDIA_ACCEL_REDIRECT: '/_media/', CATALOG_CACHE_SECONDS: '1' });
  cast = await createCast(t);
});
afterAll(() => t.close());

async function signedUrl(trackId: string, caller: Caller = 'anonymous') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/tracks/${trackId}/stream-url`,
    headers: cast.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<StreamUrl>().url;
}

const fetchAudio = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.inject({ method: method as 'GET', url, headers: { ...viaNginx, ...headers } });

function expectRefused(
  response: Awaited<ReturnType<typeof fetchAudio>>,
  status: number,
  code?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['x-accel-redirect']).toBeUndefined();
  if (code) expect(response.json().error.code).toBe(code);
}

describe('X-Accel-Redirect (MEDIA_ACCEL_REDIRECT)', () => {
  it('hands an authorised request to nginx: the internal path of the file, no body', async () => {
    const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await signedUrl(track.id);
    for (const range of [undefined, 'bytes=100-199']) {
      const response = await fetchAudio(url, range ? { range } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-accel-redirect']).toBe(`/_media/${rendition.storageKey}`);
      expect(response.headers['content-type']).toBe('audio/mpeg');
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(response.headers['content-range']).toBeUndefined();
      expect(response.rawPayload.length).toBe(0);
    }
    const head = await fetchAudio(url, {}, 'HEAD');
    expect(head.headers['x-accel-redirect']).toBe(`/_media/${rendition.storageKey}`);
  });

  it('sends the bytes itself to a request that did not come through nginx', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const response = await t.app.inject({
      method: 'GET',
      url: await signedUrl(track.id),
      headers: { range: 'bytes=0-9' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['x-accel-redirect']).toBeUndefined();
    expect(response.rawPayload.equals(audio.subarray(0, 10))).toBe(true);
  });

  it('still answers 304 and 416 itself', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await signedUrl(track.id);
    const { etag } = (await fetchAudio(url)).headers;
    expectRefused(await fetchAudio(url, { 'if-none-match': String(etag) }), 304);
    expectRefused(
      await fetchAudio(url, { range: 'bytes=5000-6000' }),
      416,
      'range_not_satisfiable',
    );
  });

  it('refuses bad links with 403 and no redirect', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
    const url = await signedUrl(track.id);
    expect((await fetchAudio(url)).statusCode).toBe(200);
    const tampered = url.replace(/sig=[^&]+/, 'sig=AAAA');
    expectRefused(await fetchAudio(tampered), 403, 'stream_link_invalid');
    const expired = createStreamLinks(t.config.authSecret).url({
      id: randomUUID(),
      trackId: track.id,
      renditionId: new URL(url, 'http://x').searchParams.get('rendition') ?? '',
      expires: Math.floor(Date.now() / 1000) - 1,
      scope: 'public',
    });
    expectRefused(await fetchAudio(expired), 403, 'stream_link_expired');
  });

  it('refuses without a link whom the session does not allow, with 404 and no redirect', async () => {
    const draft = await createPlayableTrack(t, { artistId: cast.artist.id, status: 'qc' });
    const path = `/api/stream/${draft.track.id}`;
    expectRefused(await fetchAudio(path), 404);
    expectRefused(await fetchAudio(path, cast.headers('listener')), 404);
    const owner = await fetchAudio(path, cast.headers('owner'));
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['x-accel-redirect']).toBe(`/_media/${draft.rendition.storageKey}`);
    expect(owner.headers['cache-control']).toBe('private, no-cache');
  });

  it('stops a public link within the cache bound once the track is taken down', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
    const url = await signedUrl(track.id);
    expect((await fetchAudio(url)).statusCode).toBe(200);
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    // Within CATALOG_CACHE_SECONDS the earlier decision may still stand; after it, never.
    // Real time: the app builds its link cache on the wall clock and takes none from a test.
    await sleep(1_050);
    expectRefused(await fetchAudio(url), 404);
  });

  it('never points outside the storage folder', async () => {
    for (const storageKey of ['../../etc/passwd', 'audio-tracks/../../../etc/passwd', '/etc/x']) {
      const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id });
      await t.database.db
        .update(trackRenditions)
        .set({ storageKey })
        .where(eq(trackRenditions.id, rendition.id));
      const response = await fetchAudio(await signedUrl(track.id));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-accel-redirect']).toBeUndefined();
    }
  });
});

describe('counting behind nginx', () => {
  it('counts the byte spans it authorises toward a play, and a HEAD as none', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const streamUrl = await signedUrl(track.id);
    // 4 KiB standing for 180 s: a play needs 547 bytes of it.
    expect((await fetchAudio(streamUrl, { range: 'bytes=0-545' })).statusCode).toBe(200);
    expect((await fetchAudio(streamUrl, {}, 'HEAD')).statusCode).toBe(200);
    const { report } = await listenFor40Seconds(t, cast.headers('anonymous'), track.id, streamUrl);
    expect(await report()).toBe(false);
    expect((await fetchAudio(streamUrl, { range: 'bytes=546-546' })).statusCode).toBe(200);
    expect(await report()).toBe(true);
  });
});
