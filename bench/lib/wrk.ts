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
}

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
  return {
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
  if (options.script) {
    const file = join(options.workDir, `wrk-${process.pid}-${scripts++}.lua`);
    await writeFile(file, options.script);
    args.push('-s', file);
  }
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
 * Slices of one load taken apart (e.g. a second each, alternating with another side) as one
 * run: their requests over their summed time; the median slice's p50 and the worst slice's p99.
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
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...slices.map((r) => r.p99)),
    errors: sum((r) => r.errors),
  };
}
