import { describe, expect, it } from 'vitest';

import { judge, verdict } from './judge';

describe('judge', () => {
  it('passes on the median when every round is clear of the bound', () => {
    const j = judge({ checks: [{ name: 'ratio', values: [0.34, 0.33, 0.36], atLeast: 0.3 }] });
    expect(j.pass).toBe(true);
    expect(j.unsteady).toBeUndefined();
    expect(j.judged).toEqual([
      {
        name: 'ratio',
        rounds: [0.34, 0.33, 0.36],
        median: 0.34,
        min: 0.33,
        max: 0.36,
        atLeast: 0.3,
        met: true,
        steady: true,
      },
    ]);
  });

  it('judges on the median, not on the worst round', () => {
    // Spread 0.03 within the margin 0.04 of the median 0.34: one round below 0.32 is fine.
    expect(
      judge({ checks: [{ name: 'ratio', values: [0.34, 0.31, 0.34], atLeast: 0.3 }] }).pass,
    ).toBe(true);
    expect(judge({ checks: [{ name: 'p99 ms', values: [10, 12, 40], atMost: 25 }] }).pass).toBe(
      false,
    );
  });

  it('misses a median beyond the bound, steady or not', () => {
    const steady = judge({ checks: [{ name: 'ratio', values: [0.2, 0.21, 0.19], atLeast: 0.3 }] });
    expect(steady).toMatchObject({ pass: false });
    expect(steady.unsteady).toBeUndefined();
    expect(verdict(steady)).toBe('MISS');
  });

  it('marks a figure unsteady when its rounds spread wider than the margin to the bound', () => {
    // Median 0.32, margin 0.02; spread 0.35 - 0.28 = 0.07.
    const j = judge({ checks: [{ name: 'ratio', values: [0.32, 0.28, 0.35], atLeast: 0.3 }] });
    expect(j).toMatchObject({ pass: false, unsteady: true });
    expect(j.judged?.[0]).toMatchObject({ met: true, steady: false });
    expect(verdict(j)).toBe('UNSTEADY');
  });

  it('is unsteady when any one of its checks is', () => {
    const j = judge({
      checks: [
        { name: 'ratio', values: [0.5, 0.5, 0.5], atLeast: 0.3 },
        { name: 'p99 ms', values: [20, 24, 10], atMost: 25 },
      ],
    });
    expect(j.unsteady).toBe(true);
    expect(j.judged?.map((q) => q.steady)).toEqual([true, false]);
  });

  it('counts a spread equal to the margin as steady, a wider one not, a median on the bound as met', () => {
    expect(judge({ checks: [{ name: 's', values: [4, 4.5, 5], atMost: 5 }] }).pass).toBe(false);
    expect(judge({ checks: [{ name: 's', values: [4, 4.5, 5], atMost: 5.5 }] }).pass).toBe(true);
    expect(judge({ checks: [{ name: 'score', values: [95, 95, 95], atLeast: 95 }] }).pass).toBe(
      true,
    );
  });

  it('misses on errors, and reports them', () => {
    const j = judge({ checks: [{ name: 'ratio', values: [1, 1, 1], atLeast: 0.3 }], errors: 2 });
    expect(j).toMatchObject({ pass: false, errors: 2 });
    expect(j.unsteady).toBeUndefined();
    expect(judge({ checks: [], errors: 0 })).toEqual({ pass: true, judged: [], errors: 0 });
  });

  it('refuses a check with no values or no single bound', () => {
    expect(() => judge({ checks: [{ name: 'x', values: [], atMost: 1 }] })).toThrow();
    expect(() => judge({ checks: [{ name: 'x', values: [1] }] })).toThrow();
    expect(() => judge({ checks: [{ name: 'x', values: [1], atMost: 1, atLeast: 0 }] })).toThrow();
  });
});
