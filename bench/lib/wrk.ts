// Load from wrk (Debian's package): requests a second, latency percentiles and errors.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { run } from './processes';

export interface WrkResult {
  requestsPerSecond: number;
  bytesPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx/3xx answers plus socket errors. */
  errors: number;
  /**
   * Latency (ms) at each of `latencyPercents`, as wrk's script printed them: what lets slices of
   * one load be merged into one distribution.
   */
  latencies?: number[];
}

/** The percentiles each run reports, so that several runs' p50 and p99 can be combined. */
export const latencyPercents = [
  0, 1, 5, 10, 25, 40, 50, 60, 75, 90, 95, 97, 98, 98.5, 99, 99.3, 99.6, 99.9, 100,
] as const;

/**
 * Appended to every wrk script: prints the latency at each of `latencyPercents` (µs); wrk's
 * percentile(100) reads 0, so the ends are its min and max.
 */
const latencyScript = `
done = function(summary, latency, requests)
  for _, p in ipairs({${latencyPercents.join(', ')}}) do
    local us = latency:percentile(p)
    if p == 0 then us = latency.min elseif p == 100 then us = latency.max end
    io.write(string.format("sada-latency %g %d\n", p, us))
  end
end
`;

export interface WrkOptions {
  url: string;
  connections: number;
  seconds: number;
  threads?: number;
  /** Lua source for wrk's -s, e.g. to vary the path or add headers. */
  script?: string;
  headers?: Record<string, string>;
  workDir: string;
}

const unitMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const unitBytes: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  return Number(match[1]) * (unitMs[match[2] ?? 'ms'] ?? 1);
}

export function parseWrk(output: string): WrkResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${p}% latency:\n${output}`);
    return durationMs(match[1] ?? '');
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output);
  const total = /(\d+) requests in/.exec(output);
  if (!rps || !total) throw new Error(`wrk printed no totals:\n${output}`);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const latencies = [...output.matchAll(/^sada-latency (\S+) (\d+)$/gm)].map(
    (m) => Number(m[2]) / 1000,
  );
  return {
    ...(latencies.length === latencyPercents.length ? { latencies } : {}),
    requestsPerSecond: Number(rps[1]),
    bytesPerSecond: transfer ? Number(transfer[1]) * (unitBytes[transfer[2] ?? 'B'] ?? 1) : 0,
    p50: percentile('50'),
    p99: percentile('99'),
    requests: Number(total[1]),
    errors: (non2xx ? Number(non2xx[1]) : 0) + socketErrors,
  };
}

let scripts = 0;

export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const args = [
    `-t${options.threads ?? 1}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    '--timeout',
    '10s',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push('-H', `${name}: ${value}`);
  }
  const file = join(options.workDir, `wrk-${process.pid}-${scripts++}.lua`);
  await writeFile(file, (options.script ?? '') + latencyScript);
  args.push('-s', file);
  args.push(options.url);
  const { stdout } = await run('wrk', args);
  return parseWrk(stdout);
}

/** Lua for wrk: each request takes the next path of `paths`, round robin. */
export function pathsScript(paths: readonly string[]): string {
  const list = paths.map((p) => JSON.stringify(p)).join(',\n  ');
  return `local paths = {\n  ${list}\n}\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`;
}

/**
 * The latency below which `percent` of the requests of all `runs` fell, from each run's
 * percentiles weighed by its requests (linear between the percentiles it printed); null when a
 * run printed none.
 */
export function combinedLatency(runs: readonly WrkResult[], percent: number): number | null {
  const known = runs.filter((r) => r.latencies);
  if (known.length !== runs.length || runs.length === 0) return null;
  const total = runs.reduce((sum, r) => sum + r.requests, 0);
  // Share of a run's requests at or below `ms`.
  const below = (r: WrkResult, ms: number) => {
    const l = r.latencies ?? [];
    if (ms < (l[0] ?? 0)) return 0;
    for (let k = 1; k < l.length; k++) {
      const hi = l[k] ?? 0;
      if (ms < hi) {
        const lo = l[k - 1] ?? 0;
        const pLo = latencyPercents[k - 1] ?? 0;
        const pHi = latencyPercents[k] ?? 100;
        return (pLo + ((ms - lo) / (hi - lo)) * (pHi - pLo)) / 100;
      }
    }
    return 1;
  };
  const share = (ms: number) =>
    total === 0 ? 1 : known.reduce((sum, r) => sum + r.requests * below(r, ms), 0) / total;
  let lo = Math.min(...known.map((r) => r.latencies?.[0] ?? 0));
  let hi = Math.max(...known.map((r) => r.latencies?.at(-1) ?? 0));
  for (let i = 0; i < 60 && hi - lo > 1e-4; i++) {
    const mid = (lo + hi) / 2;
    if (share(mid) >= percent / 100) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Slices of one load taken apart (e.g. a second each, alternating with another side) as one
 * run: their requests over their summed time, their latencies as one distribution.
 */
export function mergeWrk(slices: readonly WrkResult[], secondsEach: number): WrkResult {
  if (slices.length === 0) throw new Error('no slices to merge');
  const seconds = slices.length * secondsEach;
  const sum = (pick: (r: WrkResult) => number) => slices.reduce((total, r) => total + pick(r), 0);
  const p50s = slices.map((r) => r.p50).sort((a, b) => a - b);
  return {
    requests: sum((r) => r.requests),
    requestsPerSecond: sum((r) => r.requests) / seconds,
    bytesPerSecond: sum((r) => r.bytesPerSecond * secondsEach) / seconds,
    // Without the slices' distributions: the median slice's p50 and the worst slice's p99.
    p50: combinedLatency(slices, 50) ?? p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: combinedLatency(slices, 99) ?? Math.max(...slices.map((r) => r.p99)),
    errors: sum((r) => r.errors),
  };
}

/**
 * Seconds each load of a requests/s figure runs before the next takes over. With one, what a side
 * leaves behind at the end of its second (log lines still being written, a collection) fell inside
 * the other side's next second several times a round, and p99 rounds spread 6–29 ms; with two,
 * 3–11 ms over three repeats, the ratios' rounds as tight.
 */
export const RATE_SLICE_SECONDS = 2;

/**
 * Each of `loads` in turn for `slice` seconds (A B C A B C …), until each has had `seconds` a
 * round (rounded up to whole slices), each round's slices of a load merged into one run: whatever
 * drifts on the machine within a round falls on every load alike. Taken as whole runs one after
 * the other, a bare route's rounds moved by a third between minutes on a 2-core VM while the
 * app's did not (or the other way round).
 */
export async function alternateSlices(
  loads: readonly ((seconds: number) => Promise<WrkResult>)[],
  opts: { rounds: number; seconds: number; slice?: number },
): Promise<WrkResult[][]> {
  const slice = opts.slice ?? 1;
  const rounds: WrkResult[][] = loads.map(() => []);
  for (let i = 0; i < opts.rounds; i++) {
    const slices: WrkResult[][] = loads.map(() => []);
    for (let s = 0; s < opts.seconds; s += slice) {
      for (const [k, load] of loads.entries()) slices[k]?.push(await load(slice));
    }
    for (const [k, list] of slices.entries()) rounds[k]?.push(mergeWrk(list, slice));
  }
  return rounds;
}
