import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  FfmpegError,
  FfmpegNotFoundError,
  probeAudio,
  ffmpegOptionsOf,
  progressSeconds,
  resolveFfmpegBinaries,
  runFfmpeg,
  type FfmpegBinaries,
} from './ffmpeg';

let bins: FfmpegBinaries;
let dir: string;

beforeAll(async () => {
  bins = await resolveFfmpegBinaries();
  dir = await mkdtemp(path.join(tmpdir(), 'sada-ffmpeg-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('resolveFfmpegBinaries', () => {
  it('finds working binaries and caches the answer', async () => {
    expect(bins.ffmpeg).toBeTruthy();
    expect(bins.ffprobe).toBeTruthy();
    expect(resolveFfmpegBinaries()).toBe(resolveFfmpegBinaries());
  });

  it('refuses a configured path that does not run instead of falling back', async () => {
    await expect(
      resolveFfmpegBinaries({ ffmpegPath: path.join(dir, 'no-such-ffmpeg') }),
    ).rejects.toBeInstanceOf(FfmpegNotFoundError);
  });

  it('never falls back to the npm-shipped 2018 build in production', async () => {
    expect(ffmpegOptionsOf({ env: 'production', ffmpegPath: null, ffprobePath: null })).toEqual({
      ffmpegPath: undefined,
      ffprobePath: undefined,
      allowShipped: false,
    });
    expect(
      ffmpegOptionsOf({ env: 'development', ffmpegPath: '/opt/ffmpeg', ffprobePath: null }),
    ).toMatchObject({ ffmpegPath: '/opt/ffmpeg', allowShipped: true });
    // No ffmpeg on the PATH: production says what to install rather than use the shipped build.
    const pathBefore = process.env.PATH;
    process.env.PATH = dir;
    try {
      const production = resolveFfmpegBinaries({ allowShipped: false });
      await expect(production).rejects.toBeInstanceOf(FfmpegNotFoundError);
      await expect(production).rejects.toThrow(/not used in production/);
    } finally {
      process.env.PATH = pathBefore;
    }
  });
});

describe('runFfmpeg and probeAudio', () => {
  it('reports how far it has got, from a pipe of its own', async () => {
    const seen: number[] = [];
    const { stderrTail } = await runFfmpeg(
      bins.ffmpeg,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=20',
        '-f',
        'null',
        '-',
      ],
      { timeoutMs: 20_000, onProgress: (seconds) => seen.push(seconds) },
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeCloseTo(20, 0);
    // The report went to its own pipe, not into the messages kept for errors.
    expect(stderrTail).not.toMatch(/out_time/);
  });

  it.each([
    ['out_time_us=1500000', 1.5],
    ['out_time_ms=20000000', 20],
    ['out_time=00:00:01.500000', null],
    ['progress=end', null],
  ])('reads %s as %s seconds', (line, seconds) => {
    expect(progressSeconds(line)).toBe(seconds);
  });

  it('generates a short MP3 that probes to its duration', async () => {
    const out = path.join(dir, 'tone.mp3');
    await runFfmpeg(
      bins.ffmpeg,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=2',
        '-ac',
        '2',
        '-c:a',
        'libmp3lame',
        '-b:a',
        '128k',
        out,
      ],
      { timeoutMs: 20_000 },
    );
    const probe = await probeAudio(bins.ffprobe, out);
    expect(probe.formatName).toBe('mp3');
    expect(probe.codec).toBe('mp3');
    expect(probe.channels).toBe(2);
    expect(probe.sampleRate).toBe(44_100);
    expect(probe.bitRate).toBe(128_000);
    expect(probe.durationMs).toBeGreaterThan(1900);
    expect(probe.durationMs).toBeLessThan(2200);
  });

  it('kills a process that outlives its timeout', async () => {
    const run = runFfmpeg(
      bins.ffmpeg,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        'anullsrc',
        '-f',
        'null',
        '-',
      ],
      { timeoutMs: 300 },
    );
    const error: unknown = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    // No wall-clock bound, which a busy machine starting ffmpeg slowly would break: `-re` with
    // anullsrc never ends by itself, so an answer with reason 'timeout' is the timer's SIGKILL.
    expect(error).toMatchObject({ reason: 'timeout', signal: 'SIGKILL' });
  });

  it('kills the process when the signal aborts', async () => {
    const controller = new AbortController();
    const output = path.join(dir, `${randomUUID()}.wav`);
    const run = runFfmpeg(
      bins.ffmpeg,
      ['-nostdin', '-hide_banner', '-re', '-f', 'lavfi', '-i', 'anullsrc', '-y', `file:${output}`],
      { timeoutMs: 30_000, signal: controller.signal },
    );
    // Abort once ffmpeg runs, which its output file shows: killed before it starts, no signal.
    for (const until = Date.now() + 20_000; !existsSync(output);) {
      if (Date.now() > until) throw new Error('ffmpeg never started');
      await sleep(20);
    }
    controller.abort();
    await expect(run).rejects.toMatchObject({ reason: 'aborted', signal: 'SIGKILL' });
  });

  it('passes arguments literally, without a shell', async () => {
    const marker = path.join(dir, 'pwned');
    const error: unknown = await runFfmpeg(
      bins.ffmpeg,
      ['-nostdin', '-hide_banner', '-i', `; touch ${marker}`, '-f', 'null', '-'],
      { timeoutMs: 10_000 },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'exit', exitCode: 1 });
    expect(existsSync(marker)).toBe(false);
    const probeError: unknown = await probeAudio(bins.ffprobe, `$(touch ${marker})`).catch(
      (e: unknown) => e,
    );
    expect(probeError).toBeInstanceOf(FfmpegError);
    expect(existsSync(marker)).toBe(false);
  });

  it('keeps only the tail of stderr in the error', async () => {
    // ffmpeg repeats the input name in its error; a very long one makes stderr exceed the cap.
    const huge = path.join(dir, ...Array.from({ length: 15 }, () => 'x'.repeat(200)), 'a.wav');
    const error: unknown = await runFfmpeg(bins.ffmpeg, ['-nostdin', '-hide_banner', '-i', huge], {
      timeoutMs: 10_000,
      maxStderrBytes: 512,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    const { stderrTail } = error as FfmpegError;
    expect(Buffer.byteLength(stderrTail)).toBeLessThanOrEqual(512 + 3);
    expect(stderrTail).toMatch(/No such file or directory/);
  });

  it('rejects with a spawn error for a missing binary', async () => {
    await expect(
      runFfmpeg(path.join(dir, 'nope'), ['-version'], { timeoutMs: 1000 }),
    ).rejects.toMatchObject({ reason: 'spawn' });
  });

  it('stops a process whose stdout exceeds the cap', async () => {
    await expect(
      runFfmpeg(
        bins.ffmpeg,
        [
          '-nostdin',
          '-hide_banner',
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          'anoisesrc=d=10',
          '-f',
          's16le',
          'pipe:1',
        ],
        { timeoutMs: 10_000, maxStdoutBytes: 64 * 1024 },
      ),
    ).rejects.toMatchObject({ reason: 'output-limit' });
  });

  it('reports a file without audio as invalid', async () => {
    const out = path.join(dir, 'still.png');
    await runFfmpeg(
      bins.ffmpeg,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'color=c=red:s=16x16',
        '-frames:v',
        '1',
        out,
      ],
      { timeoutMs: 10_000 },
    );
    await expect(probeAudio(bins.ffprobe, out)).rejects.toMatchObject({ reason: 'invalid-output' });
  });
});

