// The search of a catalog larger than one walk (see repository.ts) gives what sorting every match
// gives: ranks in order, then popularity, then id, whichever way each rank is found.
import { foldForSearch } from '@sada/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { ensureGenres } from '../../test/catalog';
import { searchArtists, searchPlaylists, searchTracks } from './repository';

let t: TestApp;

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

// 1500 tracks (a walk reads a few hundred): common words among the most played, "sanctuary"
// only among the least played, play counts tied in threes, one in ten not live.
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  await t.database.exec(`
    INSERT INTO users (id, name, email) VALUES
      ('00000000-0000-4000-8000-000000000001', 'Owner', 'owner@search.test');
    INSERT INTO artists (name, monthly_listeners)
    SELECT (ARRAY['Yusuf Light', 'Omar Heart', 'Sami Yusuf', 'Maher Zain'])[1 + i % 4] || ' ' || i,
      (400 - i) / 2
    FROM generate_series(1, 400) i;
    INSERT INTO tracks (title, genre, artist_id, status, play_count)
    SELECT CASE
        WHEN i % 97 = 0 THEN 'Light'
        WHEN i > 1300 AND i % 7 = 0 THEN 'Sanctuary of ' || (ARRAY['Dawn', 'Peace'])[1 + i % 2]
        WHEN i > 1300 AND i % 11 = 0 THEN 'Quiet Sanctuary'
        WHEN i % 37 = 0 THEN 'Moonlight Road'
        ELSE (ARRAY['Light', 'Heart', 'Mercy', 'Garden', 'نور', 'طَيْبَة'])[1 + i % 6] || ' '
          || (ARRAY['Road', 'Light', 'Garden', 'Dawn', 'القلب'])[1 + (i / 6) % 5]
      END,
      'nasheed', (SELECT id FROM artists ORDER BY name LIMIT 1),
      CASE WHEN i % 10 = 3 THEN 'qc' ELSE 'live' END, (1500 - i) / 3
    FROM generate_series(1, 1500) i;
    INSERT INTO playlists (name, owner_id, track_count)
    SELECT (ARRAY['Morning', 'Evening', 'Road Trip'])[1 + i % 3] || ' '
        || (ARRAY['Light', 'Heart', 'Sanctuary'])[1 + (i / 3) % 3],
      '00000000-0000-4000-8000-000000000001', i % 4
    FROM generate_series(1, 400) i;
    ANALYZE tracks, artists, playlists;
  `);
});
afterAll(() => t.close());

/** Every match sorted: what search must give, at any size. */
async function expected(
  table: 'tracks' | 'artists' | 'playlists',
  q: string,
  limit: number,
): Promise<string[]> {
  const { folded, popularity, visible } = {
    tracks: { folded: 'title_folded', popularity: 'play_count', visible: `status = 'live'` },
    artists: { folded: 'name_folded', popularity: 'monthly_listeners', visible: 'true' },
    playlists: { folded: 'name_folded', popularity: 'track_count', visible: 'is_public' },
  }[table];
  const short = [...foldForSearch(q).trim()].length < 3;
  const found = await rows<{ id: string }>(sql`
    SELECT id FROM (
      SELECT id, ${sql.raw(popularity)} AS popularity, CASE
          WHEN f = sada_fold(${q}) THEN 0
          WHEN f LIKE sada_fold(${q}) || '%' THEN 1
          WHEN f LIKE '% ' || sada_fold(${q}) || '%' THEN 2
          WHEN NOT ${short} AND f LIKE '%' || sada_fold(${q}) || '%' THEN 3
          WHEN sada_fold(${q}) <% f THEN 4
        END AS rank
      FROM (SELECT *, ${sql.raw(folded)} AS f FROM ${sql.raw(table)}) s
      WHERE ${sql.raw(visible)}) m
    WHERE rank IS NOT NULL ORDER BY rank, popularity DESC, id LIMIT ${limit}`);
  return found.map((row) => row.id);
}

const terms = [
  'light',
  'Light road',
  'li',
  'he',
  'moon',
  'sanctuary',
  'sanct',
  'snctuary',
  'Sanctuary of Peace',
  'quiet',
  'ligt',
  'نور',
  'طيبة',
  'زمزم',
  'qwxzv',
  'yusuf',
  'mornin',
];

