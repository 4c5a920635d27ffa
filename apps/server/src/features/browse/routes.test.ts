import type { Browse } from '@sada/contracts/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { follows, likes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createArtist,
  createPlaylist,
  createTrack,
  ensureGenres,
  recordPlays,
} from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let listener: TestUser;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  const followed = await createArtist(t, { monthlyListeners: 10 });
  const other = await createArtist(t, { monthlyListeners: 20 });
  for (const monthlyListeners of [30, 40, 50]) await createArtist(t, { monthlyListeners });

  for (let i = 1; i <= 8; i++) {
    const track = await createTrack(t, {
      title: `P${i}`,
      artistId: other.id,
      genre: 'nasheed',
      playCount: 1000 + i * 100,
      likeCount: i * 10,
    });
    id[`P${i}`] = track.id;
  }
  const add = async (title: string, values: Parameters<typeof createTrack>[1]) => {
    id[title] = (await createTrack(t, { title, ...values })).id;
  };
  await add('F1', { artistId: followed.id, genre: 'seerah', playCount: 10 });
  await add('F2', { artistId: followed.id, genre: 'seerah', playCount: 20 });
  await add('G1', { artistId: other.id, genre: 'dhikr', playCount: 5 });
  await add('Liked', { artistId: other.id, genre: 'dhikr', playCount: 3 });
  await add('X', {
    artistId: followed.id,
    genre: 'dhikr',
    status: 'rejected',
    playCount: 1_000_000,
    likeCount: 1_000_000,
  });

  listener = await createUser(t);
  await t.database.db.insert(follows).values({ followerId: listener.id, artistId: followed.id });
  await t.database.db.insert(likes).values({ userId: listener.id, trackId: id.Liked ?? '' });
  const ids = (titles: string[]) => titles.map((title) => id[title] ?? '');
  await recordPlays(t, listener.id, ids(['P1', 'X', 'P2', 'P1', 'G1', 'F1', 'P3', 'P4', 'P5']));
  const dayAgo = Date.now() - 86_400_000;
  await recordPlays(t, listener.id, ids(['P6', 'P7', 'P6', 'P7', 'P6', 'P5']), dayAgo);

  const owner = await createUser(t);
  for (let i = 0; i < 8; i++) await createPlaylist(t, { ownerId: owner.id, name: `Mix ${i}` });
  await createPlaylist(t, { ownerId: owner.id, name: 'Secret', isPublic: false });
});
afterAll(() => t.close());

async function browse(cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/browse',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<Browse>();
}

const titles = (tracks: { title: string }[]) => tracks.map((track) => track.title);

describe('GET /api/browse, anonymous', () => {
  it('shows popular tracks and no history', async () => {
    const page = await browse();
    expect(page.personalized).toBe(false);
    expect(titles(page.madeForYou)).toEqual(['P8', 'P7', 'P6', 'P5', 'P4', 'P3']);
    expect(titles(page.jumpBackIn)).toEqual(['P8', 'P7', 'P6', 'P5', 'P4', 'P3']);
    expect(page.recentlyPlayed).toEqual([]);
  });

  it('shows 4 artists by monthly listeners, 6 public playlists newest first, 8 genre tiles', async () => {
    const page = await browse();
    expect(page.popularArtists.map((a) => a.monthlyListeners)).toEqual([50, 40, 30, 20]);
    expect(page.quickPlaylists.map((p) => p.name)).toEqual([
      'Mix 7',
      'Mix 6',
      'Mix 5',
      'Mix 4',
      'Mix 3',
      'Mix 2',
    ]);
    expect(page.genres.map((g) => g.name)).toEqual([
      'Nasheed',
      'Quranic Recitation',
      'Islamic Stories',
      'Dhikr & Dua',
      'Seerah',
      'Islamic Lectures',
      'Arabic Learning',
      "Children's Islamic",
    ]);
  });
});

describe('GET /api/browse, signed in', () => {
  it('makes Made for you from followed artists and liked genres, then popular tracks', async () => {
    const page = await browse(listener.cookie);
    expect(page.personalized).toBe(true);
    // F2, F1: the followed artist; G1: dhikr, the genre of the liked track, which itself is left
    // out; then the most played of the rest.
    expect(titles(page.madeForYou)).toEqual(['F2', 'F1', 'G1', 'P8', 'P7', 'P6']);
  });

  it('shows the latest distinct live tracks as Recently played', async () => {
    const page = await browse(listener.cookie);
    expect(titles(page.recentlyPlayed)).toEqual(['P1', 'P2', 'G1', 'F1', 'P3', 'P4']);
  });

  it('shows the most played of the rest as Jump back in, topped up by the most liked', async () => {
    const page = await browse(listener.cookie);
    // P6 played three times; P5 and P7 twice each, P5 more lately; then the most liked, P8.
    expect(titles(page.jumpBackIn).slice(0, 4)).toEqual(['P6', 'P5', 'P7', 'P8']);
    expect(page.jumpBackIn).toHaveLength(6);
    const recent = new Set(titles(page.recentlyPlayed));
    expect(titles(page.jumpBackIn).filter((title) => recent.has(title))).toEqual([]);
  });

  it('falls back to popular tracks for a listener with no likes, follows or history', async () => {
    const newcomer = await createUser(t);
    const page = await browse(newcomer.cookie);
    expect(page.personalized).toBe(true);
    expect(titles(page.madeForYou)).toEqual(['P8', 'P7', 'P6', 'P5', 'P4', 'P3']);
    expect(titles(page.jumpBackIn)).toEqual(['P8', 'P7', 'P6', 'P5', 'P4', 'P3']);
    expect(page.recentlyPlayed).toEqual([]);
  });

  it('never shows a track that is not live', async () => {
    for (const page of [await browse(), await browse(listener.cookie)]) {
      const all = [...page.madeForYou, ...page.recentlyPlayed, ...page.jumpBackIn];
      expect(all.every((track) => track.status === 'live')).toBe(true);
      expect(titles(all)).not.toContain('X');
      expect(page.quickPlaylists.map((p) => p.name)).not.toContain('Secret');
    }
  });
});
