import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { StreamEventRecorded, StreamEventStarted, StreamUrl } from '@sada/contracts/streaming';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { streamEvents, streamLinks, trackRenditions, tracks } from '../../db/schema';
import { createSigner } from '../../platform/signing';
import { createTestApp, type TestApp } from '../../test/app';
import { createTrack } from '../../test/catalog';
import { randomIp } from '../../test/factories';
import { createCast, createPlayableTrack, sampleAudio, type Caller } from '../../test/player';
import { LINK_USAGE_FLUSH_MS } from './link-usage';
import { createStreamLinks, streamUrlParts } from './stream-link';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const start = (
  trackId: string,
  caller: Caller = 'anonymous',
  ip = randomIp(),
  streamUrl?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stream-events',
    headers: cast.headers(caller),
    remoteAddress: ip,
    payload: streamUrl === undefined ? { trackId } : { trackId, streamUrl },
  });

async function started(
  trackId: string,
  caller: Caller = 'anonymous',
  opts: { streamUrl?: string; ip?: string } = {},
) {
  const response = await start(trackId, caller, opts.ip ?? randomIp(), opts.streamUrl);
  expect(response.statusCode).toBe(201);
  return response.json<StreamEventStarted>();
}

/** 4 KiB standing for 180 s of audio: a play needs 30 s of it, 80 % of 683 bytes. */
const audio = sampleAudio(4096);
const PLAY_BYTES = 547;

/** A track with audio: 180 s long unless told. */
async function playable(values: { durationMs?: number; playCount?: number } = {}) {
  const { track } = await createPlayableTrack(t, { artistId: cast.artist.id, ...values }, audio);
  return track;
}

async function streamUrlOf(trackId: string, caller: Caller = 'anonymous') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/tracks/${trackId}/stream-url`,
    headers: cast.headers(caller),
  });
  expect(response.statusCode).toBe(200);
  return response.json<StreamUrl>().url;
}

/** The player loads bytes `from` to `to` of the link. */
async function fetchBytes(url: string, from: number, to: number) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { range: `bytes=${from}-${to}` },
  });
  expect(response.statusCode).toBe(206);
}

/** A listen as the player makes it: a link, the whole file through it, a start naming it. */
async function listen(trackId: string, caller: Caller = 'anonymous', ip = randomIp()) {
  const streamUrl = await streamUrlOf(trackId, caller);
  await fetchBytes(streamUrl, 0, audio.length - 1);
  return { streamUrl, event: await started(trackId, caller, { streamUrl, ip }) };
}

const report = (event: StreamEventStarted, completedMs: number, token = event.token) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stream-events/${event.eventId}/progress`,
    headers: { origin: t.config.publicUrl },
    payload: { token, completedMs },
  });

async function recorded(event: StreamEventStarted, completedMs: number) {
  const response = await report(event, completedMs);
  expect(response.statusCode).toBe(200);
  return response.json<StreamEventRecorded>();
}

/** As if playback had started `ms` ago. */
async function startedAgo(event: StreamEventStarted, ms: number) {
  await t.database.db
    .update(streamEvents)
    .set({ startedAt: sql`now() - ${`${ms} milliseconds`}::interval` })
    .where(eq(streamEvents.id, event.eventId));
}

async function playCount(trackId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ playCount: tracks.playCount })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row?.playCount ?? -1;
}

/** The link id a stream URL carries. */
const linkIdOf = (url: string) => new URL(url, 'http://x').searchParams.get('link') ?? '';

/** The bytes written for a link so far; null while none are. */
async function bytesWritten(url: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ bytes: streamLinks.bytesServed })
    .from(streamLinks)
    .where(eq(streamLinks.id, linkIdOf(url)));
  return row?.bytes ?? null;
}

async function eventRow(eventId: string) {
  const [row] = await t.database.db.select().from(streamEvents).where(eq(streamEvents.id, eventId));
  return row;
}

