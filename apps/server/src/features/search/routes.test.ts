import type { SearchResults } from '@sada/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createArtist, createPlaylist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  owner = await createUser(t, { name: 'Playlist Owner' });
});
afterAll(() => t.close());

async function search(q: string, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResults>();
}

const titles = (results: SearchResults) => results.tracks.map((track) => track.title);

describe('GET /api/search: Arabic', () => {
  beforeAll(async () => {
    await createTrack(t, { title: 'طَلَعَ البَدْرُ عَلَيْنَا', playCount: 5 });
    await createTrack(t, { title: 'أنشودة الرحمة' });
    await createTrack(t, { title: 'يا مُصْطَفَى' });
    await createTrack(t, { title: 'الـــلـــه أكبر' });
  });

  it('finds a title with tashkeel when typed without it', async () => {
    expect(titles(await search('طلع البدر'))).toEqual(['طَلَعَ البَدْرُ عَلَيْنَا']);
  });

  it('finds it when typed with tashkeel of its own', async () => {
    expect(titles(await search('طَلَعَ'))).toEqual(['طَلَعَ البَدْرُ عَلَيْنَا']);
  });

  it('treats the alef forms and taa marbuta / haa as the same letter', async () => {
    expect(titles(await search('انشوده الرحمه'))).toEqual(['أنشودة الرحمة']);
    expect(titles(await search('إنشودة'))).toEqual(['أنشودة الرحمة']);
  });

  it('treats alef maqsura and yaa as the same letter', async () => {
    expect(titles(await search('مصطفي'))).toEqual(['يا مُصْطَفَى']);
  });

  it('ignores tatweel', async () => {
    expect(titles(await search('الله اكبر'))).toEqual(['الـــلـــه أكبر']);
  });

  it('tolerates a typo in Arabic', async () => {
    expect(titles(await search('البدرر'))).toContain('طَلَعَ البَدْرُ عَلَيْنَا');
  });
});

describe('GET /api/search: Latin', () => {
  beforeAll(async () => {
    await createTrack(t, { title: 'Mercy' });
    await createTrack(t, { title: 'Nasheed of the Dawn' });
    await createTrack(t, { title: 'Ṣalāh at Fajr' });
  });

  it.each(['mercy', 'MERCY', 'Mércy'])('is case- and accent-insensitive: %j', async (q) => {
    expect(titles(await search(q))).toEqual(['Mercy']);
  });

  it('finds a title with accents when typed without them', async () => {
    expect(titles(await search('salah'))).toEqual(['Ṣalāh at Fajr']);
  });

  // 'nashid' and 'nsheed' share just over half their trigrams with the title's word.
  it.each(['nasheeed', 'nashed', 'nashid', 'nsheed', 'Nasheed of teh Dawn'])(
    'tolerates the typo %j',
    async (q) => {
      expect(titles(await search(q))).toEqual(['Nasheed of the Dawn']);
    },
  );

  it('answers 200 with empty sections when nothing matches', async () => {
    expect(await search('qwxzv')).toEqual({ tracks: [], artists: [], playlists: [], series: [] });
  });

  it('takes LIKE wildcards literally', async () => {
    expect(titles(await search('%er%'))).toEqual([]);
    expect(titles(await search('%'))).toEqual([]);
  });
});

describe('GET /api/search: ranking', () => {
  beforeAll(async () => {
    // The less exact the match, the more popular, so that only the ranking can order them.
    await createTrack(t, { title: 'Lighht Upon Lighht', playCount: 50_000 });
    await createTrack(t, { title: 'Moonlight', playCount: 10_000 });
    await createTrack(t, { title: 'Guiding Light', playCount: 1000 });
    await createTrack(t, { title: 'Light of Guidance', playCount: 10 });
    await createTrack(t, { title: 'Light of Patience', playCount: 20 });
    await createTrack(t, { title: 'Light', playCount: 1 });
  });

  it('puts exact before prefix before word before contains before similar, then popular', async () => {
    expect(titles(await search('light'))).toEqual([
      'Light',
      'Light of Patience',
      'Light of Guidance',
      'Guiding Light',
      'Moonlight',
      'Lighht Upon Lighht',
    ]);
  });

  it('matches a one- or two-letter text at the start of words', async () => {
    expect(titles(await search('li'))).toEqual([
      'Lighht Upon Lighht',
      'Light of Patience',
      'Light of Guidance',
      'Light',
      'Guiding Light',
    ]);
  });

  it('orders artists by monthly listeners and playlists by size within a rank', async () => {
    await createArtist(t, { name: 'Qamar Choir', monthlyListeners: 10 });
    await createArtist(t, { name: 'Qamar Voices', monthlyListeners: 500 });
    await createArtist(t, { name: 'Qamar', monthlyListeners: 1 });
    await createPlaylist(t, { ownerId: owner.id, name: 'Qamar nights', trackCount: 3 });
    await createPlaylist(t, { ownerId: owner.id, name: 'Qamar days', trackCount: 30 });
    const results = await search('qamar');
    expect(results.artists.map((a) => a.name)).toEqual(['Qamar', 'Qamar Voices', 'Qamar Choir']);
    expect(results.playlists.map((p) => p.name)).toEqual(['Qamar days', 'Qamar nights']);
    expect(results.playlists[0]?.owner.displayName).toBe('Playlist Owner');
  });
});

