import type { AlbumDetail, LikedAlbums } from '@sada/contracts/catalog';
import type { LikeState } from '@sada/contracts/tracks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createAlbum, createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createListeners, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let listener: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  listener = await createUser(t);
});
afterAll(() => t.close());

async function likeRows(albumId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(likes)
    .where(eq(likes.albumId, albumId));
  return row?.n;
}

describe('GET /api/albums/:albumId', () => {
  it('shows the album, its live tracks by number, the totals and the like', async () => {
    const artist = await createArtist(t, { name: 'Dawn Choir', verified: true });
    const album = await createAlbum(t, {
      artistId: artist.id,
      title: 'Songs of the Dawn',
      description: 'Invented for a test',
      albumType: 'ep',
      releaseDate: '2021-03-04',
      coverUrl: '/api/media/album-covers/dawn.jpg',
    });
    const base = { artistId: artist.id, albumId: album.id };
    await createTrack(t, { ...base, title: 'Three', trackNumber: 3, durationMs: 3000 });
    await createTrack(t, { ...base, title: 'One', trackNumber: 1, durationMs: 1000 });
    await createTrack(t, { ...base, title: 'Unnumbered', trackNumber: null, durationMs: null });
    await createTrack(t, {
      ...base,
      title: 'Two',
      trackNumber: 2,
      durationMs: 2000,
      explicit: true,
      playCount: 7,
      likeCount: 2,
    });
    await createTrack(t, { ...base, title: 'Pending', trackNumber: 4, status: 'qc' });
    await createTrack(t, { ...base, title: 'Rejected', trackNumber: 5, status: 'rejected' });
    await call(t, 'PUT', `/api/me/likes/albums/${album.id}`, { as: listener });

    const response = await call(t, 'GET', `/api/albums/${album.id}`, { as: listener });
    expect(response.statusCode).toBe(200);
    const body = response.json<AlbumDetail>();
    expect(body).toMatchObject({
      id: album.id,
      title: 'Songs of the Dawn',
      description: 'Invented for a test',
      albumType: 'ep',
      releaseDate: '2021-03-04',
      year: 2021,
      coverUrl: '/api/media/album-covers/dawn.jpg',
      artist: { id: artist.id, name: 'Dawn Choir', verified: true },
      trackCount: 4,
      totalDurationMs: 6000,
      likeCount: 1,
      liked: true,
    });
    expect(body.tracks.map((row) => [row.trackNumber, row.track.title])).toEqual([
      [1, 'One'],
      [2, 'Two'],
      [3, 'Three'],
      [null, 'Unnumbered'],
    ]);
    expect(body.tracks[1]?.track).toMatchObject({
      explicit: true,
      playCount: 7,
      likeCount: 2,
      durationMs: 2000,
      album: { id: album.id, title: 'Songs of the Dawn' },
      coverUrl: '/api/media/album-covers/dawn.jpg',
    });

    const anonymous = (await call(t, 'GET', `/api/albums/${album.id}`)).json<AlbumDetail>();
    expect([anonymous.liked, anonymous.likeCount]).toEqual([false, 1]);
  });

  it('shows an album without a release date or live tracks', async () => {
    const album = await createAlbum(t, { artistId: (await createArtist(t)).id });
    const body = (await call(t, 'GET', `/api/albums/${album.id}`)).json<AlbumDetail>();
    expect(body).toMatchObject({
      albumType: 'album',
      releaseDate: null,
      year: null,
      trackCount: 0,
      totalDurationMs: 0,
      likeCount: 0,
      liked: false,
      tracks: [],
    });
  });

  it("answers 404 'Album not found' and 400 for a malformed id", async () => {
    const missing = await call(t, 'GET', '/api/albums/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: 'Album not found' });
    const malformed = await call(t, 'GET', '/api/albums/..%2F..');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Not an album id');
  });
});

describe('PUT and DELETE /api/me/likes/albums/:albumId', () => {
  it('likes and unlikes, and doing either twice changes nothing', async () => {
    const album = await createAlbum(t, { artistId: (await createArtist(t)).id });
    const url = `/api/me/likes/albums/${album.id}`;
    for (let i = 0; i < 2; i++) {
      const put = await call(t, 'PUT', url, { as: listener });
      expect(put.statusCode).toBe(200);
      expect(put.json<LikeState>()).toEqual({ liked: true, likeCount: 1 });
    }
    for (let i = 0; i < 2; i++) {
      const del = await call(t, 'DELETE', url, { as: listener });
      expect(del.statusCode).toBe(200);
      expect(del.json<LikeState>()).toEqual({ liked: false, likeCount: 0 });
    }
    expect(await likeRows(album.id)).toBe(0);
  });

  it('keeps the like count equal to the rows under 30 concurrent likes', async () => {
    const album = await createAlbum(t, { artistId: (await createArtist(t)).id });
    const url = `/api/me/likes/albums/${album.id}`;
    const fans = await createListeners(t, 30);
    const answers = await Promise.all(fans.map((fan) => call(t, 'PUT', url, { as: fan })));
    expect(answers.map((a) => a.statusCode)).toEqual(fans.map(() => 200));
    expect(await likeRows(album.id)).toBe(30);
    expect((await call(t, 'GET', `/api/albums/${album.id}`)).json().likeCount).toBe(30);

    const [first] = fans;
    if (!first) throw new Error('no fans');
    await Promise.all(Array.from({ length: 30 }, () => call(t, 'PUT', url, { as: first })));
    expect(await likeRows(album.id)).toBe(30);
    await Promise.all(fans.map((fan) => call(t, 'DELETE', url, { as: fan })));
    expect(await likeRows(album.id)).toBe(0);
    expect((await call(t, 'GET', `/api/albums/${album.id}`)).json().likeCount).toBe(0);
  });

  it.each(['PUT', 'DELETE'] as const)(
    "%s answers 401 'Authentication required: Please sign in to like albums' when signed out",
    async (method) => {
      const album = await createAlbum(t, { artistId: (await createArtist(t)).id });
      const response = await call(t, method, `/api/me/likes/albums/${album.id}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(
        'Authentication required: Please sign in to like albums',
      );
      expect(await likeRows(album.id)).toBe(0);
    },
  );

  it.each(['PUT', 'DELETE'] as const)('%s answers 404 for an unknown album', async (method) => {
    const response = await call(
      t,
      method,
      '/api/me/likes/albums/00000000-0000-4000-8000-000000000000',
      { as: listener },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Album not found');
  });

  it('answers 400 for a malformed id', async () => {
    const response = await call(t, 'PUT', '/api/me/likes/albums/abc', { as: listener });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/me/likes/albums', () => {
  it('lists the albums the caller liked, newest like first, and only theirs', async () => {
    const fan = await createUser(t);
    const artist = await createArtist(t, { name: 'Lantern Hall' });
    const first = await createAlbum(t, {
      artistId: artist.id,
      title: 'First Light',
      releaseDate: '2024-02-01',
    });
    const second = await createAlbum(t, { artistId: artist.id, title: 'Second Wind' });
    await createAlbum(t, { artistId: artist.id, title: 'Not liked' });
    await call(t, 'PUT', `/api/me/likes/albums/${first.id}`, { as: fan });
    await call(t, 'PUT', `/api/me/likes/albums/${second.id}`, { as: fan });
    // Liked a minute apart: two likes within one clock tick would tie.
    await t.database.db
      .update(likes)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(likes.albumId, first.id));

    const response = await call(t, 'GET', '/api/me/likes/albums', { as: fan });
    expect(response.statusCode).toBe(200);
    const { albums } = response.json<LikedAlbums>();
    expect(albums.map((album) => album.title)).toEqual(['Second Wind', 'First Light']);
    expect(albums[1]).toMatchObject({
      year: 2024,
      albumType: 'album',
      artist: { id: artist.id, name: 'Lantern Hall' },
    });
    const others = await call(t, 'GET', '/api/me/likes/albums', { as: listener });
    expect(others.json<LikedAlbums>().albums.map((album) => album.title)).not.toContain(
      'First Light',
    );
  });

  it('needs an account', async () => {
    expect((await call(t, 'GET', '/api/me/likes/albums')).statusCode).toBe(401);
  });
});
