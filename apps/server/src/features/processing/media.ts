// The ffmpeg work of processing an upload: one pass that decodes the whole file for its exact
// length, waveform peaks and loudness, and one pass that encodes the streaming copies and the
// preview. ffmpeg runs without a shell, reads only local files (-protocol_whitelist file), and
// every run has a time limit and a cap on what it may write.
import { streamQualities } from '@sada/contracts/stream-qualities';

import { runFfmpeg } from '../../platform/ffmpeg';

/** The waveform has this many bars. */
export const WAVEFORM_PEAKS = 256;
/** Loudness normalisation aims here (EBU R128 integrated loudness, as streaming services do). */
export const STREAM_BITRATES = [320, 128] as const;
/** MPEG-1 Layer III's bitrates at 44.1 kHz, the only rates a copy can have. */
const MP3_BITRATES = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
/** A VBR source's average sits a little under its nominal rate: 316 kbps is a 320 source. */
const SOURCE_BITRATE_TOLERANCE = 1.05;
export const PREVIEW_SECONDS = 30;
const PREVIEW_BITRATE = 128;
export const OUTPUT_SAMPLE_RATE = 44_100;

/** About this many samples are decoded for the peaks, whatever the length of the track. */
const PEAK_SAMPLE_BUDGET = 4_000_000;
const MAX_TIMEOUT_MS = 30 * 60_000;

/**
 * ffmpeg reading `file`, never more than `maxMs` of it (-t on the input): however long the file
 * turns out to be, whatever its header said, the work stops there.
 */
const input = (file: string, maxMs: number, logLevel = 'info') => [
  '-hide_banner',
  '-loglevel',
  logLevel,
  '-nostdin',
  '-nostats',
  '-protocol_whitelist',
  'file',
  '-t',
  (maxMs / 1000).toFixed(3),
  '-i',
  `file:${file}`,
];

/** A decode reads this much past the limit, to tell a file over it from one just at it. */
export const OVER_LIMIT_MARGIN_MS = 1000;

/**
 * The streaming copies a source of `sourceKbps` gets. None is above the source: an upscaled copy
 * costs bytes and sounds no better, and a listener would be told of a quality that is not there.
 * Of STREAM_BITRATES, those the source reaches; below the best of them, the best copy is the
 * listed quality (else the MP3 rate) nearest under the source. Unknown: all of them.
 */
export function streamBitrates(sourceKbps: number | null): number[] {
  if (sourceKbps === null) return [...STREAM_BITRATES];
  const ceiling = sourceKbps * SOURCE_BITRATE_TOLERANCE;
  const ladder: number[] = STREAM_BITRATES.filter((kbps) => kbps <= ceiling);
  const under = (rates: readonly number[]) => rates.filter((kbps) => kbps <= ceiling).at(-1);
  const best = under(streamQualities) ?? under(MP3_BITRATES) ?? MP3_BITRATES[0] ?? 32;
  return [...new Set([best, ...ladder])].sort((a, b) => b - a);
}

/** Generous for a two-core machine: ffmpeg decodes and encodes far faster than real time. */
function timeoutFor(durationMs: number): number {
  return Math.min(MAX_TIMEOUT_MS, 120_000 + durationMs / 2);
}

export interface Analysis {
  /** Counted from the decoded samples, so exact to a few milliseconds. */
  durationMs: number;
  peaks: number[];
  loudnessLufs: number | null;
  truePeakDb: number | null;
}

/**
 * Decodes the file once: a low-rate mono copy goes to stdout for the peaks and the length, and
 * ffmpeg's ebur128 filter measures loudness and true peak (EBU R128) on the full signal.
 * `expectedMs` (from the container) only sizes the buffers and the time limit.
 */
export async function analyseAudio(
  ffmpeg: string,
  file: string,
  expectedMs: number,
  /** The longest audio allowed: decoding stops a little past it. */
  maxDurationMs: number,
  signal?: AbortSignal,
): Promise<Analysis> {
  const seconds = Math.max(1, expectedMs / 1000);
  const rate = Math.min(8000, Math.max(100, Math.floor(PEAK_SAMPLE_BUDGET / seconds)));
  // Twice the expected PCM and a megabyte: a file that decodes to far more than its header
  // says is not one we keep decoding.
  const maxStdoutBytes = Math.ceil(seconds * rate * 2 * 2) + 1024 * 1024;
  const { stdout, stderrTail } = await runFfmpeg(
    ffmpeg,
    [
      ...input(file, maxDurationMs + OVER_LIMIT_MARGIN_MS),
      '-filter_complex',
      `[0:a:0]asplit=2[a][b];` +
        `[a]aresample=${rate},aformat=sample_fmts=s16:channel_layouts=mono[p];` +
        `[b]ebur128=peak=true:framelog=verbose[l]`,
      '-map',
      '[p]',
      '-f',
      's16le',
      'pipe:1',
      '-map',
      '[l]',
      '-f',
      'null',
      '-',
    ],
    { timeoutMs: timeoutFor(expectedMs), maxStdoutBytes, maxStderrBytes: 8192, signal },
  );
  const samples = Math.floor(stdout.length / 2);
  const loudness = parseEbur128(stderrTail);
  return {
    durationMs: Math.round((samples / rate) * 1000),
    peaks: peaksOf(stdout, WAVEFORM_PEAKS),
    loudnessLufs: loudness.integrated,
    truePeakDb: loudness.truePeak,
  };
}