describe('POST /api/stream-events', () => {
  it('records an anonymous start without a user, and a signed-in one with', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const anonymous = await started(track.id);
    expect(anonymous.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await eventRow(anonymous.eventId)).toMatchObject({
      userId: null,
      trackId: track.id,
      completedMs: 0,
      countedAt: null,
    });
    const mine = await started(track.id, 'listener');
    expect((await eventRow(mine.eventId))?.userId).toBe(cast.users.listener.id);
  });

  it('starts only tracks the caller may play', async () => {
    const draft = await createTrack(t, { artistId: cast.artist.id, status: 'qc' });
    for (const caller of ['anonymous', 'listener', 'otherArtist'] as const) {
      const response = await start(draft.id, caller);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Track not found');
    }
    for (const caller of ['owner', 'label', 'admin'] as const) {
      expect((await start(draft.id, caller)).statusCode).toBe(201);
    }
    expect((await start(randomUUID())).statusCode).toBe(404);
  });

  it.each([{}, { trackId: 'nope' }, { trackId: '6f1c2b1e-0000-4000-8000-000000000000', x: 1 }])(
    'answers 400 to %o',
    async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/stream-events',
        headers: { origin: t.config.publicUrl },
        payload,
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('refuses a start from another site', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stream-events',
      headers: { origin: 'https://elsewhere.example' },
      payload: { trackId: track.id },
    });
    expect(response.statusCode).toBe(403);
  });

  it('limits how many plays one address starts in a minute', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const ip = randomIp();
    for (let i = 0; i < 60; i += 1) {
      expect((await start(track.id, 'anonymous', ip)).statusCode).toBe(201);
    }
    const refused = await start(track.id, 'anonymous', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'rate_limited',
      message: 'Too many plays started in a short time. Please wait a minute and try again.',
    });
    expect((await start(track.id, 'anonymous')).statusCode).toBe(201);
  });
});

