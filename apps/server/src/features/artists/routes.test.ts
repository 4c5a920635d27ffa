import type { ArtistDetail, ArtistPage, FollowState } from '@sada/contracts/catalog';
import type { TrackSummary } from '@sada/contracts/tracks';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { follows } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createListeners, createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let listener: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  listener = await createUser(t);
});
afterAll(() => t.close());

async function followerRows(artistId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(follows)
    .where(eq(follows.artistId, artistId));
  return row?.n;
}

describe('GET /api/artists', () => {
  // Far above the artists other blocks of this file make, which may come first.
  beforeAll(async () => {
    for (const monthlyListeners of [5, 500_000, 50_000, 50_000, 0, 5_000_000, 7]) {
      await createArtist(t, { monthlyListeners });
    }
  });

  it('lists artists by monthly listeners, most first, 4 for browse', async () => {
    const response = await call(t, 'GET', '/api/artists?limit=4');
    expect(response.statusCode).toBe(200);
    const page = response.json<ArtistPage>();
    expect(page.artists.map((a) => a.monthlyListeners)).toEqual([
      5_000_000, 500_000, 50_000, 50_000,
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('pages through every artist once with the cursor', async () => {
    const all = (await call(t, 'GET', '/api/artists?limit=50')).json<ArtistPage>();
    expect(all.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: ArtistPage = (await call(t, 'GET', `/api/artists?limit=2${query}`)).json();
      expect(page.artists.length).toBeLessThanOrEqual(2);
      seen.push(...page.artists.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.artists.map((a) => a.id));
    const listeners = all.artists.map((a) => a.monthlyListeners);
    expect(listeners).toEqual([...listeners].sort((a, b) => b - a));
  });

  it('returns 20 by default', async () => {
    for (let i = 0; i < 16; i++) await createArtist(t);
    const page = (await call(t, 'GET', '/api/artists')).json<ArtistPage>();
    expect(page.artists).toHaveLength(20);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=51', 'limit must be at most 50'],
    ['?cursor=not-a-cursor', 'Invalid cursor'],
    [`?cursor=${Buffer.from('["x","y"]').toString('base64url')}`, 'Invalid cursor'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await call(t, 'GET', `/api/artists${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('GET /api/artists/:artistId', () => {
  it('shows the artist, the follower count and whether the caller follows', async () => {
    const artist = await createArtist(t, {
      name: 'Nur Ensemble',
      bio: 'Invented for a test',
      verified: true,
      monthlyListeners: 1234,
      avatarUrl: '/api/media/avatars/nur.jpg',
    });
    const other = await createUser(t);
    await call(t, 'PUT', `/api/me/follows/artists/${artist.id}`, { as: other });
    const anonymous = (await call(t, 'GET', `/api/artists/${artist.id}`)).json<ArtistDetail>();
    expect(anonymous).toEqual({
      id: artist.id,
      name: 'Nur Ensemble',
      bio: 'Invented for a test',
      verified: true,
      monthlyListeners: 1234,
      avatarUrl: '/api/media/avatars/nur.jpg',
      followerCount: 1,
      following: false,
    });
    const mine = (await call(t, 'GET', `/api/artists/${artist.id}`, { as: other })).json();
    expect(mine.following).toBe(true);
    const theirs = (await call(t, 'GET', `/api/artists/${artist.id}`, { as: listener })).json();
    expect(theirs.following).toBe(false);
  });

  it("answers 404 'Artist Not Found' for an unknown id and 400 for a malformed one", async () => {
    const missing = await call(t, 'GET', '/api/artists/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: 'Artist Not Found' });
    const malformed = await call(t, 'GET', '/api/artists/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Not an artist id');
  });
});

describe('GET /api/artists/:artistId/tracks', () => {
  let artistId: string;
  const ids: string[] = [];
  beforeAll(async () => {
    artistId = (await createArtist(t)).id;
    for (let i = 0; i < 12; i++) {
      ids.push((await createTrack(t, { artistId, playCount: i * 10, title: `Song ${i}` })).id);
    }
    for (const status of ['processing', 'qc', 'rejected'] as const) {
      await createTrack(t, { artistId, status, playCount: 1_000_000 });
    }
    await createTrack(t, { playCount: 999 });
  });

  async function tracksOf(query = '', id = artistId) {
    const response = await call(t, 'GET', `/api/artists/${id}/tracks${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<{ tracks: TrackSummary[] }>().tracks;
  }

  it('lists up to 10 of the live tracks, most played first', async () => {
    const tracks = await tracksOf();
    expect(tracks.map((track) => track.title)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Song ${i}`),
    );
    expect(tracks.every((track) => track.status === 'live' && track.artist.id === artistId)).toBe(
      true,
    );
  });

  it('gives "More from": 5, without the track being shown', async () => {
    const tracks = await tracksOf(`?limit=5&excludeTrackId=${ids[11]}`);
    expect(tracks.map((track) => track.title)).toEqual([10, 9, 8, 7, 6].map((i) => `Song ${i}`));
  });

  it('returns all twelve live tracks with a larger limit, never the others', async () => {
    expect(await tracksOf('?limit=50')).toHaveLength(12);
  });

  it('answers an empty list for an artist without live tracks', async () => {
    const quiet = await createArtist(t);
    await createTrack(t, { artistId: quiet.id, status: 'qc' });
    expect(await tracksOf('', quiet.id)).toEqual([]);
  });

  it.each([
    ['?limit=51', 'limit must be at most 50'],
    ['?excludeTrackId=nope', 'Not a track id'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await call(t, 'GET', `/api/artists/${artistId}/tracks${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('answers 404 for an unknown artist', async () => {
    const response = await call(
      t,
      'GET',
      '/api/artists/00000000-0000-4000-8000-000000000000/tracks',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Artist Not Found');
  });
});

describe('PUT and DELETE /api/me/follows/artists/:artistId', () => {
  it('follows and unfollows, and doing either twice changes nothing', async () => {
    const artist = await createArtist(t);
    const url = `/api/me/follows/artists/${artist.id}`;
    for (let i = 0; i < 2; i++) {
      const put = await call(t, 'PUT', url, { as: listener });
      expect(put.statusCode).toBe(200);
      expect(put.json<FollowState>()).toEqual({ following: true, followerCount: 1 });
    }
    const detail = (await call(t, 'GET', `/api/artists/${artist.id}`, { as: listener })).json();
    expect([detail.following, detail.followerCount]).toEqual([true, 1]);
    for (let i = 0; i < 2; i++) {
      const del = await call(t, 'DELETE', url, { as: listener });
      expect(del.statusCode).toBe(200);
      expect(del.json<FollowState>()).toEqual({ following: false, followerCount: 0 });
    }
    expect(await followerRows(artist.id)).toBe(0);
  });

  it('keeps the follower count equal to the rows under 30 concurrent follows', async () => {
    const artist = await createArtist(t);
    const url = `/api/me/follows/artists/${artist.id}`;
    const fans = await createListeners(t, 30);
    const answers = await Promise.all(fans.map((fan) => call(t, 'PUT', url, { as: fan })));
    expect(answers.map((a) => a.statusCode)).toEqual(fans.map(() => 200));
    for (const answer of answers) {
      expect(answer.json<FollowState>().followerCount).toBeGreaterThanOrEqual(1);
      expect(answer.json<FollowState>().followerCount).toBeLessThanOrEqual(30);
    }
    expect(await followerRows(artist.id)).toBe(30);
    const detail = (await call(t, 'GET', `/api/artists/${artist.id}`)).json<ArtistDetail>();
    expect(detail.followerCount).toBe(30);

    // One listener hammering follow and unfollow at once still ends with one row at most.
    const [first] = fans;
    if (!first) throw new Error('no fans');
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => call(t, i % 2 ? 'DELETE' : 'PUT', url, { as: first })),
    );
    const rows = await followerRows(artist.id);
    expect([29, 30]).toContain(rows);
    expect((await call(t, 'GET', `/api/artists/${artist.id}`)).json().followerCount).toBe(rows);
  });

  it.each(['PUT', 'DELETE'] as const)(
    "%s answers 401 'You need to be signed in to follow artists' when signed out",
    async (method) => {
      const artist = await createArtist(t);
      const response = await call(t, method, `/api/me/follows/artists/${artist.id}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('You need to be signed in to follow artists');
      expect(await followerRows(artist.id)).toBe(0);
    },
  );

  it.each(['PUT', 'DELETE'] as const)('%s answers 404 for an unknown artist', async (method) => {
    const response = await call(
      t,
      method,
      '/api/me/follows/artists/00000000-0000-4000-8000-000000000000',
      { as: listener },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Artist Not Found');
  });

  it('answers 400 for a malformed id', async () => {
    const response = await call(t, 'PUT', '/api/me/follows/artists/42', { as: listener });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a request from another site', async () => {
    const artist = await createArtist(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/follows/artists/${artist.id}`,
      headers: { origin: 'https://evil.example', cookie: listener.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(await followerRows(artist.id)).toBe(0);
  });
});
