import { afterEach, describe, expect, it, vi } from 'vitest';

import { staggeredEnd } from './kept-per-person';

describe('staggeredEnd', () => {
  afterEach(() => vi.restoreAllMocks());

  it('ends a period in its last quarter, at the quarter and at the end', () => {
    vi.spyOn(Math, 'random').mockReturnValueOnce(0).mockReturnValueOnce(0.999_999);
    expect(staggeredEnd(1_000, 60_000)).toBe(1_000 + 45_000);
    expect(staggeredEnd(1_000, 60_000)).toBeCloseTo(1_000 + 60_000, 0);
  });

  it('spreads values kept in the same moment over the last quarter', () => {
    const ends = Array.from({ length: 1_000 }, () => staggeredEnd(0, 60_000));
    expect(Math.min(...ends)).toBeGreaterThanOrEqual(45_000);
    expect(Math.max(...ends)).toBeLessThanOrEqual(60_000);
    // A thousand sessions read together are read again over seconds, not in one moment.
    expect(Math.max(...ends) - Math.min(...ends)).toBeGreaterThan(10_000);
  });
});