describe('GET /api/search: what is visible', () => {
  beforeAll(async () => {
    await createTrack(t, { title: 'Hidden Zikr shown' });
    for (const status of ['processing', 'qc', 'rejected', 'needs_revision', 'approved'] as const) {
      await createTrack(t, { title: `Hidden Zikr ${status}`, status });
    }
    await createPlaylist(t, { ownerId: owner.id, name: 'Hidden Zikr public' });
    await createPlaylist(t, { ownerId: owner.id, name: 'Hidden Zikr private', isPublic: false });
  });

  it('shows live tracks and public playlists only', async () => {
    const results = await search('hidden zikr');
    expect(titles(results)).toEqual(['Hidden Zikr shown']);
    expect(results.playlists.map((p) => p.name)).toEqual(['Hidden Zikr public']);
  });

  it.each(['processing', 'qc', 'rejected', 'needs_revision', 'approved'])(
    'does not show a %s track even for its exact title',
    async (status) => {
      const results = await search(`Hidden Zikr ${status}`);
      expect(results.tracks.every((track) => track.status === 'live')).toBe(true);
      expect(titles(results)).not.toContain(`Hidden Zikr ${status}`);
    },
  );

  it('does not show a private playlist even for its exact name', async () => {
    const results = await search('Hidden Zikr private');
    expect(results.playlists.map((p) => p.name)).not.toContain('Hidden Zikr private');
  });
});

describe('GET /api/search: limits', () => {
  beforeAll(async () => {
    for (let i = 0; i < 24; i++) await createTrack(t, { title: `Zephyr ${i}`, playCount: i });
    for (let i = 0; i < 12; i++) await createArtist(t, { name: `Zephyr Band ${i}` });
    for (let i = 0; i < 12; i++) {
      await createPlaylist(t, { ownerId: owner.id, name: `Zephyr Mix ${i}` });
    }
  });

  it('returns at most 20 tracks, 10 artists and 10 playlists', async () => {
    const results = await search('zephyr');
    expect(results.tracks).toHaveLength(20);
    expect(results.artists).toHaveLength(10);
    expect(results.playlists).toHaveLength(10);
    const plays = results.tracks.map((track) => track.playCount);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    expect(plays[0]).toBe(23);
  });

  it('caps every section at `limit`', async () => {
    const results = await search('zephyr', '&limit=3');
    expect([results.tracks.length, results.artists.length, results.playlists.length]).toEqual([
      3, 3, 3,
    ]);
  });

  it('returns tracks in the shared track shape', async () => {
    const [track] = (await search('Zephyr 23')).tracks;
    expect(track).toMatchObject({
      title: 'Zephyr 23',
      status: 'live',
      playCount: 23,
      album: null,
      artist: { verified: false },
    });
  });
});

describe('GET /api/search: bad input', () => {
  it.each([
    ['', 'Type something to search for'],
    ['?q=', 'Type something to search for'],
    ['?q=%20%20%20', 'Type something to search for'],
    [`?q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ['?q=ok&limit=21', 'limit must be at most 20'],
    ['?q=ok&limit=abc', 'limit must be a number'],
  ])('answers 400 to %j', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('accepts 100 characters after trimming', async () => {
    const q = `  ${'x'.repeat(100)}  `;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode).toBe(200);
  });
});
