import { describe, expect, it } from 'vitest';

import { dueAt, latencySummary, mergeOpenLoop, openLoop, type Clock } from './open-loop';

/** Time that moves only when every timer before it has fired: tests run in no real time. */
function virtualClock() {
  let t = 0;
  const timers: { at: number; resolve: () => void }[] = [];
  const clock: Clock & { advance(ms: number): void } = {
    now: () => t,
    sleep: (ms) => new Promise<void>((resolve) => timers.push({ at: t + ms, resolve })),
    advance: (ms) => {
      t += ms;
    },
  };
  /** Fires timers in order until `work` settles. */
  const drive = async <T>(work: Promise<T>): Promise<T> => {
    let settled = false;
    void work.finally(() => (settled = true)).catch(() => undefined);
    while (!settled) {
      await new Promise((resolve) => setImmediate(resolve));
      timers.sort((a, b) => a.at - b.at);
      const next = timers.shift();
      if (next) {
        t = Math.max(t, next.at);
        next.resolve();
      }
    }
    return work;
  };
  return { clock, drive };
}

describe('openLoop', () => {
  it('sends each request at its time, n / rate after the start', async () => {
    const { clock, drive } = virtualClock();
    const sentAt: number[] = [];
    const result = await drive(
      openLoop({
        rate: 10,
        seconds: 1,
        clock,
        send: async () => {
          sentAt.push(clock.now());
          await clock.sleep(7);
          return true;
        },
      }),
    );
    expect(sentAt).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(result.requests).toBe(10);
    expect(result.errors).toBe(0);
    expect(result.latencies).toEqual(Array(10).fill(7));
    expect(result.lags).toEqual(Array(10).fill(0));
    expect(result.requestsPerSecond).toBeCloseTo(10);
  });

  it('does not wait for a slow answer before sending the next requests', async () => {
    const { clock, drive } = virtualClock();
    const sentAt: number[] = [];
    const result = await drive(
      openLoop({
        rate: 200,
        seconds: 0.05,
        clock,
        send: async (n) => {
          sentAt.push(clock.now());
          await clock.sleep(n === 2 ? 1000 : 2);
          return true;
        },
      }),
    );
    expect(sentAt).toEqual(Array.from({ length: 10 }, (_, i) => dueAt(i, 200)));
    expect(result.latencies[2]).toBe(1000);
    expect(result.latencies.filter((ms) => ms === 2)).toHaveLength(9);
  });

  it('sends the requests it is late for at once, and records how late', async () => {
    const { clock, drive } = virtualClock();
    const sentAt: number[] = [];
    const result = await drive(
      openLoop({
        rate: 10,
        seconds: 0.5,
        clock,
        send: async (n) => {
          sentAt.push(clock.now());
          // The generator itself held up for 250 ms just after sending request 1.
          if (n === 1) clock.advance(250);
          return true;
        },
      }),
    );
    expect(sentAt).toEqual([0, 100, 350, 350, 400]);
    expect(result.lags).toEqual([0, 0, 150, 50, 0]);
  });

  it('counts answers that fail and requests that throw as errors, numbering from `first`', async () => {
    const { clock, drive } = virtualClock();
    const numbers: number[] = [];
    const result = await drive(
      openLoop({
        rate: 100,
        seconds: 0.05,
        first: 1000,
        clock,
        send: async (n) => {
          numbers.push(n);
          if (n === 1001) throw new Error('reset');
          return n !== 1003;
        },
      }),
    );
    expect(numbers).toEqual([1000, 1001, 1002, 1003, 1004]);
    expect(result.errors).toBe(2);
    expect(result.latencies.every((ms) => ms === 0)).toBe(true);
  });

  it('refuses a rate or a length of nothing', async () => {
    await expect(openLoop({ rate: 0, seconds: 1, send: async () => true })).rejects.toThrow();
    await expect(openLoop({ rate: 10, seconds: 0, send: async () => true })).rejects.toThrow();
  });
});

describe('mergeOpenLoop and latencySummary', () => {
  it('put slices together as one distribution and read its percentiles by nearest rank', () => {
    const slice = (from: number, rate: number) => ({
      requests: 50,
      errors: from === 1 ? 1 : 0,
      latencies: Array.from({ length: 50 }, (_, i) => from + i),
      lags: Array(50).fill(0),
      requestsPerSecond: rate,
    });
    const merged = mergeOpenLoop([slice(51, 198), slice(1, 202)]);
    expect(merged.requests).toBe(100);
    expect(merged.errors).toBe(1);
    expect(merged.latencies).toHaveLength(100);
    expect(merged.requestsPerSecond).toBe(200);
    expect(latencySummary(merged.latencies)).toEqual({ p50: 50, p99: 99, max: 100 });
    expect(() => mergeOpenLoop([])).toThrow();
  });
});
