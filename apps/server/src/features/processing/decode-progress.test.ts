import { describe, expect, it } from 'vitest';

import { createDecodeProgress } from './decode-progress';

function setup(options: { minStep?: number; minIntervalMs?: number } = {}) {
  let clock = 0;
  const shown: number[] = [];
  const progress = createDecodeProgress({
    parts: ['waveform', 'loudness'],
    from: 70,
    to: 95,
    report: async (value) => {
      await Promise.resolve();
      shown.push(value);
    },
    now: () => clock,
    ...options,
  });
  return { progress, shown, tick: (ms: number) => (clock += ms) };
}

describe('decode progress', () => {
  it('follows the decode furthest behind, from the stage towards the next', async () => {
    const { progress, shown, tick } = setup();
    progress.advance('waveform', 0.8);
    // The loudness decode has not started: still at 70.
    tick(2000);
    progress.advance('loudness', 0.4);
    tick(2000);
    progress.advance('loudness', 0.9);
    await progress.finish();
    expect(shown).toEqual([80, 90]);
  });

  it('shows a figure only a few points and a second past the last one', async () => {
    const { progress, shown, tick } = setup();
    for (let i = 1; i <= 100; i += 1) {
      tick(100);
      progress.advance('waveform', i / 100);
      progress.advance('loudness', i / 100);
    }
    await progress.finish();
    expect(shown.length).toBeGreaterThan(2);
    expect(shown.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < shown.length; i += 1) {
      expect((shown[i] ?? 0) - (shown[i - 1] ?? 0)).toBeGreaterThanOrEqual(5);
    }
    expect(Math.max(...shown)).toBeLessThanOrEqual(95);
  });

  it('never goes back, ignores unknown parts and nonsense, and stops at finish', async () => {
    const { progress, shown, tick } = setup();
    tick(2000);
    progress.advance('waveform', 0.6);
    progress.advance('loudness', 0.6);
    tick(2000);
    progress.advance('loudness', 0.2);
    progress.advance('fingerprint', 1);
    progress.advance('waveform', Number.NaN);
    await progress.finish();
    progress.advance('waveform', 1);
    progress.advance('loudness', 1);
    await Promise.resolve();
    expect(shown).toEqual([85]);
  });

  it('keeps going when showing a figure fails', async () => {
    let clock = 0;
    const shown: number[] = [];
    const progress = createDecodeProgress({
      parts: ['only'],
      from: 70,
      to: 95,
      report: async (value) => {
        if (value === 75) throw new Error('database busy');
        shown.push(value);
      },
      now: () => (clock += 2000),
    });
    progress.advance('only', 0.2);
    progress.advance('only', 0.6);
    await progress.finish();
    expect(shown).toEqual([85]);
  });
});
