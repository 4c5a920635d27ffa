import type { TrackStatus } from '@sada/contracts/enums';
import type { StreamUrl } from '@sada/contracts/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createTrack } from '../../test/catalog';
import {
  addRendition,
  callers,
  createCast,
  createPlayableTrack,
  type Caller,
} from '../../test/player';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const streamUrlOf = (trackId: string, caller: Caller = 'anonymous', query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/tracks/${trackId}/stream-url${query}`,
    headers: cast.headers(caller),
  });

const paramsOf = (url: string) => new URL(url, 'http://x').searchParams;

describe('GET /api/tracks/:trackId/stream-url', () => {
  it('signs a public URL of a live track for anyone, valid for an hour', async () => {
    const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id });
    for (const caller of callers) {
      const before = Date.now();
      const response = await streamUrlOf(track.id, caller);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<StreamUrl>();
      expect(body).toMatchObject({ mimeType: 'audio/mpeg', bitrateKbps: 128 });
      expect(body.url.startsWith(`/api/stream/${track.id}?`)).toBe(true);
      const params = paramsOf(body.url);
      expect(params.get('rendition')).toBe(rendition.id);
      expect(params.get('scope')).toBe('public');
      expect(Number(params.get('expires')) * 1000).toBe(Date.parse(body.expiresAt));
      const ttl = Date.parse(body.expiresAt) - before;
      expect(ttl).toBeGreaterThan(3_595_000);
      expect(ttl).toBeLessThanOrEqual(3_601_000);
    }
  });

  const unpublished: TrackStatus[] = ['processing', 'qc', 'approved', 'rejected', 'needs_revision'];
  const allowed = new Set<Caller>(['owner', 'label', 'admin']);
  const cases = unpublished.flatMap((status) => callers.map((caller) => [status, caller] as const));

  it.each(cases)('a %s track for %s: a private URL, or 404', async (status, caller) => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id, status });
    const response = await streamUrlOf(track.id, caller);
    if (allowed.has(caller)) {
      expect(response.statusCode).toBe(200);
      expect(paramsOf(response.json<StreamUrl>().url).get('scope')).toBe('private');
    } else {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'Track not found' },
      });
    }
  });

  describe('picks the file for the quality asked for', () => {
    let trackId: string;
    const renditionIds = new Map<string, string>();

    beforeAll(async () => {
      const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id });
      trackId = track.id;
      renditionIds.set('original', rendition.id);
      for (const bitrate of [96, 192, 320]) {
        const stream = await addRendition(t, track.id, { kind: 'stream', bitrateKbps: bitrate });
        renditionIds.set(`stream-${bitrate}`, stream.id);
      }
    });

    it.each([
      ['', 'stream-320', 320],
      ['?quality=320', 'stream-320', 320],
      ['?quality=256', 'stream-192', 192],
      ['?quality=192', 'stream-192', 192],
      ['?quality=128', 'stream-96', 96],
      ['?quality=96', 'stream-96', 96],
    ])('%s → %s', async (query, expected, bitrate) => {
      const response = await streamUrlOf(trackId, 'listener', query);
      expect(response.statusCode).toBe(200);
      const body = response.json<StreamUrl>();
      expect(paramsOf(body.url).get('rendition')).toBe(renditionIds.get(expected));
      expect(body.bitrateKbps).toBe(bitrate);
      // The qualities that exist, best first: a player offers these and no others.
      expect(body.qualities).toEqual([320, 192, 96]);
    });

    it('gives the smallest streaming copy when all are above the quality', async () => {
      const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
      const low = await addRendition(t, track.id, { kind: 'stream', bitrateKbps: 192 });
      await addRendition(t, track.id, { kind: 'stream', bitrateKbps: 256 });
      const response = await streamUrlOf(track.id, 'listener', '?quality=96');
      expect(paramsOf(response.json<StreamUrl>().url).get('rendition')).toBe(low.id);
    });

    it('gives the original when there is no streaming copy, whatever the quality', async () => {
      const { track, rendition } = await createPlayableTrack(t, { artistId: cast.artist.id });
      for (const quality of [96, 320]) {
        const response = await streamUrlOf(track.id, 'listener', `?quality=${quality}`);
        expect(paramsOf(response.json<StreamUrl>().url).get('rendition')).toBe(rendition.id);
        expect(response.json<StreamUrl>().qualities).toEqual([rendition.bitrateKbps]);
      }
    });
  });

  it.each([
    ['?quality=100', 'quality must be one of 96, 128, 192, 256, 320'],
    ['?quality=-96', 'quality must be one of 96, 128, 192, 256, 320'],
    ['?quality=loud', 'quality must be a number'],
  ])('answers 400 to %s', async (query, message) => {
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id });
    const response = await streamUrlOf(track.id, 'listener', query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('answers 404 for a track without audio, a missing track and 400 for a bad id', async () => {
    const silent = await createTrack(t, { artistId: cast.artist.id });
    const response = await streamUrlOf(silent.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('no_audio');
    expect((await streamUrlOf('6f1c2b1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await streamUrlOf('nope')).statusCode).toBe(400);
  });
});

describe('STREAM_URL_TTL_SECONDS', () => {
  it('sets how long a stream URL stays valid', async () => {
    const short = await createTestApp({ STREAM_URL_TTL_SECONDS: '120' });
    try {
      const shortCast = await createCast(short);
      const { track } = await createPlayableTrack(short, { artistId: shortCast.artist.id });
      const before = Date.now();
      const response = await short.app.inject({
        method: 'GET',
        url: `/api/tracks/${track.id}/stream-url`,
      });
      const ttl = Date.parse(response.json<StreamUrl>().expiresAt) - before;
      expect(ttl).toBeGreaterThan(115_000);
      expect(ttl).toBeLessThanOrEqual(121_000);
    } finally {
      await short.close();
    }
  });
});
