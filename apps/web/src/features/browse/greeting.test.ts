import { describe, expect, it } from 'vitest';

import { getTimeOfDay } from './greeting';

function at(time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(2026, 2, 14, hours, minutes, 0);
}

describe('getTimeOfDay', () => {
  it.each([
    ['00:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['16:59', 'afternoon'],
    ['17:00', 'evening'],
    ['23:59', 'evening'],
  ] as const)('at %s it is %s', (time, expected) => {
    expect(getTimeOfDay(at(time))).toBe(expected);
  });
});
