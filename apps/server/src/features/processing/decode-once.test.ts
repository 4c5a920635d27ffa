import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { probeAudio, resolveFfmpegBinaries, type FfmpegBinaries } from '../../platform/ffmpeg';
import { makeAudio } from '../../test/audio';
import { analyseAudio, decodeOnce } from './media';

let bins: FfmpegBinaries;
let dir: string;
let source: string;

beforeAll(async () => {
  bins = await resolveFfmpegBinaries();
  dir = await mkdtemp(join(tmpdir(), 'sada-analysis-copies-'));
  source = await makeAudio(dir, 'mp3', 4);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('one decode for parts of the analysis and copies', () => {
  it('measures what the whole analysis measures, and writes each copy at its bitrate', async () => {
    const alone = await analyseAudio(bins.ffmpeg, source, 4000, 60_000);
    const output = (kbps: number) => join(dir, `copy-${kbps}.mp3`);
    const waveform = await decodeOnce(bins.ffmpeg, source, 4000, 60_000, {
      waveform: true,
      copies: { bitrates: [128], output, channels: 1 },
    });
    const loudness = await decodeOnce(bins.ffmpeg, source, 4000, 60_000, {
      loudness: true,
      copies: { bitrates: [64], output, channels: 1 },
    });
    expect(waveform).toEqual({
      durationMs: alone.durationMs,
      peaks: alone.peaks,
      loudnessLufs: null,
      truePeakDb: null,
    });
    expect(loudness).toEqual({
      durationMs: null,
      peaks: null,
      loudnessLufs: alone.loudnessLufs,
      truePeakDb: alone.truePeakDb,
    });
    expect(alone.loudnessLufs).not.toBeNull();
    for (const kbps of [128, 64]) {
      const probe = await probeAudio(bins.ffprobe, output(kbps));
      expect(probe.codec).toBe('mp3');
      expect(probe.channels).toBe(1);
      expect(Math.abs(probe.durationMs - alone.durationMs)).toBeLessThan(100);
      expect(Math.abs((probe.bitRate ?? 0) / 1000 - kbps)).toBeLessThan(kbps * 0.1);
    }
  });
});
