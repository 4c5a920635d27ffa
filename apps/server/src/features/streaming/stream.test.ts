import { randomUUID } from 'node:crypto';

import type { StreamUrl } from '@sada/contracts/streaming';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackRenditions, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  addRendition,
  createCast,
  createPlayableTrack,
  sampleAudio,
  type Caller,
} from '../../test/player';
import { createStreamLinks } from './stream-link';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;
const audio = sampleAudio(4096);

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

async function signedUrl(trackId: string, caller: Caller = 'anonymous', query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/tracks/${trackId}/stream-url${query}`,
    headers: cast.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<StreamUrl>().url;
}

/** A media element's request: no cookie, no origin. */
const fetchAudio = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.inject({ method: method as 'GET', url, headers });

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.set(name, value);
  return `${parsed.pathname}${parsed.search}`;
}

describe('GET /api/stream/:trackId with a signed URL', () => {
  let url: string;
  let renditionId: string;

  beforeAll(async () => {
    const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    renditionId = rendition.id;
    url = await signedUrl(track.id);
  });

  it('serves the whole file with its headers', async () => {
    const response = await fetchAudio(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(audio)).toBe(true);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'audio/mpeg',
      'content-length': '4096',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(new RegExp(`^"${renditionId}-1000-[0-9a-f]+"$`));
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThan(3590);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it.each([
    ['first bytes', 'bytes=0-99', 0, 99],
    ['the middle', 'bytes=1000-1999', 1000, 1999],
    ['a suffix', 'bytes=-500', 3596, 4095],
    ['an open end', 'bytes=100-', 100, 4095],
    ['past the end, trimmed', 'bytes=4000-9999', 4000, 4095],
  ])('serves %s (%s) as 206', async (_name, range, start, end) => {
    const response = await fetchAudio(url, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/4096`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.equals(audio.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    const response = await fetchAudio(url, { range: 'bytes=5000-6000' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */4096');
    expect(response.json().error.code).toBe('range_not_satisfiable');
  });

  it('serves the whole file for several ranges or a malformed one', async () => {
    for (const range of ['bytes=0-9,100-109', 'bytes=abc']) {
      const response = await fetchAudio(url, { range });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBe(4096);
    }
  });

  it('answers 304 to If-None-Match with its ETag', async () => {
    const { etag } = (await fetchAudio(url)).headers;
    const response = await fetchAudio(url, { 'if-none-match': String(etag) });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect((await fetchAudio(url, { 'if-none-match': '"old"' })).statusCode).toBe(200);
  });

  it('honours If-Range: the range while the file is the same, the whole file otherwise', async () => {
    const { etag } = (await fetchAudio(url)).headers;
    const same = await fetchAudio(url, { range: 'bytes=0-9', 'if-range': String(etag) });
    expect(same.statusCode).toBe(206);
    const changed = await fetchAudio(url, { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(4096);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetchAudio(url, {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('4096');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(0);
    const partial = await fetchAudio(url, { range: 'bytes=0-9' }, 'HEAD');
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-length']).toBe('10');
  });

  it('serves the file chosen for the quality', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
    const low = sampleAudio(300).reverse();
    await addRendition(t, track.id, { kind: 'stream', bitrateKbps: 96, bytes: low });
    const response = await fetchAudio(await signedUrl(track.id, 'listener', '?quality=96'));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(low)).toBe(true);
  });
});

describe('refusing bad links', () => {
  let trackId: string;
  let url: string;

  beforeAll(async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
    trackId = track.id;
    url = await signedUrl(track.id);
  });

  const expectRefused = async (target: string, code: string) => {
    const response = await fetchAudio(target);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(code);
  };

  it('refuses an expired link', async () => {
    const params = new URL(url, 'http://x').searchParams;
    const expired = createStreamLinks(t.config.authSecret).url({
      id: randomUUID(),
      trackId,
      renditionId: params.get('rendition') ?? '',
      expires: Math.floor(Date.now() / 1000) - 1,
      scope: 'public',
    });
    await expectRefused(expired, 'stream_link_expired');
  });

  it('refuses a link with a changed signature, expiry or scope', async () => {
    const sig = new URL(url, 'http://x').searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectRefused(withParam(url, 'sig', flipped), 'stream_link_invalid');
    await expectRefused(withParam(url, 'expires', '9999999999'), 'stream_link_invalid');
    await expectRefused(withParam(url, 'scope', 'private'), 'stream_link_invalid');
  });

  it('refuses a link moved to another track or another file', async () => {
    const other = await createPlayableTrack(t, { artistId: cast.artist.id });
    await expectRefused(url.replace(trackId, other.track.id), 'stream_link_invalid');
    const second = await addRendition(t, trackId, { kind: 'stream', bitrateKbps: 96 });
    await expectRefused(withParam(url, 'rendition', second.id), 'stream_link_invalid');
  });

  it('refuses a link signed with another secret', async () => {
    const params = new URL(url, 'http://x').searchParams;
    const forged = createStreamLinks('another-secret-that-is-long-enough-for-this').url({
      id: randomUUID(),
      trackId,
      renditionId: params.get('rendition') ?? '',
      expires: Number(params.get('expires')),
      scope: 'public',
    });
    await expectRefused(forged, 'stream_link_invalid');
  });

  it.each([
    '?sig=x',
    '?rendition=nope&expires=1&scope=public&sig=x',
    '?rendition=6f1c2b1e-0000-4000-8000-000000000000&expires=soon&scope=public&sig=x',
    '?scope=',
  ])('refuses a malformed link %s', async (query) => {
    await expectRefused(`/api/stream/${trackId}${query}`, 'stream_link_invalid');
  });

  it('answers 404 for a path that is not a track id', async () => {
    const response = await fetchAudio(url.replace(trackId, 'not-a-track'));
    expect(response.statusCode).toBe(404);
  });

  it('stops a public link at once when the track is taken down', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
    const link = await signedUrl(track.id);
    expect((await fetchAudio(link)).statusCode).toBe(200);
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    const response = await fetchAudio(link);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Track not found');
  });

  it('answers 404 when the file was replaced or lost from storage', async () => {
    const replaced = await createPlayableTrack(t, { artistId: cast.artist.id });
    const link = await signedUrl(replaced.track.id);
    await t.database.db
      .delete(trackRenditions)
      .where(eq(trackRenditions.id, replaced.rendition.id));
    expect((await fetchAudio(link)).statusCode).toBe(404);

    const lost = await createPlayableTrack(t, { artistId: cast.artist.id });
    await t.storage.delete(lost.rendition.storageKey);
    const response = await fetchAudio(await signedUrl(lost.track.id));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('no_audio');
  });
});

