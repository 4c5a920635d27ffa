import { describe, expect, it } from 'vitest';

import { playRounds, queueFigures } from '../browser';

describe('the queue figures over rounds', () => {
  it("judge each step, and all of them, on the median of every round's slowest input", () => {
    const labels = ['open', 'scroll'];
    // Rounds × steps × inputs, in ms.
    const rounds = [
      [[56], [112, 16]],
      [[60], [90, 30]],
      [[70], [190, 16]],
    ];
    const [all, open, scroll] = queueFigures(labels, rounds, 'CPU slowed 2.5x');
    expect(all).toMatchObject({
      metric: '10,000-track queue, a mid-tier phone’s CPU: interaction latency, slowest input',
      note: 'CPU slowed 2.5x',
      value: 112,
      p50: 60,
      p99: 190,
      pass: false,
      unsteady: true,
    });
    expect(all?.judged?.[0]).toMatchObject({ rounds: [112, 90, 190], atMost: 200 });
    expect(open).toMatchObject({ value: 60, pass: true, reference: null, ratio: null });
    // Median 112 is 88 from the bound; the rounds spread 100: unsteady.
    expect(scroll).toMatchObject({ value: 112, pass: false, unsteady: true });
    expect(scroll?.metric).toBe(
      '10,000-track queue, a mid-tier phone’s CPU: scroll, slowest input',
    );
  });

  it('pass when every round is clear of 200 ms', () => {
    const figures = queueFigures(['open'], [[[56]], [[60]], [[130]]]);
    expect(figures.map((f) => [f.value, f.pass, f.unsteady])).toEqual([
      [60, true, undefined],
      [60, true, undefined],
    ]);
  });
});

describe('time to audio', () => {
  it('is judged in rounds of three plays, a last short round left out', () => {
    expect(playRounds([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(playRounds([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9, 10],
    ]);
    expect(playRounds([1, 2])).toEqual([]);
  });
});
