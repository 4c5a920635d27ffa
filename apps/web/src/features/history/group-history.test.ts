import type { HistoryEntry } from '@sada/contracts/history';
import { describe, expect, it } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { groupHistory } from './group-history';

function entry(n: number, startedAt: Date): HistoryEntry {
  return {
    id: `00000000-0000-4000-a000-${n.toString(16).padStart(12, '0')}`,
    startedAt: startedAt.toISOString(),
    completedMs: 30_000,
    track: {
      ...makeTrack(n),
      explicit: false,
      status: 'live',
      playCount: 0,
      likeCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  };
}

// Local times: the groups follow the listener's calendar, whatever the time zone.
const now = new Date(2026, 10, 23, 9, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour, 0);
const titles = (groups: ReturnType<typeof groupHistory>) =>
  Object.fromEntries(groups.map((g) => [g.name, g.tracks.map((t) => t.title)]));

describe('groupHistory', () => {
  it('puts listens in Today, Yesterday and Earlier by the local calendar day', () => {
    const groups = groupHistory(
      [entry(1, at(23, 0)), entry(2, at(22, 23)), entry(3, at(22, 0)), entry(4, at(21, 23))],
      now,
    );
    expect(titles(groups)).toEqual({
      today: ['Track 1'],
      yesterday: ['Track 2', 'Track 3'],
      earlier: ['Track 4'],
    });
  });

  it('shows a track once per group, at its newest listen', () => {
    const groups = groupHistory(
      [entry(1, at(23, 9)), entry(2, at(23, 8)), entry(1, at(23, 7)), entry(1, at(20, 7))],
      now,
    );
    expect(titles(groups)).toEqual({ today: ['Track 1', 'Track 2'], earlier: ['Track 1'] });
  });

  it('caps Today and Yesterday at 12 and Earlier at 18', () => {
    const many = (day: number, from: number, count: number) =>
      Array.from({ length: count }, (_, i) => entry(from + i, at(day, 5)));
    const groups = groupHistory(
      [...many(23, 100, 15), ...many(22, 200, 15), ...many(10, 300, 25)],
      now,
    );
    expect(groups.map((g) => [g.name, g.tracks.length])).toEqual([
      ['today', 12],
      ['yesterday', 12],
      ['earlier', 18],
    ]);
  });

  it('leaves out empty groups, and counts a listen stamped a little ahead as today', () => {
    expect(groupHistory([], now)).toEqual([]);
    expect(titles(groupHistory([entry(1, new Date(now.getTime() + 60_000))], now))).toEqual({
      today: ['Track 1'],
    });
  });
});