describe('private links and the session', () => {
  it('lets a private link of an unpublished track play without a cookie', async () => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id, status: 'qc' });
    const link = await signedUrl(track.id, 'owner');
    expect(new URL(link, 'http://x').searchParams.get('scope')).toBe('private');
    expect((await fetchAudio(link)).statusCode).toBe(200);
  });

  it('falls back to the session without a signature', async () => {
    const live = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const anonymous = await fetchAudio(`/api/stream/${live.track.id}`, { range: 'bytes=0-9' });
    expect(anonymous.statusCode).toBe(206);
    expect(anonymous.headers['cache-control']).toBe('private, no-cache');
    expect(anonymous.rawPayload.equals(audio.subarray(0, 10))).toBe(true);

    const draft = await createPlayableTrack(t, { artistId: cast.artist.id, status: 'qc' });
    const path = `/api/stream/${draft.track.id}`;
    expect((await fetchAudio(path)).statusCode).toBe(404);
    expect((await fetchAudio(path, cast.headers('listener'))).statusCode).toBe(404);
    expect((await fetchAudio(path, cast.headers('owner'))).statusCode).toBe(200);
    expect((await fetchAudio(path, cast.headers('admin'))).statusCode).toBe(200);
  });

  it('answers 404 without a signature for a missing track', async () => {
    const response = await fetchAudio('/api/stream/6f1c2b1e-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});
