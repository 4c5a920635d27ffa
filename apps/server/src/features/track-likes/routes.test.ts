import { randomUUID } from 'node:crypto';

import type { LikeState, TrackLikeStates } from '@sada/contracts/tracks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { createCast } from '../../test/player';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';

async function state(method: Method, trackId: string, user: TestUser): Promise<LikeState> {
  const response = await call(t, method, `/api/me/likes/tracks/${trackId}`, { as: user });
  expect(response.statusCode).toBe(200);
  return response.json<LikeState>();
}

async function stored(trackId: string) {
  const [track] = await t.database.db
    .select({ likeCount: tracks.likeCount, updatedAt: tracks.updatedAt })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  const rows = await t.database.db.select().from(likes).where(eq(likes.trackId, trackId));
  return { likeCount: track?.likeCount, rows: rows.length, updatedAt: track?.updatedAt };
}

describe('/api/me/likes/tracks/:trackId', () => {
  it.each(['GET', 'PUT', 'DELETE'] as const)(
    'asks anonymous visitors to sign in (%s)',
    async (method) => {
      const track = await createTrack(t, { artistId: cast.artist.id });
      const response = await call(t, method, `/api/me/likes/tracks/${track.id}`);
      expect(response.statusCode).toBe(401);
      expect((await stored(track.id)).rows).toBe(0);
    },
  );

  it('likes and unlikes, idempotently, keeping like_count exact', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const { listener, admin } = cast.users;
    const before = (await stored(track.id)).updatedAt;
    expect(await state('GET', track.id, listener)).toEqual({ liked: false, likeCount: 0 });
    expect(await state('PUT', track.id, listener)).toEqual({ liked: true, likeCount: 1 });
    expect(await state('PUT', track.id, listener)).toEqual({ liked: true, likeCount: 1 });
    expect(await state('GET', track.id, listener)).toEqual({ liked: true, likeCount: 1 });
    expect(await state('PUT', track.id, admin)).toEqual({ liked: true, likeCount: 2 });
    expect(await state('GET', track.id, admin)).toEqual({ liked: true, likeCount: 2 });
    expect(await state('DELETE', track.id, listener)).toEqual({ liked: false, likeCount: 1 });
    expect(await state('DELETE', track.id, listener)).toEqual({ liked: false, likeCount: 1 });
    expect(await state('GET', track.id, listener)).toEqual({ liked: false, likeCount: 1 });
    const after = await stored(track.id);
    expect(after).toMatchObject({ likeCount: 1, rows: 1 });
    expect(after.updatedAt).toEqual(before);
  });

  it('counts racing likes and unlikes exactly', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const { listener } = cast.users;
    const others = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    await Promise.all([
      ...Array.from({ length: 8 }, () =>
        call(t, 'PUT', `/api/me/likes/tracks/${track.id}`, { as: listener }),
      ),
      ...others.map((user) => call(t, 'PUT', `/api/me/likes/tracks/${track.id}`, { as: user })),
    ]);
    expect(await stored(track.id)).toMatchObject({ likeCount: 6, rows: 6 });
    await Promise.all([
      ...Array.from({ length: 8 }, () =>
        call(t, 'DELETE', `/api/me/likes/tracks/${track.id}`, { as: listener }),
      ),
      ...others
        .slice(0, 2)
        .map((user) => call(t, 'DELETE', `/api/me/likes/tracks/${track.id}`, { as: user })),
    ]);
    expect(await stored(track.id)).toMatchObject({ likeCount: 3, rows: 3 });
  });

  it('likes only tracks the user may play', async () => {
    const draft = await createTrack(t, { artistId: cast.artist.id, status: 'qc' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const user of [cast.users.listener, cast.users.otherArtist]) {
        const response = await call(t, method, `/api/me/likes/tracks/${draft.id}`, { as: user });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Track not found');
      }
    }
    expect(await state('PUT', draft.id, cast.users.owner)).toEqual({ liked: true, likeCount: 1 });
    expect((await stored(draft.id)).rows).toBe(1);
  });

  it('lets a like be taken back after the track was taken down', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const { listener } = cast.users;
    await state('PUT', track.id, listener);
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    expect(
      (await call(t, 'GET', `/api/me/likes/tracks/${track.id}`, { as: listener })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'PUT', `/api/me/likes/tracks/${track.id}`, { as: listener })).statusCode,
    ).toBe(404);
    expect(await state('DELETE', track.id, listener)).toEqual({ liked: false, likeCount: 0 });
    expect(
      (await call(t, 'DELETE', `/api/me/likes/tracks/${track.id}`, { as: listener })).statusCode,
    ).toBe(404);
    const rows = await t.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.trackId, track.id), eq(likes.userId, listener.id)));
    expect(rows).toEqual([]);
  });

  it('answers 404 for a missing track and 400 for a malformed id', async () => {
    expect(
      (await call(t, 'PUT', `/api/me/likes/tracks/${randomUUID()}`, { as: cast.users.listener }))
        .statusCode,
    ).toBe(404);
    const malformed = await call(t, 'PUT', `/api/me/likes/tracks/${'nope'}`, {
      as: cast.users.listener,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Not a track id');
  });

  it('refuses a like from another site', async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/likes/tracks/${track.id}`,
      headers: { origin: 'https://elsewhere.example', cookie: cast.users.listener.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect((await stored(track.id)).rows).toBe(0);
  });
});

describe('GET /api/me/likes/tracks?ids=', () => {
  const batch = (ids: string, user: TestUser | null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/me/likes/tracks?ids=${ids}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  it('answers the like state of a page of tracks in one request', async () => {
    const { listener } = cast.users;
    const page = await Promise.all(
      Array.from({ length: 50 }, () => createTrack(t, { artistId: cast.artist.id })),
    );
    for (const track of page.slice(0, 3)) await state('PUT', track.id, listener);
    const response = await batch(page.map((track) => track.id).join(','), listener);
    expect(response.statusCode).toBe(200);
    const { likes: states } = response.json<TrackLikeStates>();
    expect(states).toHaveLength(50);
    const byId = new Map(states.map((s) => [s.trackId, s]));
    expect(byId.get(page[0]?.id ?? '')).toEqual({
      trackId: page[0]?.id,
      liked: true,
      likeCount: 1,
    });
    expect(byId.get(page[49]?.id ?? '')).toEqual({
      trackId: page[49]?.id,
      liked: false,
      likeCount: 0,
    });
    expect(states.filter((s) => s.liked)).toHaveLength(3);
  });

  it('leaves out tracks the caller may not play or that do not exist, and repeats', async () => {
    const live = await createTrack(t, { artistId: cast.artist.id });
    const draft = await createTrack(t, { artistId: cast.artist.id, status: 'qc' });
    const ids = [live.id, draft.id, randomUUID(), live.id].join(',');
    const forListener = (await batch(ids, cast.users.listener)).json<TrackLikeStates>();
    expect(forListener.likes.map((s) => s.trackId)).toEqual([live.id]);
    const forOwner = (await batch(ids, cast.users.owner)).json<TrackLikeStates>();
    expect(forOwner.likes.map((s) => s.trackId).sort()).toEqual([live.id, draft.id].sort());
  });

  it.each([
    ['no ids', '', 'ids must name at least one track'],
    ['a malformed id', `${randomUUID()},nope`, 'Not a track id'],
    [
      'more than a page of ids',
      Array.from({ length: 101 }, () => randomUUID()).join(','),
      'ids must name at most 100 tracks',
    ],
  ])('answers 400 to %s', async (_name, ids, message) => {
    const response = await batch(ids, cast.users.listener);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('answers 400 without ids and 401 signed out', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/me/likes/tracks',
      headers: { cookie: cast.users.listener.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect((await batch(randomUUID(), null)).statusCode).toBe(401);
  });
});
