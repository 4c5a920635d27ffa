// Waveform peaks and loudness of the demo audio, measured by the function that measures an
// upload (processing's analyseAudio), so a seeded track looks in review as an uploaded one does;
// with fpcalc, the same decode gives its fingerprint, so a re-upload of demo audio is flagged.
// What it measures can be kept in the cache folder, under the audio's content and the measuring
// code, so a second seed reads it instead of decoding every track again.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { fingerprintPcm, type Fingerprint } from '../features/processing/fingerprint';
import { analyseAudio, WAVEFORM_PEAKS, type Analysis } from '../features/processing/media';
import { serverSourcePath } from '../platform/source-files';

/** What the seed knows of a demo track's audio; `fingerprint` only when asked for one. */
export interface DemoAnalysis extends Analysis {
  /** Null when fpcalc is missing or failed: the track is seeded without one. */
  fingerprint?: Fingerprint | null;
}

export interface DemoAnalyser {
  analyse(file: string, durationMs: number): Promise<DemoAnalysis>;
}

export interface DemoAnalyserOptions {
  ffmpeg: string;
  /** Chromaprint's fpcalc: each track's fingerprint is taken too. */
  fpcalc?: string;
  /** Keeps each file's measurements between runs; without it every run measures. */
  cacheDir?: string;
  /** The measuring function; processing's unless a test counts its calls. */
  analyse?: typeof analyseAudio;
}

export function createDemoAnalyser(options: DemoAnalyserOptions): DemoAnalyser {
  const analyse = options.analyse ?? analyseAudio;
  const cache = options.cacheDir ? analysisCache(options.cacheDir) : null;
  const { fpcalc } = options;

  const measure = async (file: string, durationMs: number): Promise<DemoAnalysis> => {
    // A demo track is as long as the seed made it: decoding needs no other bound.
    if (!fpcalc) return analyse(options.ffmpeg, file, durationMs, durationMs);
    const pcm = `${file}.fingerprint.pcm`;
    try {
      const measured = await analyse(options.ffmpeg, file, durationMs, durationMs, undefined, pcm);
      // Seeding goes on without a fingerprint, as processing an upload does.
      const fingerprint = await fingerprintPcm(fpcalc, pcm).catch(() => null);
      return { ...measured, fingerprint };
    } finally {
      await rm(pcm, { force: true });
    }
  };

  return {
    async analyse(file, durationMs) {
      const key = cache ? await cache.keyOf(file) : null;
      const cached = key ? await cache?.read(key) : null;
      // Kept without a fingerprint (fpcalc was missing then): measured again now that one is asked.
      if (cached && (!fpcalc || cached.fingerprint)) return cached;
      const measured = await measure(file, durationMs);
      if (key) await cache?.write(key, measured);
      return measured;
    },
  };
}

/** The sources of how processing measures: a change to either changes every key. */
const MEASURING_SOURCE = /^(media|fingerprint)\.[cm]?[jt]s$/;

/** Any failure to read or write counts as a miss: the cache only ever saves time. */
function analysisCache(dir: string) {
  let version: Promise<string | null> | undefined;
  const codeVersion = () =>
    (version ??= (async () => {
      try {
        const folder = serverSourcePath('features', 'processing');
        const names = (await readdir(folder)).filter((n) => MEASURING_SOURCE.test(n)).sort();
        if (names.length === 0) return null;
        const hash = createHash('sha256');
        for (const name of names) hash.update(name).update(await readFile(path.join(folder, name)));
        return hash.digest('hex');
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
    async read(key: string): Promise<DemoAnalysis | null> {
      try {
        const value: unknown = JSON.parse(await readFile(path.join(dir, `${key}.json`), 'utf8'));
        return isAnalysis(value) ? value : null;
      } catch {
        return null;
      }
    },
    async write(key: string, analysis: DemoAnalysis): Promise<void> {
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

function isFingerprint(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  const { values, durationSeconds } = value as Record<string, unknown>;
  return (
    typeof durationSeconds === 'number' &&
    Array.isArray(values) &&
    values.length > 0 &&
    values.every((v) => Number.isInteger(v) && (v as number) === ((v as number) | 0))
  );
}

function isAnalysis(value: unknown): value is DemoAnalysis {
  if (typeof value !== 'object' || value === null) return false;
  const { durationMs, peaks, loudnessLufs, truePeakDb, fingerprint } = value as Record<
    string,
    unknown
  >;
  return (
    typeof durationMs === 'number' &&
    Array.isArray(peaks) &&
    peaks.length <= WAVEFORM_PEAKS &&
    peaks.every((p) => typeof p === 'number' && p >= 0 && p <= 1) &&
    isNumberOrNull(loudnessLufs) &&
    isNumberOrNull(truePeakDb) &&
    isFingerprint(fingerprint)
  );
}