describe('POST /api/stream-events/:eventId/progress', () => {
  it('does not count a 10 s listen', async () => {
    const track = await playable();
    const { event } = await listen(track.id);
    await startedAgo(event, 10_000);
    expect(await recorded(event, 10_000)).toEqual({ completedMs: 10_000, counted: false });
    expect(await playCount(track.id)).toBe(0);
  });

  it('writes no served bytes for a report that cannot count yet, and only its own link when it can', async () => {
    // The once-a-second write of served bytes does not run here: only a report may write. One
    // an earlier test set going runs first, on the real clock.
    await sleep(LINK_USAGE_FLUSH_MS + 200);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const track = await playable();
    const { streamUrl, event } = await listen(track.id);
    const other = await listen(track.id);
    // Heard too little yet.
    await startedAgo(event, 10_000);
    expect(await recorded(event, 10_000)).toEqual({ completedMs: 10_000, counted: false });
    expect(await bytesWritten(streamUrl)).toBeNull();
    // Heard long enough: the bytes this instance served for its link count now.
    await startedAgo(event, 40_000);
    expect(await recorded(event, 40_000)).toEqual({ completedMs: 40_000, counted: true });
    expect(await bytesWritten(streamUrl)).toBe(audio.length);
    expect(await bytesWritten(other.streamUrl)).toBeNull();
    // Counted already: later reports write nothing.
    await fetchBytes(streamUrl, 0, 99);
    expect(await recorded(event, 41_000)).toEqual({ completedMs: 41_000, counted: true });
    expect(await bytesWritten(streamUrl)).toBe(audio.length);
    expect(await playCount(track.id)).toBe(1);
  });

  it('counts a 40 s listen, once however often it is reported', async () => {
    const track = await playable({ playCount: 7 });
    const { event } = await listen(track.id, 'listener');
    await startedAgo(event, 40_000);
    expect(await recorded(event, 40_000)).toEqual({ completedMs: 40_000, counted: true });
    expect(await playCount(track.id)).toBe(8);
    expect(await recorded(event, 40_500)).toEqual({ completedMs: 40_500, counted: true });
    expect(await playCount(track.id)).toBe(8);
    expect((await eventRow(event.eventId))?.countedAt).toBeInstanceOf(Date);
  });

  it('caps a report at the time since the start', async () => {
    const track = await playable();
    const { event } = await listen(track.id);
    const body = await recorded(event, 120_000);
    expect(body.counted).toBe(false);
    expect(body.completedMs).toBeGreaterThanOrEqual(2_000);
    expect(body.completedMs).toBeLessThan(10_000);
    expect(await playCount(track.id)).toBe(0);
  });

  it("caps a report at the track's length, and counts a short track heard to the end", async () => {
    const track = await playable({ durationMs: 12_000 });
    const { event } = await listen(track.id);
    await startedAgo(event, 60_000);
    expect(await recorded(event, 50_000)).toEqual({ completedMs: 12_000, counted: true });
    expect(await playCount(track.id)).toBe(1);
  });

  it('counts a short track stopped within a second of its end, not earlier', async () => {
    const track = await playable({ durationMs: 12_000 });
    const { event: early } = await listen(track.id);
    await startedAgo(early, 20_000);
    expect((await recorded(early, 10_900)).counted).toBe(false);
    const { event: late } = await listen(track.id);
    await startedAgo(late, 20_000);
    expect((await recorded(late, 11_100)).counted).toBe(true);
    expect(await playCount(track.id)).toBe(1);
  });

  it('never lowers how far a listen got', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const event = await started(track.id);
    await startedAgo(event, 25_000);
    expect((await recorded(event, 20_000)).completedMs).toBe(20_000);
    expect((await recorded(event, 5_000)).completedMs).toBe(20_000);
    expect((await eventRow(event.eventId))?.completedMs).toBe(20_000);
  });

  it('counts 50 listens reported at once exactly 50 times', async () => {
    const track = await playable();
    const events = await Promise.all(
      Array.from({ length: 50 }, async () => (await listen(track.id)).event),
    );
    await t.database.db
      .update(streamEvents)
      .set({ startedAt: sql`now() - interval '40 seconds'` })
      .where(eq(streamEvents.trackId, track.id));
    // Each listen reports twice at the same moment (pause and page close racing).
    const responses = await Promise.all(
      events.flatMap((e) => [report(e, 35_000), report(e, 36_000)]),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    expect(await playCount(track.id)).toBe(50);
  });

  it('accepts the report as text/plain, as navigator.sendBeacon sends it', async () => {
    const track = await playable();
    const { event } = await listen(track.id);
    await startedAgo(event, 45_000);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stream-events/${event.eventId}/progress`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: t.config.publicUrl },
      payload: JSON.stringify({ token: event.token, completedMs: 44_000 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completedMs: 44_000, counted: true });
    expect(await playCount(track.id)).toBe(1);
  });

  it.each([
    ['{"token": ', 'The report is not valid JSON'],
    ['{"token":"x","completedMs":-1}', 'completedMs must not be negative'],
    ['{"token":"x","completedMs":1.5}', 'completedMs must be a whole number'],
    ['"just a string"', 'Invalid input'],
  ])('answers 400 to the text/plain body %s', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stream-events/${randomUUID()}/progress`,
      headers: { 'content-type': 'text/plain', origin: t.config.publicUrl },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it("refuses a wrong token, or another event's", async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const event = await started(track.id);
    const other = await started(track.id);
    for (const token of ['wrong', other.token, `${event.token.slice(0, -1)}x`]) {
      const response = await report(event, 1_000, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('stream_report_invalid');
    }
    expect((await eventRow(event.eventId))?.completedMs).toBe(0);
  });

  it('answers 404 for an event that does not exist, and 400 for a malformed id', async () => {
    const eventId = randomUUID();
    const token = createSigner(t.config.authSecret, 'stream-event').sign([eventId]);
    const response = await report({ eventId, token }, 1_000);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Stream event not found');
    const malformed = await report({ eventId: 'nope', token }, 1_000);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('plays count only from audio the server served', () => {
  async function playsCounted(event: StreamEventStarted) {
    return (await recorded(event, 999_999)).counted;
  }

  it('does not count a listen that fetched no audio, however long it claims', async () => {
    const track = await playable();
    const unlinked = await started(track.id);
    const unused = await started(track.id, 'anonymous', { streamUrl: await streamUrlOf(track.id) });
    for (const event of [unlinked, unused]) {
      await startedAgo(event, 200_000);
      expect(await recorded(event, 999_999)).toEqual({ completedMs: 180_000, counted: false });
    }
    expect(await playCount(track.id)).toBe(0);
  });

  it('counts once the link served the audio of a play, not a byte before', async () => {
    const track = await playable();
    const streamUrl = await streamUrlOf(track.id);
    await fetchBytes(streamUrl, 0, PLAY_BYTES - 2);
    const event = await started(track.id, 'anonymous', { streamUrl });
    await startedAgo(event, 40_000);
    expect(await recorded(event, 40_000)).toEqual({ completedMs: 40_000, counted: false });
    await fetchBytes(streamUrl, PLAY_BYTES - 1, PLAY_BYTES - 1);
    expect(await recorded(event, 40_500)).toEqual({ completedMs: 40_500, counted: true });
    expect(await playCount(track.id)).toBe(1);
  });

  it('lets one link back one play per play of audio it served', async () => {
    const track = await playable();
    const streamUrl = await streamUrlOf(track.id);
    await fetchBytes(streamUrl, 0, PLAY_BYTES - 1);
    const first = await started(track.id, 'anonymous', { streamUrl });
    const second = await started(track.id, 'anonymous', { streamUrl });
    await startedAgo(first, 40_000);
    await startedAgo(second, 40_000);
    expect(await playsCounted(first)).toBe(true);
    expect(await playsCounted(second)).toBe(false);
    await fetchBytes(streamUrl, PLAY_BYTES, 2 * PLAY_BYTES - 1);
    expect(await playsCounted(second)).toBe(true);
    expect(await playCount(track.id)).toBe(2);
  });

  it('counts at most 5 plays of a track per listener an hour', async () => {
    const track = await playable();
    const other = await playable();
    const ip = randomIp();
    const outcomes: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { event } = await listen(track.id, 'anonymous', ip);
      await startedAgo(event, 40_000);
      outcomes.push(await playsCounted(event));
    }
    expect(outcomes).toEqual([true, true, true, true, true, false]);
    // Another track, another address, a signed-in listener: each has plays of its own.
    for (const [trackId, caller, from] of [
      [other.id, 'anonymous', ip],
      [track.id, 'anonymous', randomIp()],
      [track.id, 'listener', ip],
    ] as const) {
      const { event } = await listen(trackId, caller, from);
      await startedAgo(event, 40_000);
      expect(await playsCounted(event)).toBe(true);
    }
    expect(await playCount(track.id)).toBe(7);
    // An hour later the address may add plays again.
    await t.database.db
      .update(streamEvents)
      .set({ countedAt: sql`now() - interval '61 minutes'` })
      .where(eq(streamEvents.trackId, track.id));
    const { event } = await listen(track.id, 'anonymous', ip);
    await startedAgo(event, 40_000);
    expect(await playsCounted(event)).toBe(true);
  });

  it('refuses a start naming a link of another track, or a forged one', async () => {
    const track = await playable();
    const other = await playable();
    const otherUrl = await streamUrlOf(other.id);
    const forged = (await streamUrlOf(track.id)).replace(/sig=[^&]+/, 'sig=AAAA');
    for (const streamUrl of [otherUrl, forged, 'not a url', `/api/stream/${track.id}`]) {
      const response = await start(track.id, 'anonymous', randomIp(), streamUrl);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.code).toBe('stream_link_invalid');
    }
  });

  /** The same link as `url`, signed as it would be had it expired `seconds` ago. */
  function expiredSince(url: string, seconds = 60): string {
    const { trackId, query } = streamUrlParts(url) ?? { trackId: '', query: {} };
    return createStreamLinks(t.config.authSecret).url({
      id: query.link ?? '',
      trackId,
      renditionId: query.rendition ?? '',
      expires: Math.floor(Date.now() / 1000) - seconds,
      scope: query.scope === 'private' ? 'private' : 'public',
    });
  }

  it('starts a listen from a link that expired since, and counts the audio it served', async () => {
    const track = await playable();
    const { streamUrl } = await listen(track.id);
    // The player resumes after a long pause, naming the link it loaded then.
    const event = await started(track.id, 'anonymous', { streamUrl: expiredSince(streamUrl) });
    expect((await eventRow(event.eventId))?.linkId).toBe(linkIdOf(streamUrl));
    await startedAgo(event, 40_000);
    expect(await playsCounted(event)).toBe(true);
    expect(await playCount(track.id)).toBe(1);
  });

  it('refuses a start naming an expired link that is forged or of another track', async () => {
    const track = await playable();
    const other = await playable();
    const otherUrl = expiredSince(await streamUrlOf(other.id));
    const forged = expiredSince(await streamUrlOf(track.id)).replace(/sig=[^&]+/, 'sig=AAAA');
    // A link's expiry is signed: moving it invalidates the link.
    const moved = (await streamUrlOf(track.id)).replace(/expires=(\d+)/, (_, e: string) => {
      return `expires=${Number(e) - 7_200}`;
    });
    for (const streamUrl of [otherUrl, forged, moved]) {
      const response = await start(track.id, 'anonymous', randomIp(), streamUrl);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.code).toBe('stream_link_invalid');
    }
  });

  it('counts the bytes another server instance served', async () => {
    const second = await createTestApp({}, { database: t.database });
    let stopped = false;
    try {
      const track = await playable();
      const streamUrl = await streamUrlOf(track.id);
      const [rendition] = await t.database.db
        .select({ storageKey: trackRenditions.storageKey })
        .from(trackRenditions)
        .where(eq(trackRenditions.trackId, track.id));
      await second.storage.put(rendition?.storageKey ?? '', audio);
      const served = await second.app.inject({
        method: 'GET',
        url: streamUrl,
        headers: { range: `bytes=0-${PLAY_BYTES - 1}` },
      });
      expect(served.statusCode).toBe(206);
      // The other instance writes what it served within a second, and at the latest as it stops.
      await second.close();
      stopped = true;
      const event = await started(track.id, 'anonymous', { streamUrl });
      await startedAgo(event, 40_000);
      expect(await playsCounted(event)).toBe(true);
    } finally {
      if (!stopped) await second.close();
    }
  });
});
