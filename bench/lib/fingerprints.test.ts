import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fingerprintKeys } from '../../apps/server/src/features/processing/fingerprint';
import { compareFingerprints } from '../../apps/server/src/features/processing/similarity';
import {
  fingerprintKeysSql,
  nearDuplicate,
  seededRandom,
  seedFingerprintsSql,
  SYNTHETIC_MIN_VALUES,
} from './fingerprints';

const SILENCE = 627_964_279;

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  // The two tables as the app's migrations make them, as far as the seed touches them.
  await db.exec(`
    CREATE TABLE tracks (id uuid PRIMARY KEY);
    CREATE TABLE track_fingerprints (
      track_id uuid PRIMARY KEY REFERENCES tracks (id) ON DELETE CASCADE,
      duration_seconds real NOT NULL,
      fingerprint integer[] NOT NULL,
      keys integer[] NOT NULL,
      created_at timestamptz DEFAULT now() NOT NULL
    );
    CREATE INDEX track_fingerprints_keys_idx ON track_fingerprints USING gin (keys);
    INSERT INTO tracks SELECT gen_random_uuid() FROM generate_series(1, 60);`);
});
afterAll(() => db.close());

function randomValues(count: number, random: () => number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * 4294967296) - 2147483648);
}

describe('the keys in SQL', () => {
  it("are processing's keys", async () => {
    const random = seededRandom(7);
    for (const values of [
      randomValues(1000, random),
      [...randomValues(200, random), SILENCE, SILENCE, -2147483648, 2147483647, 0, -1],
      [SILENCE],
    ]) {
      const { rows } = await db.query<{ keys: number[] }>(
        `SELECT ${fingerprintKeysSql('$1::int[]')} AS keys`,
        [`{${values.join(',')}}`],
      );
      expect(rows[0]?.keys).toEqual(fingerprintKeys(values));
    }
  });
});

describe('the seed of synthetic fingerprints', () => {
  it('gives the first tracks a fingerprint each, keyed as processing keys them', async () => {
    for (const statement of seedFingerprintsSql(50)) await db.exec(statement);
    const { rows } = await db.query<{ fingerprint: number[]; keys: number[] }>(
      'SELECT fingerprint, keys FROM track_fingerprints',
    );
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.fingerprint.length).toBeGreaterThanOrEqual(SYNTHETIC_MIN_VALUES);
      expect(row.fingerprint.length).toBeLessThan(SYNTHETIC_MIN_VALUES + 32);
      expect(row.keys).toEqual(fingerprintKeys(row.fingerprint));
    }
    // Random values: no two fingerprints alike.
    expect(new Set(rows.map((row) => row.fingerprint[0])).size).toBe(50);
    const { rows: index } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'track_fingerprints_keys_idx'",
    );
    expect(index[0]?.n).toBe(1);
  });
});

describe('a near-duplicate', () => {
  it('flips about the share of bits asked, starting later', () => {
    const random = seededRandom(3);
    const original = randomValues(950, random);
    const copy = nearDuplicate(original, { flipRate: 0.03, skip: 5, random });
    expect(copy).toHaveLength(945);
    const alignment = compareFingerprints(Int32Array.from(original), Int32Array.from(copy));
    expect(alignment?.offset).toBe(-5);
    expect(alignment?.similarity).toBeGreaterThan(0.96);
    expect(alignment?.similarity).toBeLessThan(0.98);
  });

  it('is the same for the same seed', () => {
    const original = randomValues(100, seededRandom(1));
    const make = () => nearDuplicate(original, { flipRate: 0.1, skip: 0, random: seededRandom(9) });
    expect(make()).toEqual(make());
    expect(make()).not.toEqual(original);
  });
});
