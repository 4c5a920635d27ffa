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
  const analyse: typeof analyseAudio = (ffmpeg, file, expectedMs, signal) => {
    calls.push(file);
    return analyseAudio(ffmpeg, file, expectedMs, signal);
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
