import { randomUUID } from 'node:crypto';

import type { StreamEventRecorded, StreamEventStarted } from '@sada/contracts/streaming';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { streamEvents, tracks } from '../../db/schema';
import { createSigner } from '../../lib/signing';
import { createTestApp, type TestApp } from '../../test/app';
import { createTrack } from '../../test/catalog';
import { randomIp } from '../../test/factories';
import { createCast, type Caller } from '../../test/player';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const start = (trackId: string, caller: Caller = 'anonymous', ip = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stream-events',
    headers: cast.headers(caller),
    remoteAddress: ip,
    payload: { trackId },
  });

async function started(trackId: string, caller: Caller = 'anonymous') {
  const response = await start(trackId, caller);
  expect(response.statusCode).toBe(201);
  return response.json<StreamEventStarted>();
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
    const track = await createTrack(t, { artistId: cast.artist.id });
    const event = await started(track.id);
    await startedAgo(event, 10_000);
    expect(await recorded(event, 10_000)).toEqual({ completedMs: 10_000, counted: false });
    expect(await playCount(track.id)).toBe(0);
  });

  it('counts a 40 s listen, once however often it is reported', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id, playCount: 7 });
    const event = await started(track.id, 'listener');
    await startedAgo(event, 40_000);
    expect(await recorded(event, 40_000)).toEqual({ completedMs: 40_000, counted: true });
    expect(await playCount(track.id)).toBe(8);
    expect(await recorded(event, 40_500)).toEqual({ completedMs: 40_500, counted: true });
    expect(await playCount(track.id)).toBe(8);
    expect((await eventRow(event.eventId))?.countedAt).toBeInstanceOf(Date);
  });

  it('caps a report at the time since the start', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const event = await started(track.id);
    const body = await recorded(event, 120_000);
    expect(body.counted).toBe(false);
    expect(body.completedMs).toBeGreaterThanOrEqual(2_000);
    expect(body.completedMs).toBeLessThan(10_000);
    expect(await playCount(track.id)).toBe(0);
  });

  it("caps a report at the track's length, and counts a short track heard to the end", async () => {
    const track = await createTrack(t, { artistId: cast.artist.id, durationMs: 12_000 });
    const event = await started(track.id);
    await startedAgo(event, 60_000);
    expect(await recorded(event, 50_000)).toEqual({ completedMs: 12_000, counted: true });
    expect(await playCount(track.id)).toBe(1);
  });

  it('counts a short track stopped within a second of its end, not earlier', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id, durationMs: 12_000 });
    const early = await started(track.id);
    await startedAgo(early, 20_000);
    expect((await recorded(early, 10_900)).counted).toBe(false);
    const late = await started(track.id);
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
    const track = await createTrack(t, { artistId: cast.artist.id });
    const events = await Promise.all(Array.from({ length: 50 }, () => started(track.id)));
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
    const track = await createTrack(t, { artistId: cast.artist.id });
    const event = await started(track.id);
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
