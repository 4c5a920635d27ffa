// SQL of the duplicate check: the stored fingerprints an upload may duplicate, and what the check
// found.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Executor } from '../../db/client';
import { trackDuplicateMatches, trackFingerprints } from '../../db/schema';

/** An array parameter as PostgreSQL's int[] literal: one form both drivers bind alike. */
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** The fingerprints one key is looked up in, at most. */
const KEY_POSTINGS = 50;

const candidateRow = z.object({
  track_id: z.string(),
  shared_keys: z.coerce.number().int(),
  fingerprint: z.array(z.number().int()),
});

/**
 * The `limit` stored fingerprints sharing most of `keys`, with their values. Candidates are the
 * tracks of other artists, and the upload's own artist's rejected tracks (the same audio sent
 * again after a refusal); never the upload itself, nor tracks that failed processing.
 */
export async function findFingerprintCandidates(
  db: Executor,
  upload: { trackId: string; artistId: string; keys: readonly number[]; limit: number },
): Promise<{ trackId: string; sharedKeys: number; values: number[] }[]> {
  if (upload.keys.length === 0) return [];
  // A GIN lookup per key (containing a one-key array) counts the keys each fingerprint shares;
  // `keys && all of them` was planned as a scan of every row (the planner takes about half of
  // them to overlap): 2.4 s at 100,000 fingerprints. A key found in more than KEY_POSTINGS
  // fingerprints says little, and the bound keeps the plan's cost (which the planner puts at 500
  // rows a key) under PostgreSQL's threshold for compiling it, 0.2 s for a 3 ms query. Each
  // candidate's track is read by its key (the LIMIT keeps the planner from hashing the whole
  // table), and the values of the few ranked first only.
  const result = await db.execute(sql`
    SELECT ranked.track_id, ranked.shared_keys, stored.fingerprint
    FROM (
      SELECT shared.track_id, shared.shared_keys
      FROM (
        SELECT f.track_id, count(*) AS shared_keys
        FROM unnest(${intArray(upload.keys)}) AS q(key)
        CROSS JOIN LATERAL (
          SELECT track_id FROM track_fingerprints
          WHERE keys @> ARRAY[q.key] LIMIT ${KEY_POSTINGS}
        ) f
        WHERE f.track_id <> ${upload.trackId}
        GROUP BY f.track_id
      ) shared
      CROSS JOIN LATERAL (
        SELECT t.artist_id, t.status FROM tracks t WHERE t.id = shared.track_id LIMIT 1
      ) track
      WHERE track.status <> 'failed'
        AND (track.artist_id <> ${upload.artistId} OR track.status = 'rejected')
      ORDER BY shared.shared_keys DESC, shared.track_id
      LIMIT ${upload.limit}
    ) ranked
    JOIN track_fingerprints stored ON stored.track_id = ranked.track_id
    ORDER BY ranked.shared_keys DESC, ranked.track_id`);
  const rows = (result as { rows?: unknown }).rows;
  return z
    .array(candidateRow)
    .parse(rows)
    .map((row) => ({
      trackId: row.track_id,
      sharedKeys: row.shared_keys,
      values: row.fingerprint,
    }));
}

export interface StoredFingerprint {
  values: number[];
  keys: number[];
  durationSeconds: number;
}

/**
 * Replaces the track's fingerprint and the duplicates found for it (none stored: the audio could
 * not be fingerprinted). Matches other uploads found against this track stay: they say what was
 * alike when they were found.
 */
export async function saveFingerprint(
  tx: Executor,
  trackId: string,
  fingerprint: StoredFingerprint | null,
  matches: readonly { trackId: string; similarity: number }[],
): Promise<void> {
  await tx.delete(trackDuplicateMatches).where(eq(trackDuplicateMatches.trackId, trackId));
  if (!fingerprint) {
    await tx.delete(trackFingerprints).where(eq(trackFingerprints.trackId, trackId));
    return;
  }
  const row = {
    durationSeconds: fingerprint.durationSeconds,
    fingerprint: fingerprint.values,
    keys: fingerprint.keys,
  };
  await tx
    .insert(trackFingerprints)
    .values({ trackId, ...row })
    .onConflictDoUpdate({ target: trackFingerprints.trackId, set: row });
  if (matches.length > 0) {
    await tx.insert(trackDuplicateMatches).values(
      matches.map((match) => ({
        trackId,
        matchedTrackId: match.trackId,
        similarity: match.similarity,
      })),
    );
  }
}
