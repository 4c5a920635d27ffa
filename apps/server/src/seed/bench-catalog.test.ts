import { foldForSearch, type SearchResults } from '@sada/contracts/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import {
  benchScale,
  BenchSeedError,
  seedBenchCatalog,
  type BenchSeedResult,
} from './bench-catalog';

const tracks = 1000;
let database: DatabaseHandle;
let result: BenchSeedResult;
let indexesBefore: string[];
let foreignKeysBefore: string[];

async function rows<T>(query: string): Promise<T[]> {
  const { rows } = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return rows;
}

const count = async (table: string, where = 'true') =>
  Number((await rows<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`))[0]?.n);

const indexList = () =>
  rows<{ definition: string }>(
    `SELECT indexdef AS definition FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexdef`,
  ).then((list) => list.map((row) => row.definition));

const foreignKeyList = () =>
  rows<{ definition: string }>(
    `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
  ).then((list) => list.map((row) => row.definition));

beforeAll(async () => {
  database = await createTestDatabase();
  indexesBefore = await indexList();
  foreignKeysBefore = await foreignKeyList();
  result = await seedBenchCatalog(database, { tracks, seed: 'bench-test' });
});
afterAll(() => database.close());

describe('seedBenchCatalog', () => {
  it('fills every table in proportion to the tracks', async () => {
    const scale = benchScale(tracks);
    expect(scale).toMatchObject({
      artists: tracks / 20,
      playlists: tracks / 10,
      likes: tracks * 10,
      streamEvents: tracks * 20,
      listeners: tracks / 5,
    });
    const accounts = scale.listeners + scale.artistAccounts + scale.labels;
    expect(await count('users')).toBe(accounts);
    expect(await count('profiles')).toBe(accounts);
    expect(await count('user_privacy_settings')).toBe(accounts);
    expect(await count('profiles', `role = 'listener'`)).toBe(scale.listeners);
    expect(await count('artists')).toBe(scale.artists);
    expect(await count('artists', 'owner_user_id IS NOT NULL')).toBe(scale.artistAccounts);
    expect(await count('albums')).toBe(scale.albums);
    expect(await count('tracks')).toBe(tracks);
    expect(await count('playlists')).toBe(scale.playlists);
    expect(await count('playlist_tracks')).toBe(scale.playlistTracks);
    expect(await count('likes')).toBe(scale.likes);
    expect(await count('follows')).toBe(scale.follows);
    expect(await count('stream_events')).toBe(scale.streamEvents);
    expect(await count('genres')).toBeGreaterThan(0);
    expect(result.steps.map((step) => step.name)).toContain('stream_events');
  });

  it('makes a catalog with Arabic and Latin titles, mostly live, with popular tracks', async () => {
    const live = await count('tracks', `status = 'live'`);
    expect(live).toBeGreaterThan(tracks * 0.9);
    expect(live).toBeLessThan(tracks);
    const arabic = await count('tracks', `title ~ '[ء-ي]'`);
    expect(arabic).toBeGreaterThan(tracks * 0.4);
    expect(arabic).toBeLessThan(tracks * 0.8);
    expect(await count('tracks', `title ~ '[\u064B-\u0652]'`)).toBeGreaterThan(0);
    expect(await count('tracks', `language = 'arabic'`)).toBe(arabic);
    // Plays lean on a few tracks: the top tenth gets far more than a tenth of them.
    const [top] = await rows<{ share: number }>(`
      SELECT sum(play_count) FILTER (WHERE rank <= ${tracks / 10})::float8 / sum(play_count) AS share
      FROM (SELECT play_count, row_number() OVER (ORDER BY play_count DESC) AS rank FROM tracks) t`);
    expect(top?.share).toBeGreaterThan(0.3);
  });

  it('keeps every counter equal to the rows it counts', async () => {
    expect(
      await count(
        'tracks t',
        `like_count <> (SELECT count(*) FROM likes l WHERE l.track_id = t.id)
         OR play_count <> (SELECT count(*) FROM stream_events e
           WHERE e.track_id = t.id AND e.counted_at IS NOT NULL)`,
      ),
    ).toBe(0);
    expect(await count('tracks', 'play_count > 0')).toBeGreaterThan(0);
    expect(
      await count(
        'playlists p',
        `track_count <> (SELECT count(*) FROM playlist_tracks x WHERE x.playlist_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        'albums a',
        `total_tracks <> (SELECT count(*) FROM tracks t WHERE t.album_id = a.id)`,
      ),
    ).toBe(0);
    expect(await count('artists', 'monthly_listeners > 0')).toBeGreaterThan(0);
    // Plays of 30 s or more count, the others do not.
    expect(
      await count('stream_events', `(counted_at IS NOT NULL) <> (completed_ms >= 30000)`),
    ).toBe(0);
  });

  it('gives every track the artist of its album', async () => {
    expect(
      await count(
        'tracks t',
        `EXISTS (SELECT 1 FROM albums a WHERE a.id = t.album_id AND a.artist_id <> t.artist_id)`,
      ),
    ).toBe(0);
  });

  it('leaves the indexes and foreign keys of the migrations in place', async () => {
    expect(await indexList()).toEqual(indexesBefore);
    expect(await foreignKeyList()).toEqual(foreignKeysBefore);
    expect(indexesBefore.some((index) => index.includes('tracks_title_search_idx'))).toBe(true);
  });

  it('refuses to seed the same database twice with one seed, and nothing changes', async () => {
    await expect(seedBenchCatalog(database, { tracks, seed: 'bench-test' })).rejects.toThrow(
      BenchSeedError,
    );
    expect(await count('tracks')).toBe(tracks);
  });
});

describe('the app on a bench catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { database });
  });
  afterAll(() => t.close());

  it('finds a word written with tashkeel in the titles when searched without it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent('نشيد')}`,
    });
    expect(response.statusCode).toBe(200);
    const found = response.json<SearchResults>().tracks;
    expect(found.length).toBeGreaterThan(0);
    for (const track of found) expect(foldForSearch(track.title)).toContain('نشيد');
    expect(found.some((track) => track.title.includes('نَشِيد'))).toBe(true);
  });

  it('refuses a database with accounts of its own unless forced', async () => {
    await database.exec(
      `INSERT INTO users (name, email) VALUES ('Listener', 'listener@example.test')`,
    );
    try {
      await expect(seedBenchCatalog(database, { tracks, seed: 'another' })).rejects.toThrow(
        /not bench accounts/,
      );
      expect(await count('tracks')).toBe(tracks);
    } finally {
      // The other tests count the accounts the seed made.
      await database.exec(`DELETE FROM users WHERE email = 'listener@example.test'`);
    }
  });
});