describe('search at more rows than one walk reads', () => {
  it.each(terms)('finds the same tracks as sorting every match: %j', async (q) => {
    const short = [...foldForSearch(q).trim()].length < 3;
    for (const limit of [20, 3]) {
      const found = await searchTracks(t.database.db, { q, short, limit }, 'everything');
      expect(found.map((row) => row.id)).toEqual(await expected('tracks', q, limit));
    }
  });

  it.each(terms)('finds the same artists and playlists: %j', async (q) => {
    const short = [...foldForSearch(q).trim()].length < 3;
    const artists = await searchArtists(t.database.db, { q, short, limit: 10 });
    expect(artists.map((row) => row.id)).toEqual(await expected('artists', q, 10));
    const playlists = await searchPlaylists(t.database.db, { q, short, limit: 10 });
    expect(playlists.map((row) => row.id)).toEqual(await expected('playlists', q, 10));
  });

  it('finds something for the terms that should', async () => {
    for (const q of ['light', 'sanctuary', 'snctuary', 'ligt', 'طيبة', 'mornin']) {
      const short = [...foldForSearch(q).trim()].length < 3;
      const tracks = await searchTracks(t.database.db, { q, short, limit: 20 }, 'everything');
      const playlists = await searchPlaylists(t.database.db, { q, short, limit: 10 });
      expect(tracks.length + playlists.length).toBeGreaterThan(0);
    }
  });
});

// A prefix is found as a range of the B-tree (from the text up to its last character made the
// next one): at the edges of that range it must still give what LIKE gives.
describe('prefix ranges at the edges of the code points', () => {
  const titles = [
    'zq',
    'zq\u{D7FF}',
    'zq\u{D7FF}x',
    'zq\u{E000}',
    'zq\u{10FFFF}',
    'zq\u{10FFFF}y',
    'zr',
    'zp\u{10FFFF}',
    'z\u{10FFFF}\u{10FFFF}a',
    'سلام عليكم',
    'سلامه',
    'سلان',
  ];

  beforeAll(async () => {
    // Least played of all, so no walk reads them: they are found through the index.
    await t.database.db.execute(sql`
      INSERT INTO tracks (title, genre, artist_id, status, play_count)
      SELECT title, 'nasheed', (SELECT id FROM artists ORDER BY name LIMIT 1), 'live', 0
      FROM (VALUES ${sql.join(
        titles.map((title) => sql`(${title})`),
        sql`, `,
      )}) v (title)`);
  });

  it.each(['zq', 'zq\u{D7FF}', 'zq\u{10FFFF}', 'z\u{10FFFF}', 'zp', 'سلا', 'سلام'])(
    'finds the tracks LIKE finds: %j',
    async (q) => {
      const short = [...foldForSearch(q).trim()].length < 3;
      const found = await searchTracks(t.database.db, { q, short, limit: 20 }, 'everything');
      const ids = await expected('tracks', q, 20);
      expect(found.map((row) => row.id)).toEqual(ids);
      expect(ids.length).toBeGreaterThan(0);
    },
  );
});

// Every statement text is a prepared statement on each connection (about a megabyte of plan):
// the text typed, its length and the counts must not make new ones.
describe('prepared statements', () => {
  // The names of the statements search prepares (executePrepared names them q_<hash of text>).
  async function preparedNames(run: () => Promise<unknown>): Promise<string[]> {
    const spy = vi.spyOn(t.database.db._.session, 'prepareQuery');
    try {
      await run();
      return spy.mock.calls.flatMap(([, , name]) => (name?.startsWith('q_') ? [name] : []));
    } finally {
      spy.mockRestore();
    }
  }

  it('uses the same two statements for misses of 5 to 14 letters', async () => {
    const names = await preparedNames(async () => {
      for (const q of ['qwxzv', 'qwxzvbnm', 'qwxzvbnmpkjhgf']) {
        expect(
          await searchTracks(t.database.db, { q, short: false, limit: 20 }, 'everything'),
        ).toEqual([]);
      }
    });
    // The walk and the rest, three times each.
    expect(names).toHaveLength(6);
    expect(new Set(names).size).toBe(2);
  });

  it('plans a text with more pieces than a statement has room for each time', async () => {
    const q = 'qwxzvbnmpkjhgfdsyt';
    const names = await preparedNames(async () => {
      expect(
        await searchTracks(t.database.db, { q, short: false, limit: 20 }, 'everything'),
      ).toEqual([]);
    });
    expect(names).toHaveLength(1);
  });
});
