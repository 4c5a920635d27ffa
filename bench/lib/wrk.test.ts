import { describe, expect, it } from 'vitest';

import {
  alternateSlices,
  combinedLatency,
  latencyPercents,
  mergeWrk,
  parseWrk,
  type WrkResult,
} from './wrk';

const slice = (requests: number, p50: number, p99: number, errors = 0): WrkResult => ({
  requests,
  requestsPerSecond: requests,
  bytesPerSecond: requests * 1000,
  p50,
  p99,
  errors,
});

/** A run whose latencies are spread evenly from `from` to `to` ms. */
const uniform = (requests: number, from: number, to: number): WrkResult => {
  const latencies = latencyPercents.map((p) => from + ((to - from) * p) / 100);
  return {
    ...slice(requests, from + (to - from) / 2, from + (to - from) * 0.99),
    latencies,
  };
};

describe('parseWrk', () => {
  it('reads the latencies the appended script prints', () => {
    const output = [
      '  Latency Distribution',
      '     50%    1.00ms',
      '     99%    3.00ms',
      '  1000 requests in 1.00s, 10KB read',
      'Requests/sec:   1000.00',
      'Transfer/sec:     10.00KB',
      ...latencyPercents.map((p, i) => `sada-latency ${p} ${(i + 1) * 1000}`),
    ].join('\n');
    const parsed = parseWrk(output);
    expect(parsed.latencies).toEqual(latencyPercents.map((_, i) => i + 1));
    expect(parsed.p99).toBe(3);
  });
});

describe('mergeWrk', () => {
  it('without latencies: requests over their time, the median p50 and worst p99 slice', () => {
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

  it('with latencies: the percentiles of all the requests, weighed by each slice', () => {
    // 900 requests spread over 0–10 ms and 100 over 10–20 ms: the 99th of the thousand lies at
    // 19 ms, the median at 5.56 ms; the worst slice's p99 would say 19.9 ms.
    const merged = mergeWrk([uniform(900, 0, 10), uniform(100, 10, 20)], 1);
    expect(merged.p99).toBeCloseTo(19, 2);
    expect(merged.p50).toBeCloseTo(5.556, 2);
    expect(merged.requestsPerSecond).toBe(500);
  });

  it('of like slices, their own percentiles', () => {
    expect(combinedLatency([uniform(10, 2, 4), uniform(30, 2, 4)], 99)).toBeCloseTo(3.98, 3);
  });

  it('refuses to merge nothing', () => {
    expect(() => mergeWrk([], 1)).toThrow(/no slices/);
  });
});

describe('alternateSlices', () => {
  it('takes each load a second in turn and merges each round of a load', async () => {
    const order: string[] = [];
    const load = (name: string, requests: number) => async (seconds: number) => {
      order.push(`${name}${seconds}`);
      return slice(requests, 1, 2);
    };
    const rounds = await alternateSlices([load('a', 10), load('b', 20)], { rounds: 2, seconds: 3 });
    expect(order).toEqual(['a1', 'b1', 'a1', 'b1', 'a1', 'b1', 'a1', 'b1', 'a1', 'b1', 'a1', 'b1']);
    expect(rounds.map((r) => r.map((x) => x.requestsPerSecond))).toEqual([
      [10, 10],
      [20, 20],
    ]);
  });

  it('takes slices of several seconds, rounding a round up to whole slices', async () => {
    const asked: number[] = [];
    const load = async (seconds: number) => {
      asked.push(seconds);
      return slice(100 * seconds, 1, 2);
    };
    const [rounds = []] = await alternateSlices([load], { rounds: 1, seconds: 5, slice: 2 });
    expect(asked).toEqual([2, 2, 2]);
    expect(rounds[0]?.requestsPerSecond).toBe(100);
  });
});
