// The duplicate check of an upload: its fingerprint against the catalogue's. The stored
// fingerprints sharing most keys with it are compared in full; those alike enough are matches,
// shown to the reviewer and never blocking by themselves.
import type { Executor } from '../../db/client';
import { fingerprintKeys, type Fingerprint } from './fingerprint';
import { findFingerprintCandidates, type StoredFingerprint } from './fingerprint-repository';
import { compareFingerprints, DUPLICATE_SIMILARITY } from './similarity';

/** How many candidates are compared in full (about 2 ms each). */
const CANDIDATES = 10;

export interface DuplicateMatch {
  trackId: string;
  /** 0 to 1, to three decimals. */
  similarity: number;
}

export interface DuplicateCheck {
  fingerprint: StoredFingerprint;
  /** Most alike first. */
  matches: DuplicateMatch[];
}

/** The upload's fingerprint as stored, and the tracks it is a likely duplicate of. */
export async function checkDuplicates(
  db: Executor,
  upload: { trackId: string; artistId: string; fingerprint: Fingerprint },
): Promise<DuplicateCheck> {
  const { values, durationSeconds } = upload.fingerprint;
  const keys = fingerprintKeys(values);
  const candidates = await findFingerprintCandidates(db, {
    trackId: upload.trackId,
    artistId: upload.artistId,
    keys,
    limit: CANDIDATES,
  });
  const query = Int32Array.from(values);
  const matches: DuplicateMatch[] = [];
  for (const candidate of candidates) {
    const alignment = compareFingerprints(query, Int32Array.from(candidate.values));
    if (alignment && alignment.similarity >= DUPLICATE_SIMILARITY) {
      matches.push({
        trackId: candidate.trackId,
        similarity: Math.round(alignment.similarity * 1000) / 1000,
      });
    }
  }
  matches.sort((a, b) => b.similarity - a.similarity || a.trackId.localeCompare(b.trackId));
  return { fingerprint: { values, keys, durationSeconds }, matches };
}
