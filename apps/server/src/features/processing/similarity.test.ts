// Sliding two fingerprints against each other: the best offset and the share of bits that agree.
import { describe, expect, it } from 'vitest';

import { compareFingerprints, MAX_OFFSET, MIN_OVERLAP, MIN_VALUES } from './similarity';

/** Deterministic pseudo-random 32-bit values. */
function random(count: number, seed: number): Int32Array {
  let state = seed;
  return Int32Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) | 0;
    return Math.imul(state ^ (state >>> 15), 0x2c1b3c6d);
  });
}

/** `values` with `bits` of every value's 32 flipped. */
function flip(values: Int32Array, bits: number): Int32Array {
  return values.map((v, i) => {
    let mask = 0;
    for (let b = 0; b < bits; b++) mask |= 1 << ((i * 7 + b * 5) % 32);
    return v ^ mask;
  });
}

describe('comparing fingerprints', () => {
  it('finds the same values fully alike at offset 0', () => {
    const a = random(900, 1);
    expect(compareFingerprints(a, a.slice())).toEqual({ similarity: 1, offset: 0, overlap: 900 });
  });

  it('measures the share of bits that agree', () => {
    const a = random(900, 2);
    // Three bits in 32 flipped: 29/32 agree.
    expect(compareFingerprints(a, flip(a, 3))?.similarity).toBeCloseTo(29 / 32, 6);
  });

  it('finds unrelated values about half alike', () => {
    const similarity = compareFingerprints(random(900, 3), random(900, 4))?.similarity ?? 1;
    expect(similarity).toBeGreaterThan(0.45);
    expect(similarity).toBeLessThan(0.56);
  });

  it('aligns a copy that starts later or earlier', () => {
    const a = random(900, 5);
    // b starts 40 values (about 5 s) into a: a[i + 40] = b[i].
    expect(compareFingerprints(a, a.slice(40))).toMatchObject({ similarity: 1, offset: -40 });
    // b has 25 values before a's start.
    const b = Int32Array.from([...random(25, 6), ...a]);
    expect(compareFingerprints(a, b)).toMatchObject({ similarity: 1, offset: 25, overlap: 900 });
  });

  it('looks no further than the offset bound', () => {
    const a = random(900, 7);
    const far = a.slice(MAX_OFFSET + 10);
    expect(compareFingerprints(a, far)?.similarity ?? 1).toBeLessThan(0.6);
    expect(compareFingerprints(a, far, MAX_OFFSET + 10)?.similarity).toBe(1);
  });

  it('does not judge on a short overlap', () => {
    const a = random(300, 8);
    // b ends with a's first 60 values (about 7 s): alike only where they overlap by less than
    // MIN_OVERLAP.
    const b = Int32Array.from([...random(200, 9), ...a.slice(0, 60)]);
    expect(60).toBeLessThan(MIN_OVERLAP);
    expect(compareFingerprints(a, b)?.similarity ?? 1).toBeLessThan(0.6);
  });

  it('compares a clip shorter than the minimum overlap over its whole length', () => {
    const a = random(600, 10);
    const clip = a.slice(100, 100 + MIN_VALUES + 6);
    expect(compareFingerprints(a, clip)).toMatchObject({
      similarity: 1,
      offset: -100,
      overlap: MIN_VALUES + 6,
    });
  });

  it('does not compare fingerprints of a few seconds', () => {
    const a = random(600, 11);
    expect(compareFingerprints(a, a.slice(0, MIN_VALUES - 1))).toBeNull();
  });
});
