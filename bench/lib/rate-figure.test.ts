import { describe, expect, it } from 'vitest';

import { rateFigure } from './rate-figure';
import type { WrkResult } from './wrk';

const run = (requestsPerSecond: number, p99: number, errors = 0): WrkResult => ({
  requestsPerSecond,
  bytesPerSecond: 0,
  p50: p99 / 2,
  p99,
  requests: requestsPerSecond * 5,
  errors,
});

describe('a requests/s figure', () => {
  it('is judged on the median of the rounds’ ratios to the reference measured with them', () => {
    const figure = rateFigure({
      metric: 'm',
      runs: [run(300, 4), run(400, 5), run(350, 30)],
      referenceRps: [1000, 1000, 1000],
      goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
      atLeast: 0.3,
      p99AtMost: 25,
    });
    expect(figure).toMatchObject({
      value: 350,
      reference: 1000,
      ratio: 0.35,
      ratioMin: 0.3,
      ratioMax: 0.4,
      p99: 5,
      errors: 0,
    });
    expect(figure.judged?.map((q) => q.name)).toEqual(['ratio', 'p99 ms']);
    // The p99 rounds (4–30) spread wider than the median's margin to 25 ms: unsteady.
    expect(figure).toMatchObject({ pass: false, unsteady: true });
  });

  it('judges the ratio alone when the goal has no p99, and counts errors', () => {
    const figure = rateFigure({
      metric: 'm',
      runs: [run(900, 99, 1), run(950, 99), run(1000, 99)],
      referenceRps: [1000, 1000, 1000],
      goal: 'ratio >= 0.9, no errors',
      atLeast: 0.9,
    });
    expect(figure.judged?.map((q) => q.name)).toEqual(['ratio']);
    expect(figure).toMatchObject({ errors: 1, pass: false });
  });
});
