// Load at a fixed rate, whatever the server answers (open loop): request n leaves at n / rate
// seconds, not when an earlier one has been answered. wrk waits for each answer before it sends
// the next request on a connection (closed loop), so a slow answer delays the requests behind it
// and is counted once instead of in each of them; listeners saving their place every few
// seconds do not wait for one another.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

import { quantile } from './result';

export interface OpenLoopResult {
  /** Requests sent (each one answered, failed or timed out before the result). */
  requests: number;
  /** Answers that were not 2xx, failures and timeouts. */
  errors: number;
  /** Milliseconds from each request's sending to the end of its answer, in the order sent. */
  latencies: number[];
  /** Milliseconds each request left after its time (the generator's own lateness). */
  lags: number[];
  /** Requests a second, from when the first request left to when the last one did. */
  requestsPerSecond: number;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/** When request `n` (from 0) of a load at `rate` a second is due, in ms after the start. */
export const dueAt = (n: number, rate: number) => (n * 1000) / rate;

/**
 * Sends `Math.round(rate * seconds)` requests, request i (of `send(first + i)`) at `dueAt(i)`
 * after the start, however long earlier ones take; returns when every one has settled. `send`
 * resolves to whether the answer was a success.
 */
export async function openLoop(opts: {
  rate: number;
  seconds: number;
  send: (n: number) => Promise<boolean>;
  /** The number the first request is given (a load in slices carries on where it stopped). */
  first?: number;
  clock?: Clock;
}): Promise<OpenLoopResult> {
  const clock = opts.clock ?? realClock;
  if (!(opts.rate > 0) || !(opts.seconds > 0)) throw new Error('openLoop: rate and seconds > 0');
  const count = Math.round(opts.rate * opts.seconds);
  const first = opts.first ?? 0;
  const latencies: number[] = new Array<number>(count).fill(Number.NaN);
  const lags: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = clock.now();
  let firstSent = start;
  let lastSent = start;
  for (let i = 0; i < count; i++) {
    const due = start + dueAt(i, opts.rate);
    const wait = due - clock.now();
    if (wait > 0) await clock.sleep(wait);
    const sent = clock.now();
    if (i === 0) firstSent = sent;
    lastSent = sent;
    lags.push(Math.max(0, sent - due));
    inFlight.push(
      opts.send(first + i).then(
        (ok) => {
          latencies[i] = clock.now() - sent;
          if (!ok) errors++;
        },
        () => {
          latencies[i] = clock.now() - sent;
          errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const spanSeconds = (lastSent - firstSent) / 1000;
  return {
    requests: count,
    errors,
    latencies,
    lags,
    requestsPerSecond: count > 1 && spanSeconds > 0 ? (count - 1) / spanSeconds : opts.rate,
  };
}

/** Slices of one load (taken in turn with another's) as one: their requests and latencies. */
export function mergeOpenLoop(slices: readonly OpenLoopResult[]): OpenLoopResult {
  if (slices.length === 0) throw new Error('no slices to merge');
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  return {
    requests,
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
    latencies: slices.flatMap((s) => s.latencies),
    lags: slices.flatMap((s) => s.lags),
    // Each slice ran at the rate asked; weighed by requests.
    requestsPerSecond:
      slices.reduce((sum, s) => sum + s.requestsPerSecond * s.requests, 0) / requests,
  };
}

/** p50, p99 and the slowest of latencies (ms), nearest rank. */
export function latencySummary(latencies: readonly number[]): {
  p50: number;
  p99: number;
  max: number;
} {
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: Math.max(...latencies),
  };
}

export interface HttpRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends requests to `origin` over kept-alive connections (opened as needed, up to
 * `maxSockets`); each resolves to whether its answer was 2xx, read to its end. A request not
 * answered within `timeoutMs` fails.
 */
export function httpSender(origin: string, opts: { maxSockets?: number; timeoutMs?: number } = {}) {
  const { hostname, port } = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 256 });
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const send = (request: HttpRequest) =>
    new Promise<boolean>((resolve) => {
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
      const outgoing = http.request(
        { agent, hostname, port, method: request.method, path: request.path, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            resolve(status >= 200 && status < 300);
          });
          response.on('error', () => resolve(false));
        },
      );
      outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', () => resolve(false));
      outgoing.end(request.body);
    });
  return { send, close: () => agent.destroy() };
}
