// Waveform peaks and loudness of the demo audio, measured by the function that measures an
// upload (processing's analyseAudio), so a seeded track looks in review as an uploaded one does.
// What it measures can be kept in the cache folder, under the audio's content and the measuring
// code, so a second seed reads it instead of decoding every track again.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { analyseAudio, WAVEFORM_PEAKS, type Analysis } from '../features/processing/media';
import { serverSourcePath } from '../platform/source-files';

export interface DemoAnalyser {
  analyse(file: string, durationMs: number): Promise<Analysis>;
}

export interface DemoAnalyserOptions {
  ffmpeg: string;
  /** Keeps each file's measurements between runs; without it every run measures. */
  cacheDir?: string;
  /** The measuring function; processing's unless a test counts its calls. */
  analyse?: typeof analyseAudio;
}

export function createDemoAnalyser(options: DemoAnalyserOptions): DemoAnalyser {
  const analyse = options.analyse ?? analyseAudio;
  const cache = options.cacheDir ? analysisCache(options.cacheDir) : null;
  return {
    async analyse(file, durationMs) {
      const key = cache ? await cache.keyOf(file) : null;
      const cached = key ? await cache?.read(key) : null;
      if (cached) return cached;
      // A demo track is as long as the seed made it: decoding needs no other bound.
      const measured = await analyse(options.ffmpeg, file, durationMs, durationMs);
      if (key) await cache?.write(key, measured);
      return measured;
    },
  };
}

/** The source of processing's media module: a change to how it measures changes every key. */
const MEASURING_SOURCE = /^media\.[cm]?[jt]s$/;

/** Any failure to read or write counts as a miss: the cache only ever saves time. */
function analysisCache(dir: string) {
  let version: Promise<string | null> | undefined;
  const codeVersion = () =>
    (version ??= (async () => {
      try {
        const folder = serverSourcePath('features', 'processing');
        const name = (await readdir(folder)).find((n) => MEASURING_SOURCE.test(n));
        if (!name) return null;
        return createHash('sha256')
          .update(await readFile(path.join(folder, name)))
          .digest('hex');
      } catch {
        return null;
      }
    })());

  return {
    async keyOf(file: string): Promise<string | null> {
      const code = await codeVersion();
      if (!code) return null;
      try {
        const content = await readFile(file);
        return createHash('sha256').update(code).update(content).digest('hex').slice(0, 32);
      } catch {
        return null;
      }
    },
    async read(key: string): Promise<Analysis | null> {
      try {
        const value: unknown = JSON.parse(await readFile(path.join(dir, `${key}.json`), 'utf8'));
        return isAnalysis(value) ? value : null;
      } catch {
        return null;
      }
    },
    async write(key: string, analysis: Analysis): Promise<void> {
      const file = path.join(dir, `${key}.json`);
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(partial, JSON.stringify(analysis));
        await rename(partial, file);
      } catch {
        // A cache that cannot be written is only a slower next run.
      }
    },
  };
}

const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isAnalysis(value: unknown): value is Analysis {
  if (typeof value !== 'object' || value === null) return false;
  const { durationMs, peaks, loudnessLufs, truePeakDb } = value as Record<string, unknown>;
  return (
    typeof durationMs === 'number' &&
    Array.isArray(peaks) &&
    peaks.length <= WAVEFORM_PEAKS &&
    peaks.every((p) => typeof p === 'number' && p >= 0 && p <= 1) &&
    isNumberOrNull(loudnessLufs) &&
    isNumberOrNull(truePeakDb)
  );
}
