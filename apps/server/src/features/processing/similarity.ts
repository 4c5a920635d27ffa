// How alike two fingerprints are: slid against each other within a bounded range, the share of
// their bits that agree where they overlap best (1 minus the bit error rate).
import { FINGERPRINT_VALUES_PER_SECOND } from './fingerprint';

/**
 * At or above this a match is shown to the reviewer. Two minutes of demo audio re-encoded
 * (64 kbps MP3, 96 kbps AAC, 48 kbps Opus, Vorbis, 320 kbps MP3 at 48 kHz from 0.37 s in)
 * measured 0.966–0.997 against the original; its ten textures 0.498–0.744 against each other
 * (rain and thunder against a mountain stream the highest).
 */
export const DUPLICATE_SIMILARITY = 0.85;

/** Offsets tried either way: a copy may start up to 30 s earlier or later (an intro cut or added). */
export const MAX_OFFSET = Math.round(30 * FINGERPRINT_VALUES_PER_SECOND);
/**
 * An alignment must overlap this many values (10 s), or all of the shorter fingerprint: a few
 * seconds of two recordings can agree by chance.
 */
export const MIN_OVERLAP = 80;
/** Fingerprints of fewer values (audio under about 5.5 s) are not compared at all. */
export const MIN_VALUES = 24;

export interface Alignment {
  /** 0 to 1: the share of bits that agree over the overlap. */
  similarity: number;
  /** `b` is shifted by this many values against `a`: a[i] lines up with b[i + offset]. */
  offset: number;
  /** How many values overlap. */
  overlap: number;
}

const BITS = new Uint8Array(1 << 16);
for (let i = 1; i < BITS.length; i++) BITS[i] = (BITS[i >> 1] ?? 0) + (i & 1);

function popcount(x: number): number {
  return (BITS[x & 0xffff] ?? 0) + (BITS[x >>> 16] ?? 0);
}

/** The best alignment of `b` against `a`, or null when they are too short to compare. */
export function compareFingerprints(
  a: Int32Array,
  b: Int32Array,
  maxOffset = MAX_OFFSET,
): Alignment | null {
  const shorter = Math.min(a.length, b.length);
  if (shorter < MIN_VALUES) return null;
  const minOverlap = Math.min(MIN_OVERLAP, shorter);
  let best: Alignment | null = null;
  for (let offset = -maxOffset; offset <= maxOffset; offset++) {
    const from = Math.max(0, -offset);
    const to = Math.min(a.length, b.length - offset);
    const overlap = to - from;
    if (overlap < minOverlap) continue;
    let errors = 0;
    for (let i = from; i < to; i++) errors += popcount((a[i] ?? 0) ^ (b[i + offset] ?? 0));
    const similarity = 1 - errors / (32 * overlap);
    if (!best || similarity > best.similarity) best = { similarity, offset, overlap };
  }
  return best;
}
