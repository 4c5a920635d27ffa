// Acoustic fingerprints (Chromaprint's fpcalc) and the keys a fingerprint is found by. fpcalc
// reads the raw PCM that processing's own decode writes, never the upload: only ffmpeg, confined
// to local files, parses what an artist sent, and the fingerprint costs no decode of its own.
import { z } from 'zod';

import { runFfmpeg } from '../../platform/ffmpeg';

/** The first two minutes are fingerprinted: enough to know a recording, at a bounded cost. */
export const FINGERPRINT_SECONDS = 120;
/** The rate Chromaprint works at: given it, fpcalc has nothing to convert. */
export const FINGERPRINT_SAMPLE_RATE = 11_025;
/** Chromaprint's raw values come one per 1365⅓ samples (a third of its 4096-sample frame). */
export const FINGERPRINT_VALUES_PER_SECOND = FINGERPRINT_SAMPLE_RATE / (4096 / 3);

/** Two minutes make about 950 values; more than twice that is not fpcalc's output. */
const MAX_VALUES = 2048;
const PCM_MAX_BYTES = FINGERPRINT_SECONDS * FINGERPRINT_SAMPLE_RATE * 2 + 64 * 1024;
const FPCALC_TIMEOUT_MS = 30_000;

/**
 * A key is a value's upper 28 bits: a re-encode at another bitrate leaves all 28 intact in about
 * 40% of values (the demo audio at 64 kbps MP3, 96 kbps AAC and Vorbis), while two unrelated
 * recordings almost never share one.
 */
const KEY_SHIFT = 4;
/**
 * One key in eight is kept, chosen by a hash of the key itself rather than by position, so that
 * two copies starting at different points keep the same ones. Every key kept grew the index by a
 * posting: all of them made a 3.5 GB index for 100,000 fingerprints.
 */
const KEY_SAMPLE_BITS = 3;
const KEY_HASH = 0x9e3779b1;
/** Chromaprint's value for silence: silent stretches would link every track that has one. */
const SILENCE = 627_964_279;

export interface Fingerprint {
  /** Chromaprint's raw values as signed 32-bit integers, about 8 a second. */
  values: number[];
  /** How much audio the values cover, in seconds (at most FINGERPRINT_SECONDS). */
  durationSeconds: number;
}

export class FingerprintError extends Error {
  override name = 'FingerprintError';
}

/** The filter that turns decoded audio into what fpcalc reads: mono 16-bit at 11,025 Hz. */
export const FINGERPRINT_PCM_FILTER = `aresample=${FINGERPRINT_SAMPLE_RATE},aformat=sample_fmts=s16:channel_layouts=mono`;

/** ffmpeg's output options writing `label` (see the filter above) as the PCM fpcalc reads. */
export function fingerprintPcmOutput(label: string, file: string): string[] {
  return [
    '-map',
    label,
    '-t',
    String(FINGERPRINT_SECONDS),
    '-f',
    's16le',
    '-fs',
    String(PCM_MAX_BYTES),
    `file:${file}`,
  ];
}

/**
 * The fingerprint of raw PCM written as fingerprintPcmOutput writes it. Throws an FfmpegError
 * when fpcalc cannot start (reason 'spawn': not installed) or fails, a FingerprintError when
 * what it printed is not a fingerprint.
 */
export async function fingerprintPcm(
  fpcalc: string,
  file: string,
  signal?: AbortSignal,
): Promise<Fingerprint> {
  const { stdout } = await runFfmpeg(
    fpcalc,
    [
      '-raw',
      '-signed',
      '-json',
      '-length',
      String(FINGERPRINT_SECONDS),
      '-format',
      's16le',
      '-rate',
      String(FINGERPRINT_SAMPLE_RATE),
      '-channels',
      '1',
      `file:${file}`,
    ],
    {
      timeoutMs: FPCALC_TIMEOUT_MS,
      maxStdoutBytes: 256 * 1024,
      signal,
      // Chromaprint 1.5.1 with FFmpeg 5 (Debian 12) exits 3 at the end of every raw input, its
      // fingerprint complete: 3 is its code for a decoding error it got past.
      okExitCodes: [0, 3],
    },
  );
  return parseFpcalcOutput(stdout.toString('utf8'));
}

const int32OrUint32 = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 32 - 1);

const fpcalcJson = z.object({
  duration: z.number().nonnegative(),
  fingerprint: z.array(int32OrUint32).min(1).max(MAX_VALUES),
});

/** fpcalc's `-raw -json` output; unsigned values (without `-signed`) are read as signed. */
export function parseFpcalcOutput(text: string): Fingerprint {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new FingerprintError('fpcalc printed something other than JSON', { cause: error });
  }
  const parsed = fpcalcJson.safeParse(json);
  if (!parsed.success) {
    throw new FingerprintError('fpcalc printed no fingerprint', { cause: parsed.error });
  }
  return {
    values: parsed.data.fingerprint.map((value) => value | 0),
    durationSeconds: parsed.data.duration,
  };
}

/** The keys a fingerprint is stored and looked up under, ascending, each once. */
export function fingerprintKeys(values: readonly number[]): number[] {
  const keys = new Set<number>();
  for (const value of values) {
    if (value === SILENCE) continue;
    const key = value >> KEY_SHIFT;
    if (Math.imul(key, KEY_HASH) >>> (32 - KEY_SAMPLE_BITS) === 0) keys.add(key);
  }
  return [...keys].sort((a, b) => a - b);
}
