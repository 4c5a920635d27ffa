import type { AdminAnalytics } from '@sada/contracts/admin-console';
import { and, count, countDistinct, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profiles, streamEvents } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../../test/catalog';
import { createUser, type TestUser } from '../../../test/factories';

const DAY_MS = 86_400_000;

let t: TestApp;
let admin: TestUser;
const today = new Date(
  Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()),
);
/** A moment on the UTC day `n` days before today. */
const daysAgo = (n: number, minutes = 60) =>
  new Date(today.getTime() - n * DAY_MS + minutes * 60_000);
const dayString = (n: number) => new Date(today.getTime() - n * DAY_MS).toISOString().slice(0, 10);

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  admin = await createUser(t, { role: 'admin' });
  const listeners = [await createUser(t), await createUser(t)];
  const newcomers = [await createUser(t), await createUser(t), await createUser(t)];
  // Two accounts made 3 days ago, one 40 days ago (outside the period).
  await t.database.db
    .update(profiles)
    .set({ createdAt: daysAgo(3) })
    .where(eq(profiles.id, newcomers[0]?.id ?? ''));
  await t.database.db
    .update(profiles)
    .set({ createdAt: daysAgo(3, 600) })
    .where(eq(profiles.id, newcomers[1]?.id ?? ''));
  await t.database.db
    .update(profiles)
    .set({ createdAt: daysAgo(40) })
    .where(eq(profiles.id, newcomers[2]?.id ?? ''));

  const x = await createArtist(t, { name: 'Xenia Voices' });
  const y = await createArtist(t, { name: 'Yusra Daf' });
  ids.x = x.id;
  ids.y = y.id;
  ids.a = (await createTrack(t, { artistId: x.id, title: 'Alpha' })).id;
  ids.b = (await createTrack(t, { artistId: x.id, title: 'Beta' })).id;
  ids.c = (await createTrack(t, { artistId: y.id, title: 'Gamma', status: 'rejected' })).id;

  const [one, two] = listeners.map((user) => user.id);
  const events: (typeof streamEvents.$inferInsert)[] = [
    // Today: Alpha three times, twice long enough to count.
    { trackId: ids.a, userId: one, startedAt: daysAgo(0, 1), countedAt: daysAgo(0, 2) },
    { trackId: ids.a, userId: two, startedAt: daysAgo(0, 3), countedAt: daysAgo(0, 4) },
    { trackId: ids.a, userId: null, startedAt: daysAgo(0, 5) },
    // Five days ago: Beta twice, Gamma once.
    { trackId: ids.b, userId: one, startedAt: daysAgo(5), countedAt: daysAgo(5, 61) },
    { trackId: ids.b, userId: one, startedAt: daysAgo(5, 90) },
    { trackId: ids.c, userId: two, startedAt: daysAgo(5, 120), countedAt: daysAgo(5, 121) },
    // The first day of the period: Gamma once.
    { trackId: ids.c, userId: null, startedAt: daysAgo(29) },
    // The day before the period: never counted here.
    ...Array.from({ length: 4 }, () => ({
      trackId: ids.a ?? '',
      userId: one,
      startedAt: daysAgo(30, 600),
    })),
  ];
  await t.database.db.insert(streamEvents).values(events);
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  call(t, 'GET', '/api/admin/analytics', { as: cookie ? { cookie } : null });

describe('GET /api/admin/analytics', () => {
  let body: AdminAnalytics;
  beforeAll(async () => {
    const response = await get(admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    body = response.json<AdminAnalytics>();
  });

  it('covers the last 30 UTC days, today included, oldest first', () => {
    expect(body.days).toHaveLength(30);
    expect(body.from).toBe(dayString(29));
    expect(body.to).toBe(dayString(0));
    expect(body.days.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => dayString(29 - i)),
    );
  });

  it('counts streams, plays and new users per day as the database does', async () => {
    const { db } = t.database;
    // Read now: other tests of the file make accounts after the shared answer was read.
    const now = (await get(admin.cookie)).json<AdminAnalytics>();
    for (const [i, day] of now.days.entries()) {
      const start = new Date(today.getTime() - (29 - i) * DAY_MS);
      const end = new Date(start.getTime() + DAY_MS);
      const inDay = and(gte(streamEvents.startedAt, start), lt(streamEvents.startedAt, end));
      const [streams] = await db.select({ n: count() }).from(streamEvents).where(inDay);
      const [plays] = await db
        .select({ n: count() })
        .from(streamEvents)
        .where(and(inDay, isNotNull(streamEvents.countedAt)));
      const [users] = await db
        .select({ n: count() })
        .from(profiles)
        .where(and(gte(profiles.createdAt, start), lt(profiles.createdAt, end)));
      expect(day, day.date).toEqual({
        date: day.date,
        streams: streams?.n,
        plays: plays?.n,
        newUsers: users?.n,
      });
    }
    const on = (n: number) => now.days.find((d) => d.date === dayString(n));
    expect(on(0)).toMatchObject({ streams: 3, plays: 2 });
    expect(on(5)).toMatchObject({ streams: 3, plays: 2 });
    expect(on(29)).toMatchObject({ streams: 1, plays: 0 });
    expect(on(3)).toMatchObject({ newUsers: 2 });
  });

  it('sums the period, leaving out what came before it', async () => {
    const [listeners] = await t.database.db
      .select({ n: countDistinct(streamEvents.userId) })
      .from(streamEvents)
      .where(gte(streamEvents.startedAt, new Date(today.getTime() - 29 * DAY_MS)));
    expect(body.totals).toEqual({
      streams: 7,
      plays: 4,
      listeners: listeners?.n,
      // The admin and two listeners today, two newcomers three days ago.
      newUsers: 5,
    });
    expect(body.totals.listeners).toBe(2);
  });

  it('ranks tracks and artists by streams in the period', () => {
    expect(body.topTracks).toEqual([
      {
        id: ids.a,
        title: 'Alpha',
        status: 'live',
        artist: { id: ids.x, name: 'Xenia Voices' },
        streams: 3,
      },
      {
        id: ids.b,
        title: 'Beta',
        status: 'live',
        artist: { id: ids.x, name: 'Xenia Voices' },
        streams: 2,
      },
      {
        id: ids.c,
        title: 'Gamma',
        status: 'rejected',
        artist: { id: ids.y, name: 'Yusra Daf' },
        streams: 2,
      },
    ]);
    expect(body.topArtists).toEqual([
      { id: ids.x, name: 'Xenia Voices', streams: 5, listeners: 2 },
      { id: ids.y, name: 'Yusra Daf', streams: 2, listeners: 1 },
    ]);
  });

  it('is for admins only', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const opts of [
      { role: 'listener' },
      { role: 'artist' },
      { role: 'label' },
      { role: 'label', labelVerified: false },
    ] as const) {
      const user = await createUser(t, opts);
      expect((await get(user.cookie)).statusCode, JSON.stringify(opts)).toBe(403);
    }
  });
});
