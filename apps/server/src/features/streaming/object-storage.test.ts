// Audio and images in an S3 bucket (test/radosgw.ts): the app authorises, then sends the player
// to a presigned URL of the bucket (the default) or reads the bucket and sends the bytes itself
// (S3_DELIVERY=proxy). An upload lands in the bucket, is processed from it, and goes with its track.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { StreamUrl } from '@sada/contracts/streaming';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { streamLinks, trackRenditions, tracks } from '../../db/schema';
import type { ObjectStorage } from '../../platform/s3-storage';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio, makeImage } from '../../test/audio';
import { createCast, createPlayableTrack, sampleAudio } from '../../test/player';
import { createTestBucket } from '../../test/s3-server';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

const audio = sampleAudio(300_000);

async function streamUrlOf(t: TestApp, trackId: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/tracks/${trackId}/stream-url`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StreamUrl>().url;
}

async function keysOf(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of (t.storage as ObjectStorage).keys()) keys.push(key);
  return keys.sort();
}

describe('streaming from a bucket by presigned URLs (S3_DELIVERY=redirect)', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  let endpoint: string;
  beforeAll(async () => {
    const { env } = await createTestBucket();
    endpoint = env.S3_ENDPOINT ?? '';
    // Kept as in production: a take-down must be heard, not waited out.
    t = await createTestApp({ ...env, CATALOG_CACHE_SECONDS: '60' });
    cast = await createCast(t);
  }, 150_000);
  afterAll(() => t?.close());

  it('sends the player to the bucket, which sends the file and answers ranges', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrlOf(t, track.id);
    const redirect = await t.app.inject({ method: 'GET', url });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('no-store');
    const location = String(redirect.headers.location);
    expect(location.startsWith(`${endpoint}/`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    expect(redirect.rawPayload.length).toBe(0);
    // The same URL for everyone within its window: a cache in front of the bucket keeps it.
    const again = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-' } });
    expect(again.headers.location).toBe(location);

    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await whole.arrayBuffer()).equals(audio)).toBe(true);
    const part = await fetch(location, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(audio.subarray(1000, 2000))).toBe(true);
  });

  it('counts the span each redirected request asks for, as the bytes that link served', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrlOf(t, track.id);
    const linkId = new URL(url, 'http://x').searchParams.get('link') ?? '';
    await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99999' } });
    await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100000-' } });
    await t.app.inject({ method: 'HEAD', url });
    const deadline = Date.now() + 5000;
    let served = 0;
    while (Date.now() < deadline) {
      const [row] = await t.database.db
        .select({ bytes: streamLinks.bytesServed })
        .from(streamLinks)
        .where(eq(streamLinks.id, linkId));
      served = row?.bytes ?? 0;
      if (served === audio.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(served).toBe(audio.length);
  });

  it('refuses a bad link, a track not live and a caller who may not play: no URL given', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrlOf(t, track.id);
    const forged = url.replace(/sig=[^&]+/, 'sig=AAAA');
    const refused = await t.app.inject({ method: 'GET', url: forged });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();

    const { track: draft } = await createPlayableTrack(
      t,
      { artistId: cast.artist.id, status: 'qc' },
      audio,
    );
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/stream/${draft.id}` });
    expect(signedOut.statusCode).toBe(404);
    expect(signedOut.headers.location).toBeUndefined();
    const owner = await t.app.inject({
      method: 'GET',
      url: `/api/stream/${draft.id}`,
      headers: cast.headers('owner'),
    });
    expect(owner.statusCode).toBe(302);
  });

  it('stops redirecting for a track taken down, though what a link resolves to is kept', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrlOf(t, track.id);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(302);
    const takeDown = await t.app.inject({
      method: 'POST',
      url: `/api/admin/tracks/${track.id}/take-down`,
      headers: cast.headers('admin'),
      payload: { reason: 'Uses a sample without permission' },
    });
    expect(takeDown.statusCode, takeDown.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it("answers over HTTP as the route does, the refusals in the route's words", async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrlOf(t, track.id);
    const routed = await t.app.inject({ method: 'GET', url });
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const redirect = await fetch(origin + url, {
      redirect: 'manual',
      headers: { range: 'bytes=0-' },
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(routed.headers.location);
    for (const name of ['cache-control', 'content-security-policy', 'x-content-type-options']) {
      expect(redirect.headers.get(name), name).toBe(routed.headers[name]);
    }
    const forged = await fetch(origin + url.replace(/sig=[^&]+/, 'sig=AAAA'), {
      redirect: 'manual',
    });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('location')).toBeNull();
    const refusal = await t.app.inject({
      method: 'GET',
      url: url.replace(/sig=[^&]+/, 'sig=AAAA'),
    });
    expect(await forged.json()).toEqual(refusal.json());
  });

  it('sends images to the bucket too, with a redirect everyone may keep a while', async () => {
    const cover = await makeImage('png');
    await t.storage.put('track-covers/test/cover.png', cover);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/media/track-covers/test/cover.png',
    });
    expect(response.statusCode).toBe(302);
    const maxAge = Number(
      /^public, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
    const image = await fetch(String(response.headers.location));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(cover)).toBe(true);
    // Not an image folder, or not an image: refused before any URL is made.
    const refused = await t.app.inject({ method: 'GET', url: '/api/media/audio-tracks/x/y.mp3' });
    expect(refused.statusCode).toBe(404);
  });

  it("lets the pages load audio and images from the bucket's origin, and nothing more", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const origin = new URL(endpoint).origin;
    expect(policy).toMatch(new RegExp(`media-src 'self' blob: ${origin}(;|$)`));
    expect(policy).toMatch(new RegExp(`img-src 'self' data: blob: ${origin}(;|$)`));
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
  });
});

