import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { analyseAudio, WAVEFORM_PEAKS } from '../features/processing/media';
import { resolveFfmpegBinaries, type FfmpegBinaries } from '../platform/ffmpeg';
import { makeAudio } from '../test/audio';
import { createDemoAnalyser } from './demo-analysis';

let bins: FfmpegBinaries;
let dir: string;
let tone: string;
let other: string;

beforeAll(async () => {
  bins = await resolveFfmpegBinaries();
  dir = await mkdtemp(join(tmpdir(), 'sada-demo-analysis-'));
  tone = await makeAudio(dir, 'mp3', 3);
  other = await makeAudio(dir, 'mp3', 2);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** analyseAudio, counting its runs. */
function countingAnalyse() {
  const calls: string[] = [];
  const analyse: typeof analyseAudio = (...args) => {
    calls.push(args[1]);
    return analyseAudio(...args);
  };
  return { calls, analyse };
}

describe('the demo analyser', () => {
  it('measures peaks and loudness as processing an upload does', async () => {
    const analyser = createDemoAnalyser({ ffmpeg: bins.ffmpeg });
    const measured = await analyser.analyse(tone, 3000);
    expect(measured).toEqual(await analyseAudio(bins.ffmpeg, tone, 3000, 3000));
    expect(measured.peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(measured.loudnessLufs).not.toBeNull();
  });

  it('keeps what it measured in the cache folder, so a second seed skips ffmpeg', async () => {
    const cacheDir = join(dir, 'cache');
    const first = countingAnalyse();
    const measured = await createDemoAnalyser({
      ffmpeg: bins.ffmpeg,
      cacheDir,
      analyse: first.analyse,
    }).analyse(tone, 3000);
    expect(first.calls).toHaveLength(1);
    expect((await readdir(cacheDir, { recursive: true })).some((n) => n.endsWith('.json'))).toBe(
      true,
    );

    const second = countingAnalyse();
    const again = createDemoAnalyser({ ffmpeg: bins.ffmpeg, cacheDir, analyse: second.analyse });
    expect(await again.analyse(tone, 3000)).toEqual(measured);
    expect(second.calls).toEqual([]);
    // Other audio is other content: measured afresh.
    const different = await again.analyse(other, 2000);
    expect(second.calls).toEqual([other]);
    expect(different.peaks).not.toEqual(measured.peaks);
  });

  it('still measures when the cache folder cannot be written', async () => {
    const { calls, analyse } = countingAnalyse();
    // A folder beneath a file can be neither read nor made.
    const analyser = createDemoAnalyser({
      ffmpeg: bins.ffmpeg,
      cacheDir: join(tone, 'x'),
      analyse,
    });
    expect((await analyser.analyse(tone, 3000)).peaks).toHaveLength(WAVEFORM_PEAKS);
    expect((await analyser.analyse(tone, 3000)).peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(calls).toHaveLength(2);
  });
});

describe('the demo analyser with fpcalc', () => {
  let long: string;
  beforeAll(async () => {
    long = await makeAudio(dir, 'mp3', 8, 'fingerprinted');
  });

  it('takes the fingerprint in the same decode, and keeps it with the rest', async () => {
    const cacheDir = join(dir, 'fingerprint-cache');
    const first = countingAnalyse();
    const measured = await createDemoAnalyser({
      ffmpeg: bins.ffmpeg,
      fpcalc: 'fpcalc',
      cacheDir,
      analyse: first.analyse,
    }).analyse(long, 8000);
    expect(first.calls).toHaveLength(1);
    expect(measured.peaks).toHaveLength(WAVEFORM_PEAKS);
    expect(measured.fingerprint?.values.length).toBeGreaterThan(30);
    expect(measured.fingerprint?.durationSeconds).toBeCloseTo(8, 0);

    const second = countingAnalyse();
    const again = createDemoAnalyser({
      ffmpeg: bins.ffmpeg,
      fpcalc: 'fpcalc',
      cacheDir,
      analyse: second.analyse,
    });
    expect(await again.analyse(long, 8000)).toEqual(measured);
    expect(second.calls).toEqual([]);
  });

  it('measures again what was kept without a fingerprint, once one is asked for', async () => {
    const cacheDir = join(dir, 'fingerprint-later-cache');
    const without = await createDemoAnalyser({ ffmpeg: bins.ffmpeg, cacheDir }).analyse(long, 8000);
    expect(without.fingerprint).toBeUndefined();
    const { calls, analyse } = countingAnalyse();
    const measured = await createDemoAnalyser({
      ffmpeg: bins.ffmpeg,
      fpcalc: 'fpcalc',
      cacheDir,
      analyse,
    }).analyse(long, 8000);
    expect(calls).toEqual([long]);
    expect(measured.fingerprint?.values.length).toBeGreaterThan(30);
  });

  it('measures the rest when fpcalc is missing', async () => {
    const measured = await createDemoAnalyser({
      ffmpeg: bins.ffmpeg,
      fpcalc: join(dir, 'no-such-fpcalc'),
    }).analyse(long, 8000);
    expect(measured.fingerprint).toBeNull();
    expect(measured.peaks).toHaveLength(WAVEFORM_PEAKS);
    expect((await readdir(dir)).filter((name) => name.endsWith('.pcm'))).toEqual([]);
  });
});
