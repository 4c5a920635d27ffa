import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  FfmpegError,
  FfmpegNotFoundError,
  probeAudio,
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
});

describe('runFfmpeg and probeAudio', () => {
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
    const started = Date.now();
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
    expect(error).toMatchObject({ reason: 'timeout', signal: 'SIGKILL' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('kills the process when the signal aborts', async () => {
    const controller = new AbortController();
    const run = runFfmpeg(
      bins.ffmpeg,
      ['-nostdin', '-hide_banner', '-f', 'lavfi', '-i', 'anullsrc', '-f', 'null', '-'],
      { timeoutMs: 30_000, signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 100);
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