describe('streaming through the app from a bucket (S3_DELIVERY=proxy)', () => {
  let t: TestApp;
  let cast: Awaited<ReturnType<typeof createCast>>;
  beforeAll(async () => {
    const { env } = await createTestBucket();
    t = await createTestApp({ ...env, S3_DELIVERY: 'proxy' });
    cast = await createCast(t);
  }, 150_000);
  afterAll(() => t?.close());

  it('reads the file and its ranges from the bucket and sends them', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const url = await streamUrlOf(t, track.id);
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(audio)).toBe(true);
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=150000-', 150_000, audio.length - 1],
      ['bytes=-500', audio.length - 500, audio.length - 1],
    ] as const) {
      const part = await t.app.inject({ method: 'GET', url, headers: { range } });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${audio.length}`);
      expect(part.rawPayload.equals(audio.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('serves images from the bucket itself', async () => {
    const cover = await makeImage('png');
    await t.storage.put('track-covers/test/cover.png', cover);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/media/track-covers/test/cover.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(cover)).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/media/track-covers/test/no.png',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an upload on object storage', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sada-s3-upload-'));
    const { env } = await createTestBucket();
    t = await createTestApp({ ...env, JOBS_IN_PROCESS: 'true' });
  }, 150_000);
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is stored in the bucket, processed from it into copies there, and deleted with its track', async () => {
    const uploader = await createUploader(t);
    const mp3 = await readFile(await makeAudio(dir, 'mp3', 3));
    const response = await postUpload(t, uploader.user, {
      title: 'From the bucket',
      audio: audioPart(mp3),
    });
    expect(response.statusCode, response.body).toBe(201);
    const trackId = response.json<{ track: { id: string } }>().track.id;
    const deadline = Date.now() + 60_000;
    let status = '';
    while (Date.now() < deadline) {
      const [row] = await t.database.db
        .select({ status: tracks.status })
        .from(tracks)
        .where(eq(tracks.id, trackId));
      status = row?.status ?? '';
      if (status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe('qc');
    const renditions = await t.database.db
      .select({ key: trackRenditions.storageKey, size: trackRenditions.sizeBytes })
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, trackId));
    expect(renditions.length).toBeGreaterThan(1);
    const keys = await keysOf(t);
    for (const rendition of renditions) {
      expect(keys).toContain(rendition.key);
      expect((await t.storage.stat(rendition.key))?.size).toBe(rendition.size);
    }

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/me/tracks/${trackId}`,
      headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const left = await keysOf(t);
    for (const rendition of renditions) expect(left).not.toContain(rendition.key);
    expect(left.filter((key) => key.includes(trackId))).toEqual([]);
  }, 90_000);
});
