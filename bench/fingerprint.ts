// The duplicate check of an upload against 100,000 stored fingerprints: processing's own
// checkDuplicates (the candidates sharing most keys, found through the GIN index, then each slid
// against the upload), in process on the run's PostgreSQL. The stored fingerprints are random
// values given to the catalogue's tracks; each upload is a near-duplicate of one of them (3% of its
// bits flipped, 5 values later), which the check must find. Goal: p50 at most 200 ms.
import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '../apps/server/src/db/client';
import { checkDuplicates } from '../apps/server/src/features/processing/duplicates';
import { nearDuplicate, seededRandom, seedFingerprintsSql } from './lib/fingerprints';
import { judge } from './lib/judge';
import { median, quantile, round, type BenchFigure } from './lib/result';

export const FINGERPRINTS = 100_000;
/** Uploads checked per round, each against a different stored fingerprint. */
const UPLOADS_PER_ROUND = 20;
const GOAL_MS = 200;
/** Ids no track has: the upload and its artist are new, so every stored fingerprint may match. */
const UPLOAD_ID = '00000000-0000-4000-8000-00000000f00d';
const ARTIST_ID = '00000000-0000-4000-8000-00000000a715';

/** Gives the catalogue's first FINGERPRINTS tracks a fingerprint, unless they have them. */
export async function seedFingerprints(
  handle: DatabaseHandle,
  log: (line: string) => void,
): Promise<void> {
  const stored = await countFingerprints(handle);
  if (stored >= FINGERPRINTS) return;
  const started = performance.now();
  await handle.db.transaction(async (tx) => {
    for (const statement of seedFingerprintsSql(FINGERPRINTS)) await tx.execute(sql.raw(statement));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  log(
    `${(await countFingerprints(handle)).toLocaleString('en')} fingerprints seeded in ${seconds} s`,
  );
}

async function countFingerprints(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    sql`SELECT count(*)::int AS n FROM track_fingerprints`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** `count` of the `stored` fingerprints, spread over the table. */
async function plantedSources(handle: DatabaseHandle, count: number, stored: number) {
  const result = (await handle.db.execute(sql`
    SELECT track_id, fingerprint FROM (
      SELECT track_id, fingerprint, row_number() OVER (ORDER BY track_id) AS n
      FROM track_fingerprints
    ) f WHERE n % ${Math.max(1, Math.floor(stored / count))} = 1 LIMIT ${count}`)) as unknown as {
    rows: { track_id: string; fingerprint: number[] }[];
  };
  return result.rows.map((row) => ({ trackId: row.track_id, values: row.fingerprint }));
}

export async function measureFingerprintMatch(opts: {
  handle: DatabaseHandle;
  rounds: number;
  label: string;
}): Promise<BenchFigure> {
  const { handle, rounds } = opts;
  const random = seededRandom(42);
  const stored = await countFingerprints(handle);
  const sources = await plantedSources(handle, UPLOADS_PER_ROUND, stored);
  if (sources.length < UPLOADS_PER_ROUND) throw new Error('too few stored fingerprints');
  const uploads = sources.map((source) => ({
    plantedIn: source.trackId,
    values: nearDuplicate(source.values, { flipRate: 0.03, skip: 5, random }),
  }));
  const check = (values: number[]) =>
    checkDuplicates(handle.db, {
      trackId: UPLOAD_ID,
      artistId: ARTIST_ID,
      fingerprint: { values, durationSeconds: 120 },
    });
  // Warm: plans, the index's pages.
  for (const upload of uploads.slice(0, 5)) await check(upload.values);

  const p50s: number[] = [];
  const p99s: number[] = [];
  const all: number[] = [];
  let wrong = 0;
  let similarities: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const times: number[] = [];
    for (const upload of uploads) {
      const at = performance.now();
      const { matches } = await check(upload.values);
      times.push(performance.now() - at);
      const found = matches.find((match) => match.trackId === upload.plantedIn);
      if (found) similarities.push(found.similarity);
      else wrong++;
      if (matches.length > 1) wrong++;
    }
    p50s.push(quantile(times, 0.5));
    p99s.push(quantile(times, 0.99));
    all.push(...times);
  }
  similarities = similarities.sort((a, b) => a - b);
  return {
    metric: `fingerprint match against ${stored.toLocaleString('en')} stored fingerprints (${opts.label}), per upload`,
    value: round(median(p50s)),
    unit: 'ms p50',
    reference: null,
    ratio: null,
    goal: `p50 <= ${GOAL_MS} ms, the planted duplicate found alone`,
    ...judge({ checks: [{ name: 'p50 ms', values: p50s, atMost: GOAL_MS }], errors: wrong }),
    p50: round(median(p50s)),
    p99: round(median(p99s)),
    note:
      `${UPLOADS_PER_ROUND} uploads a round; p50 per round ${p50s.map((v) => round(v, 1)).join(', ')} ms; ` +
      `slowest ${round(Math.max(...all), 1)} ms; planted duplicate's similarity ` +
      `${similarities[0] ?? 'none'}–${similarities.at(-1) ?? 'none'}`,
  };
}
