// The ffmpeg work of processing an upload: one pass that decodes the whole file for its exact
// length, waveform peaks and loudness, and one pass that encodes the streaming copies and the
// preview. ffmpeg runs without a shell, reads only local files (-protocol_whitelist file), and
// every run has a time limit and a cap on what it may write.
import { runFfmpeg } from '../../lib/ffmpeg';

/** The waveform has this many bars. */
export const WAVEFORM_PEAKS = 256;
/** Loudness normalisation aims here (EBU R128 integrated loudness, as streaming services do). */
export const STREAM_BITRATES = [320, 128] as const;
export const PREVIEW_SECONDS = 30;
const PREVIEW_BITRATE = 128;
export const OUTPUT_SAMPLE_RATE = 44_100;

/** About this many samples are decoded for the peaks, whatever the length of the track. */
const PEAK_SAMPLE_BUDGET = 4_000_000;
const MAX_TIMEOUT_MS = 30 * 60_000;

const input = (file: string, logLevel = 'info') => [
  '-hide_banner',
  '-loglevel',
  logLevel,
  '-nostdin',
  '-nostats',
  '-protocol_whitelist',
  'file',
  '-i',
  `file:${file}`,
];

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
      ...input(file),
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
  preview: { file: string; durationMs: number };
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
 * Three encodes in two processes: the 320 and 128 kbps MP3 streaming copies and the 30-second
 * preview (faded in and out). Tags and pictures are not copied; -fs caps each file at a little
 * over what its bitrate and length allow.
 */
export async function encodeRenditions(
  ffmpeg: string,
  file: string,
  durationMs: number,
  /** 1 or 2: MP3 carries no more. */
  channels: 1 | 2,
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
  const [best, ...others] = STREAM_BITRATES;
  const stream = (kbps: number) => [...mp3(kbps, seconds), `file:${outputs.stream(kbps)}`];
  const preview = [...mp3(PREVIEW_BITRATE, PREVIEW_SECONDS), '-af', previewFilter];
  // LAME encodes on one core: the best copy in one process and the rest in another take
  // about half the time of one process on a machine with two cores or more.
  const encode = (outputArgs: string[]) =>
    runFfmpeg(ffmpeg, [...input(file, 'error'), ...outputArgs], {
      timeoutMs: timeoutFor(durationMs),
      maxStdoutBytes: 64 * 1024,
      signal,
    });
  await Promise.all([
    encode(stream(best)),
    encode([...others.flatMap(stream), ...preview, `file:${outputs.preview}`]),
  ]);
  return {
    streams: STREAM_BITRATES.map((bitrateKbps) => ({
      bitrateKbps,
      file: outputs.stream(bitrateKbps),
    })),
    preview: { file: outputs.preview, durationMs: lengthMs },
  };
}
