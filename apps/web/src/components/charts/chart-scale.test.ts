import { describe, expect, it } from 'vitest';

import { niceMax, peakOf, scaleBars } from './chart-scale';

describe('niceMax', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax([3, 7])).toBe(10);
    expect(niceMax([12])).toBe(20);
    expect(niceMax([20])).toBe(20);
    expect(niceMax([201])).toBe(500);
    expect(niceMax([501])).toBe(1000);
    expect(niceMax([1])).toBe(1);
    expect(niceMax([0.3])).toBe(0.5);
  });

  it('is 1 when there is nothing to show', () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
    expect(niceMax([-4, Number.NaN])).toBe(1);
  });
});

describe('scaleBars', () => {
  it('gives each value its share of the top, keeping small values visible', () => {
    const { max, bars } = scaleBars([0, 1, 50, 100], (value) => value);
    expect(max).toBe(100);
    expect(bars.map((bar) => bar.height)).toEqual([0, 0.02, 0.5, 1]);
  });
});

describe('peakOf', () => {
  it('finds the first busiest entry, or none when all are 0', () => {
    const days = [
      { date: 'a', plays: 2 },
      { date: 'b', plays: 5 },
      { date: 'c', plays: 5 },
    ];
    expect(peakOf(days, (day) => day.plays)?.date).toBe('b');
    expect(peakOf([{ plays: 0 }], (day) => day.plays)).toBeNull();
  });
});
