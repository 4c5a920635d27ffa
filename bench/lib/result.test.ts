import { describe, expect, it } from 'vitest';

import { median, perRoundRatios, quantile, ratioFields } from './result';

describe('per-round ratios', () => {
  it('divides each round by the same round of the reference', () => {
    expect(perRoundRatios([30, 20, 10], [100, 50, 40])).toEqual([0.3, 0.4, 0.25]);
  });

  it('refuses rounds that do not pair up', () => {
    expect(() => perRoundRatios([1, 2], [1])).toThrow();
    expect(() => perRoundRatios([], [])).toThrow();
  });

  it('reports the median of the ratios with their min and max', () => {
    // The median of the ratios (0.3), not the ratio of the medians (20 / 50 = 0.4).
    const ratios = perRoundRatios([30, 20, 10], [100, 50, 40]);
    expect(ratioFields(ratios)).toEqual({ ratio: 0.3, ratioMin: 0.25, ratioMax: 0.4 });
    expect(ratioFields([1.1234, 1.2, 1.3], 3)).toEqual({
      ratio: 1.2,
      ratioMin: 1.123,
      ratioMax: 1.3,
    });
  });
});

describe('median and quantile', () => {
  it('takes the middle, or the mean of the two middles', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('takes the nearest rank', () => {
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.99)).toBe(10);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2);
  });
});
