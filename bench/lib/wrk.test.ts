import { describe, expect, it } from 'vitest';

import { mergeWrk, type WrkResult } from './wrk';

const slice = (requests: number, p50: number, p99: number, errors = 0): WrkResult => ({
  requests,
  requestsPerSecond: requests,
  bytesPerSecond: requests * 1000,
  p50,
  p99,
  errors,
});

describe('mergeWrk', () => {
  it('takes slices of a second as one run: requests over their time, the worst p99', () => {
    const merged = mergeWrk([slice(100, 1, 5), slice(300, 3, 9, 2), slice(200, 2, 4)], 1);
    expect(merged).toEqual({
      requests: 600,
      requestsPerSecond: 200,
      bytesPerSecond: 200_000,
      p50: 2,
      p99: 9,
      errors: 2,
    });
  });

  it('refuses to merge nothing', () => {
    expect(() => mergeWrk([], 1)).toThrow(/no slices/);
  });
});
