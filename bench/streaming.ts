// Streaming: random 256 KiB Range requests of one rendition, from nginx (the reference), from
// Node, and through nginx as deploy/nginx.conf has it (nginx sending by the links the app signs
// for it); then 200 listeners, each reading one stream at the pace of playback.
//   npx tsx bench/streaming.ts listeners URL [--seconds N] [--listeners N] [--kbps N]
import { Agent, request, type IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { rateFigure } from './lib/rate-figure';
import { referenceFigure, type BenchFigure } from './lib/result';
import { alternateSlices, runWrk, type WrkResult } from './lib/wrk';

export const RANGE_BYTES = 256 * 1024;

/**
 * Lua for wrk: every request asks for one whole, aligned `chunk` of a file of `size` bytes,
 * picked at random, on the path (and query) of the URL wrk was given.
 */
export function randomRangesScript(size: number, chunk: number = RANGE_BYTES): string {
  const blocks = Math.floor(size / chunk);
  if (blocks < 1) throw new Error(`the file (${size} bytes) is smaller than one range`);
  return `local blocks = ${blocks}
local chunk = ${chunk}
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
function init(args)
  math.randomseed(os.time() * 1000 + id)
end
function request()
  local start = math.random(0, blocks - 1) * chunk
  return wrk.format("GET", nil, { Range = "bytes=" .. start .. "-" .. (start + chunk - 1) })
end
`;
}

/**
 * nginx and the proxy mode alternately, then nginx and Node alternately; each mode's rounds
 * against the nginx seconds of the same rounds.
 */
export async function measureRanges(opts: {
  /** nginx serving the file itself: the reference. */
  nginxUrl: string;
  /** The app's signed stream URL, straight to Node. */
  appUrl: string;
  /** A signed stream URL through nginx, which sends the file by itself; fresh at each call. */
  proxyUrl: () => Promise<string>;
  size: number;
  rounds: number;
  /** Seconds of each mode in a round. */
  seconds: number;
  /** Seconds of each mode in a round of nginx and the proxy mode (default `seconds`). */
  proxySeconds?: number;
  workDir: string;
  connections?: number;
}): Promise<BenchFigure[]> {
  const connections = opts.connections ?? 50;
  const script = randomRangesScript(opts.size);
  const delegated = await sentByNginx(await opts.proxyUrl());
  type Target = string | (() => Promise<string>);
  const load = async (url: Target, seconds: number) =>
    runWrk({
      url: typeof url === 'string' ? url : await url(),
      connections,
      seconds,
      script,
      workDir: opts.workDir,
    });
  /**
   * The reference and a mode in turn, a second each (A B A B …), each round's seconds summed:
   * whatever drifts on the machine within a round falls on both alike. Taken as whole 5-second
   * runs one after the other, rounds of the proxy mode against nginx ranged 0.86–1.07. Node is
   * measured apart: what the app does after its own seconds (writing the bytes it counted,
   * collecting garbage) fell on the nginx seconds that followed them.
   */
  const alternate = async (mode: Target, seconds: number) => {
    for (const url of [opts.nginxUrl, mode]) await load(url, 2);
    const [reference = [], measured = []] = await alternateSlices(
      [(s) => load(opts.nginxUrl, s), (s) => load(mode, s)],
      { rounds: opts.rounds, seconds },
    );
    return { reference, measured };
  };
  const proxy = await alternate(opts.proxyUrl, opts.proxySeconds ?? opts.seconds);
  const node = await alternate(opts.appUrl, opts.seconds);
  const rps = (list: WrkResult[]) => list.map((r) => r.requestsPerSecond);
  const figure = (
    metric: string,
    pair: { reference: WrkResult[]; measured: WrkResult[] },
    goal: number,
  ): BenchFigure =>
    rateFigure({
      metric: `streaming: random 256 KiB ranges, ${connections} connections, ${metric}`,
      runs: pair.measured,
      referenceRps: rps(pair.reference),
      goal: `ratio >= ${goal}, no errors`,
      atLeast: goal,
    });
  const proxied = figure('nginx sending by links the app signs (secure_link)', proxy, 0.9);
  if (!delegated) {
    proxied.metric += ' — but nginx did not send the bytes alone: is MEDIA_LINK_SECRET set?';
    proxied.pass = false;
  }
  return [
    referenceFigure(
      `streaming: random 256 KiB ranges, ${connections} connections, nginx serving the file (reference)`,
      [...proxy.reference, ...node.reference],
    ),
    figure('Node serving (signed URL)', node, 0.25),
    proxied,
  ];
}

/**
 * nginx's own ETag ("mtime-size" in hex) shows nginx sent the file (the app's names the
 * rendition); a link signed for nginx (md5) that nginx sent it without asking the app.
 */
async function sentByNginx(url: string): Promise<boolean> {
  const response = await fetch(url, { method: 'HEAD' });
  const byNginx = /^"[0-9a-f]+-[0-9a-f]+"$/.test(response.headers.get('etag') ?? '');
  return byNginx && new URL(url).searchParams.has('md5');
}

export interface ListenerOptions {
  /** A stream URL for each listener (a fresh signed one, as each player asks for its own). */
  url: () => Promise<string> | string;
  listeners: number;
  kbps: number;
  seconds: number;
  /** Audio a player holds before it starts and after a stall (default 2 s). */
  startSeconds?: number;
  /** How far ahead of playback a player reads before it stops reading (default 30 s). */
  aheadSeconds?: number;
}

export interface ListenerResult {
  /** Answers other than 200/206, connection errors and resets, bodies cut short. */
  errors: number;
  /** Times a playing listener had received less than it had played. */
  underruns: number;
  bytes: number;
}

const TICK_MS = 100;

/**
 * `listeners` players, each reading one stream (`Range: bytes=0-`, as a media element asks) at
 * `kbps`: it reads ahead up to `aheadSeconds` of audio, then stops reading, so TCP holds the
 * server back. Playback starts once `startSeconds` are in; whenever the bytes received fall
 * behind the bytes played that is an underrun, and the player waits to refill as a browser
 * would. A stream that ends is followed by a new one on a fresh URL.
 */
export async function measureListeners(opts: ListenerOptions): Promise<ListenerResult> {
  const bytesPerMs = (opts.kbps * 1000) / 8 / 1000;
  const startBytes = bytesPerMs * 1000 * (opts.startSeconds ?? 2);
  const aheadBytes = bytesPerMs * 1000 * (opts.aheadSeconds ?? 30);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.listeners * 2 });
  const endAt = performance.now() + opts.seconds * 1000;
  const totals: ListenerResult = { errors: 0, underruns: 0, bytes: 0 };

  async function listener(delayMs: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // Playback state survives from one stream to the next.
    let received = 0;
    let playedAtStart = 0;
    let playingSince: number | null = null;
    const played = (now: number) =>
      playingSince === null ? playedAtStart : playedAtStart + (now - playingSince) * bytesPerMs;

    while (performance.now() < endAt) {
      const url = await opts.url();
      const outcome = await new Promise<'ended' | 'error' | 'time'>((resolve) => {
        let settled = false;
        let response: IncomingMessage | null = null;
        let expected: number | null = null;
        let got = 0;
        const finish = (how: 'ended' | 'error' | 'time') => {
          if (settled) return;
          settled = true;
          clearInterval(timer);
          resolve(how);
        };
        const timer = setInterval(() => {
          const now = performance.now();
          if (playingSince === null && received >= playedAtStart + startBytes) {
            playingSince = now;
          }
          if (playingSince !== null && received < played(now)) {
            totals.underruns++;
            playedAtStart = received;
            playingSince = null;
          }
          if (response?.isPaused() && received < played(now) + aheadBytes) response.resume();
          if (now >= endAt) {
            req.destroy();
            finish('time');
          }
        }, TICK_MS);
        const req = request(url, { agent, headers: { range: 'bytes=0-' } }, (res) => {
          response = res;
          if (res.statusCode !== 200 && res.statusCode !== 206) {
            res.resume();
            finish('error');
            return;
          }
          expected = Number(res.headers['content-length'] ?? NaN);
          res.on('data', (chunk: Buffer) => {
            got += chunk.length;
            received += chunk.length;
            totals.bytes += chunk.length;
            if (received >= played(performance.now()) + aheadBytes) res.pause();
          });
          res.on('end', () => finish(got === expected ? 'ended' : 'error'));
          res.on('error', () => finish('error'));
          res.on('aborted', () => finish('error'));
        });
        req.on('error', () => finish('error'));
        req.end();
      });
      if (outcome === 'error') {
        totals.errors++;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  // Players arrive within the first second, not in one instant.
  const spread = Math.min(1000, opts.seconds * 100);
  await Promise.all(
    Array.from({ length: opts.listeners }, (_, i) => listener((i * spread) / opts.listeners)),
  );
  agent.destroy();
  return totals;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      seconds: { type: 'string', default: '30' },
      listeners: { type: 'string', default: '200' },
      kbps: { type: 'string', default: '320' },
    },
  });
  const [command, url] = positionals;
  if (command !== 'listeners' || !url) {
    console.error('Usage: npx tsx bench/streaming.ts listeners URL [--seconds N] [--listeners N]');
    return 2;
  }
  // A stream-url endpoint answers JSON with a signed path; anything else is the stream itself.
  const streamUrl = url.includes('/stream-url')
    ? async () => {
        const response = await fetch(url);
        const body = (await response.json()) as { url: string };
        return new URL(body.url, url).toString();
      }
    : () => url;
  const result = await measureListeners({
    url: streamUrl,
    listeners: Number(values.listeners),
    kbps: Number(values.kbps),
    seconds: Number(values.seconds),
  });
  console.log(JSON.stringify(result));
  return result.errors === 0 && result.underruns === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then((code) => process.exit(code));
}
