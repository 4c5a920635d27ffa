import { describe, expect, it } from 'vitest';

import { POSITION_SAVE_INTERVAL_MS } from '@sada/contracts/positions';

import { positionSave, saveRate } from './resume';

const listeners = Array.from({ length: 4 }, (_, i) => ({ cookie: `c${i}` }));
const tracks = [
  { id: 'a', durationMs: 20 * 60_000 },
  { id: 'b', durationMs: 12 * 60_000 },
  { id: 'c', durationMs: 60 * 60_000 },
];

describe('positionSave', () => {
  it('takes the listeners in turn, each on a track of its own (round robin)', () => {
    const saves = Array.from({ length: 8 }, (_, n) => positionSave(n, listeners, tracks));
    expect(saves.map((s) => s.cookie)).toEqual(['c0', 'c1', 'c2', 'c3', 'c0', 'c1', 'c2', 'c3']);
    expect(saves.map((s) => s.trackId)).toEqual(['a', 'b', 'c', 'a', 'a', 'b', 'c', 'a']);
  });

  it("moves each listener's place on by one interval a turn", () => {
    const first = positionSave(1, listeners, tracks);
    const next = positionSave(1 + listeners.length, listeners, tracks);
    expect(next.positionMs - first.positionMs).toBe(POSITION_SAVE_INTERVAL_MS);
  });

  it('keeps every place whole and under 90% of its track, so none counts as played', () => {
    for (let n = 0; n < 4 * 2000; n++) {
      const save = positionSave(n, listeners, tracks);
      const track = tracks.find((t) => t.id === save.trackId);
      expect(Number.isInteger(save.positionMs)).toBe(true);
      expect(save.positionMs).toBeGreaterThanOrEqual(0);
      expect(save.positionMs).toBeLessThan((track?.durationMs ?? 0) * 0.9);
    }
  });

  it('needs listeners and tracks', () => {
    expect(() => positionSave(0, [], tracks)).toThrow();
    expect(() => positionSave(0, listeners, [])).toThrow();
  });
});

describe('saveRate', () => {
  it('is 200 saves a second for 1,000 listeners saving every 5 s', () => {
    expect(POSITION_SAVE_INTERVAL_MS).toBe(5000);
    expect(saveRate(1000)).toBe(200);
  });
});
