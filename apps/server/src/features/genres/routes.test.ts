import type { GenreList, GenrePage } from '@sada/contracts/catalog';
import { genres } from '@sada/contracts/genres';
import type { PlayableTracks } from '@sada/contracts/tracks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createPlaylist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t.close());

async function get<T>(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe('GET /api/genres', () => {
  it('lists every genre in tile order', async () => {
    const body = await get<GenreList>('/api/genres');
    expect(body.genres.map((g) => [g.slug, g.name])).toEqual(genres.map((g) => [g.slug, g.name]));
  });
});

describe('GET /api/genres/:slug', () => {
  let page: GenrePage;
  beforeAll(async () => {
    const owner = await createUser(t);
    const dhikr: string[] = [];
    for (let i = 0; i < 26; i++) {
      dhikr.push((await createTrack(t, { genre: 'dhikr', playCount: i, title: `Dhikr ${i}` })).id);
    }
    const hidden = await createTrack(t, { genre: 'dhikr', status: 'qc', playCount: 10_000 });
    const nasheed = await createTrack(t, { genre: 'nasheed', playCount: 20_000 });
    const seerah = await createTrack(t, { genre: 'seerah', playCount: 30_000 });

    await createPlaylist(t, { ownerId: owner.id, name: 'One dhikr' }, [dhikr[0] ?? '']);
    await createPlaylist(t, { ownerId: owner.id, name: 'Three dhikr' }, dhikr.slice(1, 4));
    await createPlaylist(t, { ownerId: owner.id, name: 'Two dhikr' }, dhikr.slice(4, 6));
    await createPlaylist(t, { ownerId: owner.id, name: 'Also one dhikr, newer' }, [
      dhikr[6] ?? '',
      nasheed.id,
    ]);
    await createPlaylist(t, { ownerId: owner.id, name: 'Private', isPublic: false }, dhikr);
    await createPlaylist(t, { ownerId: owner.id, name: 'Only nasheed' }, [nasheed.id, seerah.id]);
    await createPlaylist(t, { ownerId: owner.id, name: 'Only unpublished' }, [hidden.id]);
    for (let i = 0; i < 6; i++) {
      await createPlaylist(t, { ownerId: owner.id, name: `Filler ${i}` }, [dhikr[10 + i] ?? '']);
    }
    page = await get<GenrePage>('/api/genres/dhikr');
  });

  it('shows the genre', () => {
    expect(page.genre).toMatchObject({ slug: 'dhikr', name: 'Dhikr & Dua' });
  });

  it("lists 24 of the genre's live tracks, most played first", () => {
    expect(page.tracks.map((track) => track.title)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Dhikr ${25 - i}`),
    );
    expect(page.tracks.every((track) => track.status === 'live')).toBe(true);
  });

  it('lists 8 public playlists featuring the genre, the most such tracks first, then newest', () => {
    const names = page.playlists.map((p) => p.name);
    expect(names).toHaveLength(8);
    expect(names.slice(0, 3)).toEqual(['Three dhikr', 'Two dhikr', 'Filler 5']);
    expect(names).not.toContain('Private');
    expect(names).not.toContain('Only nasheed');
    expect(names).not.toContain('Only unpublished');
  });

  it('lists the other genres in tile order', () => {
    expect(page.otherGenres.map((g) => g.slug)).toEqual(
      genres.map((g) => g.slug).filter((slug) => slug !== 'dhikr'),
    );
  });

  it('shows an empty genre with no tracks or playlists', async () => {
    const empty = await get<GenrePage>('/api/genres/sufi');
    expect([empty.tracks, empty.playlists]).toEqual([[], []]);
  });

  it("answers 404 'Genre not found' for an unknown genre", async () => {
    for (const slug of ['rock', 'Nasheed', '%20']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/genres/${slug}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: 'Genre not found' });
    }
  });

  it('answers 400 for a slug longer than any genre', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/genres/${'x'.repeat(65)}` });
    expect(response.statusCode).toBe(400);
  });

  it("queues every live track of the genre for 'Play all', most played first", async () => {
    const body = await get<PlayableTracks>('/api/play/genre/dhikr');
    expect(body.tracks.map((track) => track.title)).toEqual(
      Array.from({ length: 26 }, (_, i) => `Dhikr ${25 - i}`),
    );
  });

  it("answers 'Play all' of an unknown genre with 404 'Genre not found'", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/play/genre/rock' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: 'Genre not found' });
  });
});
