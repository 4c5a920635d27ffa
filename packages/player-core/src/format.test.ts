import { describe, expect, it } from 'vitest';

import {
  countParts,
  durationParts,
  formatCount,
  formatDuration,
  formatItemDuration,
  formatQueueDuration,
  hasItemDuration,
  queueHeader,
  totalDurationParts,
  upNextHeader,
} from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [1_000, '0:01'],
    [9_000, '0:09'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [183_500, '3:03'],
    [3_600_000, '60:00'],
    [3_900_000, '65:00'],
    [-5_000, '0:00'],
    [Number.NaN, '0:00'],
    [Infinity, '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('formatDuration(%s) is %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });

  it('a value that is not a number at all shows 0:00', () => {
    expect(formatDuration('180000' as unknown as number)).toBe('0:00');
  });
});

describe('formatItemDuration', () => {
  it.each([
    [0, '0:00'],
    [200_000, '3:20'],
    [null, '--:--'],
    [undefined, '--:--'],
    [Number.NaN, '--:--'],
    [-1, '--:--'],
  ])('formatItemDuration(%s) is %s', (ms, expected) => {
    expect(formatItemDuration(ms)).toBe(expected);
  });
});

describe('formatQueueDuration', () => {
  it.each([
    [0, '0m'],
    [59_999, '0m'],
    [300_000, '5m'],
    [3_599_999, '59m'],
    [3_600_000, '1h 0m'],
    [3_900_000, '1h 5m'],
    [36_000_000 + 120_000, '10h 2m'],
    [-60_000, '0m'],
    [Number.NaN, '0m'],
    [null, '0m'],
  ])('formatQueueDuration(%s) is %s', (ms, expected) => {
    expect(formatQueueDuration(ms)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1.0K'],
    [1_234, '1.2K'],
    [1_250, '1.3K'],
    [15_500, '15.5K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_500_000, '1.5M'],
    [1_234_567_890, '1234.6M'],
    [-1_500, '-1.5K'],
    [-3, '-3'],
    [Number.NaN, '0'],
    [Infinity, '0'],
  ])('formatCount(%s) is %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('queue drawer headers', () => {
  it("reads '{n} songs' and 'Up next: {n} songs'", () => {
    expect(queueHeader(12)).toBe('12 songs');
    expect(upNextHeader(11)).toBe('Up next: 11 songs');
    expect(queueHeader(0)).toBe('0 songs');
  });
});

describe('the parts behind the formats, for other languages', () => {
  it('durationParts gives the minutes and seconds formatDuration shows', () => {
    expect(durationParts(3_723_400)).toEqual({ minutes: 62, seconds: 3 });
    expect(durationParts(-5)).toEqual({ minutes: 0, seconds: 0 });
  });

  it('hasItemDuration is false where formatItemDuration shows --:--', () => {
    expect(hasItemDuration(0)).toBe(true);
    expect(hasItemDuration(null)).toBe(false);
    expect(hasItemDuration(-1)).toBe(false);
  });

  it('totalDurationParts gives the hours and minutes formatQueueDuration shows', () => {
    expect(totalDurationParts(5_400_000)).toEqual({ hours: 1, minutes: 30 });
    expect(totalDurationParts(null)).toEqual({ hours: 0, minutes: 0 });
  });

  it('countParts gives the number and unit formatCount shows', () => {
    expect(countParts(1_250)).toEqual({ value: 1.3, unit: 'K' });
    expect(countParts(999_950)).toEqual({ value: 1, unit: 'M' });
    expect(countParts(-1_500)).toEqual({ value: -1.5, unit: 'K' });
    expect(countParts(42)).toEqual({ value: 42, unit: '' });
    expect(countParts(Number.NaN)).toEqual({ value: 0, unit: '' });
  });
});
