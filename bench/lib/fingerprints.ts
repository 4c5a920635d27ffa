// Synthetic fingerprints for the duplicate-check benchmark: the SQL that fills
// track_fingerprints for the catalogue's tracks (random values, keys as processing computes them),
// and a near-duplicate of a stored fingerprint, as a re-encode would make it.

/** Two minutes of Chromaprint values are about 950; the synthetic ones are 940 to 971 long. */
export const SYNTHETIC_MIN_VALUES = 940;
const SYNTHETIC_SPREAD = 32;

/**
 * SQL for the keys of the int[] `values`, as fingerprintKeys (features/processing/fingerprint.ts)
 * makes them: each value's upper 28 bits, silence left out, one in eight kept by a multiplicative
 * hash of the key, each once, ascending.
 */
export function fingerprintKeysSql(values: string): string {
  const key = '(v >> 4)';
  return `coalesce((SELECT array_agg(DISTINCT ${key} ORDER BY ${key}) FROM unnest(${values}) AS v
    WHERE v <> 627964279 AND ((${key}::bigint * 2654435761) & 4294967295) >> 29 = 0), '{}')`;
}

/**
 * Statements that give the first `count` tracks (by id) a random fingerprint each, in one pass,
 * the keys' index dropped during the load and built again after it (as the bench catalogue's
 * indexes are). Run them in order on one connection: setseed() holds for what follows it.
 */
export function seedFingerprintsSql(count: number, seed = 0.42): string[] {
  return [
    `SELECT setseed(${seed})`,
    'DROP INDEX IF EXISTS track_fingerprints_keys_idx',
    `INSERT INTO track_fingerprints (track_id, duration_seconds, fingerprint, keys)
      SELECT t.id, 120, f.fingerprint, ${fingerprintKeysSql('f.fingerprint')}
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM tracks ORDER BY id LIMIT ${count}) t
      CROSS JOIN LATERAL (
        SELECT array_agg((floor(random() * 4294967296) - 2147483648)::int) AS fingerprint
        FROM generate_series(1, ${SYNTHETIC_MIN_VALUES} + (t.n % ${SYNTHETIC_SPREAD}))
      ) f
      ON CONFLICT (track_id) DO NOTHING`,
    'CREATE INDEX track_fingerprints_keys_idx ON track_fingerprints USING gin (keys)',
    'ANALYZE track_fingerprints',
  ];
}

/** A small seeded generator of numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `values` as a re-encoded copy would fingerprint: each bit flipped with probability `flipRate`
 * (re-encodes of the demo audio differed in 2–4% of their bits), starting `skip` values later.
 */
export function nearDuplicate(
  values: readonly number[],
  opts: { flipRate: number; skip: number; random: () => number },
): number[] {
  return values.slice(opts.skip).map((value) => {
    let mask = 0;
    for (let bit = 0; bit < 32; bit++) if (opts.random() < opts.flipRate) mask |= 1 << bit;
    return value ^ mask;
  });
}
