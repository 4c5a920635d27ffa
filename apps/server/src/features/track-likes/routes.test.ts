import { randomUUID } from 'node:crypto';

import type { LikeState } from '@sada/contracts/tracks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
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

const call = (method: Method, trackId: string, user: TestUser | null) =>
  t.app.inject({
    method,
    url: `/api/me/likes/tracks/${trackId}`,
    headers: { origin: t.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
  });

async function state(method: Method, trackId: string, user: TestUser): Promise<LikeState> {
  const response = await call(method, trackId, user);
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
      const response = await call(method, track.id, null);
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
      ...Array.from({ length: 8 }, () => call('PUT', track.id, listener)),
      ...others.map((user) => call('PUT', track.id, user)),
    ]);
    expect(await stored(track.id)).toMatchObject({ likeCount: 6, rows: 6 });
    await Promise.all([
      ...Array.from({ length: 8 }, () => call('DELETE', track.id, listener)),
      ...others.slice(0, 2).map((user) => call('DELETE', track.id, user)),
    ]);
    expect(await stored(track.id)).toMatchObject({ likeCount: 3, rows: 3 });
  });

  it('likes only tracks the user may play', async () => {
    const draft = await createTrack(t, { artistId: cast.artist.id, status: 'qc' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const user of [cast.users.listener, cast.users.otherArtist]) {
        const response = await call(method, draft.id, user);
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
    expect((await call('GET', track.id, listener)).statusCode).toBe(404);
    expect((await call('PUT', track.id, listener)).statusCode).toBe(404);
    expect(await state('DELETE', track.id, listener)).toEqual({ liked: false, likeCount: 0 });
    expect((await call('DELETE', track.id, listener)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.trackId, track.id), eq(likes.userId, listener.id)));
    expect(rows).toEqual([]);
  });

  it('answers 404 for a missing track and 400 for a malformed id', async () => {
    expect((await call('PUT', randomUUID(), cast.users.listener)).statusCode).toBe(404);
    const malformed = await call('PUT', 'nope', cast.users.listener);
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
