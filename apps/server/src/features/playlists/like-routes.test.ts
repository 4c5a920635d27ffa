import type { LikedPlaylists, PlaylistDetail } from '@sada/contracts/playlists';
import type { LikeState } from '@sada/contracts/tracks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes, playlists } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createPlaylist, createTrack, ensureGenres } from '../../test/catalog';
import { createListeners, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let owner: TestUser;
let listener: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  owner = await createUser(t, { name: 'Playlist Owner' });
  listener = await createUser(t);
});
afterAll(() => t.close());

const likeUrl = (playlistId: string) => `/api/me/likes/playlists/${playlistId}`;

async function likeRows(playlistId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(likes)
    .where(eq(likes.playlistId, playlistId));
  return row?.n;
}

async function detail(playlistId: string, user?: TestUser) {
  const response = await call(t, 'GET', `/api/playlists/${playlistId}`, { as: user });
  expect(response.statusCode).toBe(200);
  return response.json<PlaylistDetail>();
}

describe('PUT and DELETE /api/me/likes/playlists/:playlistId', () => {
  it("likes and unlikes someone else's public playlist; doing either twice changes nothing", async () => {
    const playlist = await createPlaylist(t, { ownerId: owner.id });
    expect(await detail(playlist.id, listener)).toMatchObject({ liked: false, likeCount: 0 });
    for (let i = 0; i < 2; i++) {
      const put = await call(t, 'PUT', likeUrl(playlist.id), { as: listener });
      expect(put.statusCode).toBe(200);
      expect(put.json<LikeState>()).toEqual({ liked: true, likeCount: 1 });
    }
    expect(await detail(playlist.id, listener)).toMatchObject({ liked: true, likeCount: 1 });
    expect(await detail(playlist.id)).toMatchObject({ liked: false, likeCount: 1 });
    expect(await detail(playlist.id, owner)).toMatchObject({ liked: false, likeCount: 1 });
    for (let i = 0; i < 2; i++) {
      const del = await call(t, 'DELETE', likeUrl(playlist.id), { as: listener });
      expect(del.statusCode).toBe(200);
      expect(del.json<LikeState>()).toEqual({ liked: false, likeCount: 0 });
    }
    expect(await likeRows(playlist.id)).toBe(0);
  });

  it("answers someone else's private playlist as a missing one, and stores nothing", async () => {
    const hidden = await createPlaylist(t, { ownerId: owner.id, isPublic: false });
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(t, method, likeUrl(hidden.id), { as: listener });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Playlist not found' });
    }
    expect(await likeRows(hidden.id)).toBe(0);
  });

  it('lets a like be taken back after the playlist was made private', async () => {
    const playlist = await createPlaylist(t, { ownerId: owner.id });
    await call(t, 'PUT', likeUrl(playlist.id), { as: listener });
    await t.database.db
      .update(playlists)
      .set({ isPublic: false })
      .where(eq(playlists.id, playlist.id));
    const taken = await call(t, 'DELETE', likeUrl(playlist.id), { as: listener });
    expect(taken.statusCode).toBe(200);
    expect(taken.json<LikeState>()).toEqual({ liked: false, likeCount: 0 });
    expect((await call(t, 'DELETE', likeUrl(playlist.id), { as: listener })).statusCode).toBe(404);
  });

  it('keeps the like count equal to the rows under 20 concurrent likes', async () => {
    const playlist = await createPlaylist(t, { ownerId: owner.id });
    const fans = await createListeners(t, 20);
    const answers = await Promise.all(
      fans.map((fan) => call(t, 'PUT', likeUrl(playlist.id), { as: fan })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(fans.map(() => 200));
    expect(await likeRows(playlist.id)).toBe(20);
    expect((await detail(playlist.id)).likeCount).toBe(20);
  });

  it.each(['PUT', 'DELETE'] as const)(
    "%s answers 401 'Authentication required: Please sign in to like playlists' signed out",
    async (method) => {
      const playlist = await createPlaylist(t, { ownerId: owner.id });
      const response = await call(t, method, likeUrl(playlist.id));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(
        'Authentication required: Please sign in to like playlists',
      );
      expect(await likeRows(playlist.id)).toBe(0);
    },
  );

  it('answers 404 for an unknown playlist and 400 for a malformed id', async () => {
    const missing = await call(t, 'PUT', likeUrl('00000000-0000-4000-8000-000000000000'), {
      as: listener,
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await call(t, 'PUT', likeUrl('nope'), { as: listener });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Not a playlist id');
  });

  it('refuses a like from another site', async () => {
    const playlist = await createPlaylist(t, { ownerId: owner.id });
    const response = await call(t, 'PUT', likeUrl(playlist.id), {
      as: listener,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await likeRows(playlist.id)).toBe(0);
  });

  it('goes with the playlist when it is deleted', async () => {
    const playlist = await createPlaylist(t, { ownerId: owner.id });
    await call(t, 'PUT', likeUrl(playlist.id), { as: listener });
    expect(
      (await call(t, 'DELETE', `/api/playlists/${playlist.id}`, { as: owner })).statusCode,
    ).toBe(204);
    expect(await likeRows(playlist.id)).toBe(0);
  });
});

describe('GET /api/me/likes/playlists', () => {
  it('lists the playlists the caller liked and may open, newest like first', async () => {
    const fan = await createUser(t);
    const track = await createTrack(t);
    const hiddenTrack = await createTrack(t, { status: 'rejected' });
    const first = await createPlaylist(t, { ownerId: owner.id, name: 'First Liked' }, [
      track.id,
      hiddenTrack.id,
    ]);
    const second = await createPlaylist(t, { ownerId: owner.id, name: 'Second Liked' });
    const madePrivate = await createPlaylist(t, { ownerId: owner.id, name: 'Made Private' });
    await createPlaylist(t, { ownerId: owner.id, name: 'Not Liked' });
    for (const playlist of [first, second, madePrivate]) {
      expect((await call(t, 'PUT', likeUrl(playlist.id), { as: fan })).statusCode).toBe(200);
    }
    // Liked a minute apart: two likes within one clock tick would tie.
    await t.database.db
      .update(likes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(likes.playlistId, first.id));
    await t.database.db
      .update(playlists)
      .set({ isPublic: false })
      .where(eq(playlists.id, madePrivate.id));

    const response = await call(t, 'GET', '/api/me/likes/playlists', { as: fan });
    expect(response.statusCode).toBe(200);
    const body = response.json<LikedPlaylists>();
    expect(body.playlists.map((p) => p.name)).toEqual(['Second Liked', 'First Liked']);
    expect(body.playlists[1]).toMatchObject({
      id: first.id,
      trackCount: 1,
      owner: { id: owner.id, displayName: 'Playlist Owner' },
    });
    const others = (
      await call(t, 'GET', '/api/me/likes/playlists', { as: listener })
    ).json<LikedPlaylists>();
    expect(others.playlists.map((p) => p.id)).not.toContain(first.id);
  });

  it('needs an account', async () => {
    expect((await call(t, 'GET', '/api/me/likes/playlists')).statusCode).toBe(401);
  });
});
