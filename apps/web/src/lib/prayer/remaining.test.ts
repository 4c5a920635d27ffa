import { formatQueueDuration } from '@sada/player-core';
import { describe, expect, it } from 'vitest';

import { createFormatters } from '../i18n/format';
import { formatRemaining, remainingMinutes } from './remaining';

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;

describe('the time remaining until the next prayer', () => {
  const english = { totalDuration: formatQueueDuration };

  it("reads 'Ym' under an hour, counting a started minute as a whole one", () => {
    expect(formatRemaining(59 * second, english)).toBe('1m');
    expect(formatRemaining(1 * minute, english)).toBe('1m');
    expect(formatRemaining(1 * minute + 1 * second, english)).toBe('2m');
    expect(formatRemaining(59 * minute, english)).toBe('59m');
  });

  it("reads 'Xh Ym' from an hour on", () => {
    expect(formatRemaining(60 * minute, english)).toBe('1h 0m');
    expect(formatRemaining(61 * minute, english)).toBe('1h 1m');
    expect(formatRemaining(10 * hour + 5 * minute, english)).toBe('10h 5m');
    expect(formatRemaining(10 * hour + 4 * minute + 30 * second, english)).toBe('10h 5m');
  });

  it("reads '0m' once the time has come, and for nonsense", () => {
    expect(formatRemaining(0, english)).toBe('0m');
    expect(formatRemaining(-5 * second, english)).toBe('0m');
    expect(remainingMinutes(Number.NaN)).toBe(0);
  });

  it('uses the language’s digits and units in Arabic', () => {
    const arabic = createFormatters('ar');
    expect(formatRemaining(10 * hour + 5 * minute, arabic)).toBe('١٠ س ٥ د');
    expect(formatRemaining(59 * second, arabic)).toBe('١ د');
  });
});
