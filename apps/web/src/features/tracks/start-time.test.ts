import { describe, expect, it } from 'vitest';

import { parseStartTime } from './start-time';

describe('parseStartTime', () => {
  it.each([
    ['83', 83],
    ['83.5', 83.5],
    ['1:23', 83],
    ['01:02:03', 3723],
    ['1m23s', 83],
    ['2m', 120],
    ['45s', 45],
    ['1h2m3s', 3723],
    [' 83 ', 83],
  ])('reads %j as %d seconds', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it.each([null, '', '0', '0:00', '-5', 'abc', '1:75', '1:2:3:4', 'm', '83x', 'Infinity'])(
    'has no start time for %j',
    (value) => {
      expect(parseStartTime(value)).toBeNull();
    },
  );
});