describe('a parent killed with SIGKILL', () => {
  /** The pids whose command line names `marker`. */
  async function runningWith(marker: string): Promise<number[]> {
    const found: number[] = [];
    for (const pid of await readdir('/proc').catch(() => [])) {
      if (!/^\d+$/.test(pid)) continue;
      const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (args.includes(marker) && !args.includes('--import')) found.push(Number(pid));
    }
    return found;
  }

  it.skipIf(process.platform !== 'linux')(
    'takes its ffmpeg with it',
    async () => {
      const marker = path.join(dir, `${randomUUID()}.wav`);
      const script =
        `import { runFfmpeg } from ${JSON.stringify(path.join(import.meta.dirname, 'ffmpeg.ts'))};` +
        `await runFfmpeg(${JSON.stringify(bins.ffmpeg)}, ['-nostdin', '-nostats', '-loglevel', 'error', '-re', '-f', 'lavfi', ` +
        `'-i', 'anullsrc', '-t', '600', '-y', ${JSON.stringify(`file:${marker}`)}], ` +
        `{ timeoutMs: 600000 });`;
      const parent = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          stdio: 'ignore',
        },
      );
      let children: number[] = [];
      for (const until = Date.now() + 20_000; children.length === 0;) {
        if (Date.now() > until) throw new Error('ffmpeg never started');
        await sleep(50);
        children = await runningWith(marker);
      }
      const exited = new Promise((done) => parent.once('exit', done));
      parent.kill('SIGKILL');
      await exited;
      let left = children;
      for (const until = Date.now() + 2000; left.length > 0 && Date.now() < until;) {
        await sleep(50);
        left = await runningWith(marker);
      }
      for (const pid of left) process.kill(pid, 'SIGKILL');
      expect(left).toEqual([]);
    },
    30_000,
  );
});