/** The loudest sample of each of `count` equal slices of 16-bit mono PCM, from 0 to 1. */
export function peaksOf(pcm: Buffer, count: number): number[] {
  const samples = Math.floor(pcm.length / 2);
  if (samples === 0) return [];
  const bars = Math.min(count, samples);
  const peaks: number[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * samples) / bars);
    const to = Math.floor(((bar + 1) * samples) / bars);
    let max = 0;
    for (let i = from; i < to; i++) max = Math.max(max, Math.abs(pcm.readInt16LE(i * 2)));
    peaks.push(Math.round((Math.min(max, 32767) / 32767) * 1000) / 1000);
  }
  return peaks;
}

/** Integrated loudness and true peak from the summary ebur128 logs at the end of its run. */
export function parseEbur128(log: string): {
  integrated: number | null;
  truePeak: number | null;
} {
  const summary = log.slice(log.lastIndexOf('Summary:'));
  const value = (pattern: RegExp) => {
    const n = Number.parseFloat(pattern.exec(summary)?.[1] ?? '');
    return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
  };
  const integrated = value(/^\s*I:\s*(-?[\d.]+|-inf) LUFS/m);
  // Silence measures at the gate (-70 LUFS) and peaks at -inf: no loudness to normalise.
  return {
    integrated: integrated !== null && integrated > -70 ? integrated : null,
    truePeak: value(/^\s*Peak:\s*(-?[\d.]+|-inf) dBFS/m),
  };
}

export interface EncodedFiles {
  streams: { bitrateKbps: number; file: string }[];
  preview: { file: string; durationMs: number; bitrateKbps: number };
}

/** Where the preview starts: a little way in for a long track, else at the start. */
export function previewWindow(durationMs: number): { startMs: number; lengthMs: number } {
  const lengthMs = Math.min(PREVIEW_SECONDS * 1000, durationMs);
  const startMs =
    durationMs > 3 * PREVIEW_SECONDS * 1000
      ? Math.min(Math.round(durationMs * 0.3), durationMs - lengthMs)
      : 0;
  return { startMs, lengthMs };
}

/**
 * The encodes in two processes: the MP3 streaming copies (`bitrates`, best first) and the
 * 30-second preview (faded in and out). Each reads no more than `durationMs` of the source (-t);
 * tags and pictures are not copied; -fs caps each file at a little over what its bitrate and
 * length allow.
 */
export async function encodeRenditions(
  ffmpeg: string,
  file: string,
  durationMs: number,
  /** 1 or 2: MP3 carries no more. */
  channels: 1 | 2,
  bitrates: readonly number[],
  outputs: { stream: (bitrateKbps: number) => string; preview: string },
  signal?: AbortSignal,
): Promise<EncodedFiles> {
  const seconds = durationMs / 1000;
  const capFor = (kbps: number, s: number) =>
    String(Math.ceil(((kbps * 1000) / 8) * s * 1.2) + 1024 * 1024);
  const mp3 = (kbps: number, s: number) => [
    '-map',
    '0:a:0',
    '-vn',
    '-map_metadata',
    '-1',
    '-ar',
    String(OUTPUT_SAMPLE_RATE),
    '-ac',
    String(channels),
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${kbps}k`,
    '-id3v2_version',
    '0',
    '-fs',
    capFor(kbps, s),
    '-f',
    'mp3',
  ];
  const { startMs, lengthMs } = previewWindow(durationMs);
  const fadeOut = Math.max(0, lengthMs / 1000 - 2);
  const previewFilter =
    `atrim=start=${startMs / 1000}:duration=${lengthMs / 1000},asetpts=PTS-STARTPTS,` +
    `afade=t=in:d=1,afade=t=out:st=${fadeOut}:d=2`;
  const [best = PREVIEW_BITRATE, ...others] = bitrates;
  const stream = (kbps: number) => [...mp3(kbps, seconds), `file:${outputs.stream(kbps)}`];
  // Nor is the preview better than the best copy.
  const previewKbps = Math.min(PREVIEW_BITRATE, best);
  const preview = [...mp3(previewKbps, PREVIEW_SECONDS), '-af', previewFilter];
  // LAME encodes on one core: the best copy in one process and the rest in another take
  // about half the time of one process on a machine with two cores or more.
  const encode = (outputArgs: string[]) =>
    runFfmpeg(ffmpeg, [...input(file, durationMs, 'error'), ...outputArgs], {
      timeoutMs: timeoutFor(durationMs),
      maxStdoutBytes: 64 * 1024,
      signal,
    });
  await Promise.all([
    encode(stream(best)),
    encode([...others.flatMap(stream), ...preview, `file:${outputs.preview}`]),
  ]);
  return {
    streams: [best, ...others].map((bitrateKbps) => ({
      bitrateKbps,
      file: outputs.stream(bitrateKbps),
    })),
    preview: { file: outputs.preview, durationMs: lengthMs, bitrateKbps: previewKbps },
  };
}
