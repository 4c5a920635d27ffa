// The ffmpeg work of processing an upload: decodes of the whole file that each feed some of the
// analysis (exact length, waveform peaks, loudness), streaming copies and the preview. ffmpeg
// runs without a shell, reads only local files (-protocol_whitelist file), and every run has a
// time limit and a cap on what it may write.
import { streamQualities } from '@sada/contracts/stream-qualities';

import { runFfmpeg } from '../../platform/ffmpeg';
import { FINGERPRINT_PCM_FILTER, fingerprintPcmOutput } from './fingerprint';

/** The waveform has this many bars. */
export const WAVEFORM_PEAKS = 256;
/** Loudness normalisation aims here (EBU R128 integrated loudness, as streaming services do). */
export const STREAM_BITRATES = [320, 128] as const;
/** MPEG-1 Layer III's bitrates at 44.1 kHz, the only rates a copy can have. */
const MP3_BITRATES = [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
/** A VBR source's average sits a little under its nominal rate: 316 kbps is a 320 source. */
const SOURCE_BITRATE_TOLERANCE = 1.05;
export const PREVIEW_SECONDS = 30;
export const PREVIEW_BITRATE = 128;
export const OUTPUT_SAMPLE_RATE = 44_100;

/** About this many samples are decoded for the peaks, whatever the length of the track. */
const PEAK_SAMPLE_BUDGET = 4_000_000;
const MAX_TIMEOUT_MS = 30 * 60_000;

/**
 * ffmpeg reading `file`, never more than `maxMs` of it (-t on the input): however long the file
 * turns out to be, whatever its header said, the work stops there.
 */
const input = (file: string, maxMs: number, logLevel = 'info', fromMs = 0) => [
  '-hide_banner',
  '-loglevel',
  logLevel,
  '-nostdin',
  '-nostats',
  '-protocol_whitelist',
  'file',
  // Read from there on (a seek in the input: what comes before it is not decoded).
  ...(fromMs > 0 ? ['-ss', (fromMs / 1000).toFixed(3)] : []),
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

/** MP3 copies made from a decode (see decodeOnce). */
export interface Copies {
  bitrates: readonly number[];
  output: (bitrateKbps: number) => string;
  channels: 1 | 2;
}

/** What one decode of a source feeds: any of the waveform, the loudness and MP3 copies. */
export interface DecodeTasks {
  /** The waveform's peaks and the length as decoded, from a low-rate mono copy on stdout. */
  waveform?: boolean;
  /** Integrated loudness and true peak (EBU R128), by ffmpeg's ebur128 on the full signal. */
  loudness?: boolean;
  copies?: Copies;
  /** The preview of this window, cut from the same decode (see previewFilter). */
  preview?: PreviewCut;
  /** A file to write the raw PCM of the start of the audio that fpcalc reads (fingerprint.ts). */
  fingerprint?: string;
}

/** Where the preview is cut from and what it is written as. */
export interface PreviewCut {
  window: { startMs: number; lengthMs: number };
  bitrateKbps: number;
  channels: 1 | 2;
  output: string;
}

/** What a decode measured; null for what it was not asked to measure. */
export interface Decoded {
  durationMs: number | null;
  peaks: number[] | null;
  loudnessLufs: number | null;
  truePeakDb: number | null;
}

/**
 * Decodes the file once, up to `maxDurationMs` and a little more, for each of `tasks`.
 * `expectedMs` (from the container) only sizes the buffers and the time limit.
 */
export async function decodeOnce(
  ffmpeg: string,
  file: string,
  expectedMs: number,
  /** The longest audio allowed: decoding stops a little past it. */
  maxDurationMs: number,
  tasks: DecodeTasks,
  signal?: AbortSignal,
  /** How much of the expected length is decoded (0–1), as it goes. */
  onProgress?: (fraction: number) => void,
): Promise<Decoded> {
  const seconds = Math.max(1, expectedMs / 1000);
  const rate = Math.min(8000, Math.max(100, Math.floor(PEAK_SAMPLE_BUDGET / seconds)));
  const copies = tasks.copies?.bitrates ?? [];
  const maxSeconds = (maxDurationMs + OVER_LIMIT_MARGIN_MS) / 1000;
  const branches: { label: string; filter: string | null; output: string[] }[] = [];
  if (tasks.waveform) {
    branches.push({
      label: 'p',
      filter: `aresample=${rate},aformat=sample_fmts=s16:channel_layouts=mono`,
      output: ['-map', '[p]', '-f', 's16le', 'pipe:1'],
    });
  }
  if (tasks.loudness) {
    branches.push({
      label: 'l',
      filter: 'ebur128=peak=true:framelog=verbose',
      output: ['-map', '[l]', '-f', 'null', '-'],
    });
  }
  copies.forEach((kbps, i) => {
    const { output, channels } = tasks.copies as Copies;
    branches.push({
      label: `c${i}`,
      filter: null,
      output: [...mp3Output(kbps, maxSeconds, channels, `[c${i}]`), `file:${output(kbps)}`],
    });
  });
  if (tasks.preview) {
    const { window, bitrateKbps, channels, output } = tasks.preview;
    branches.push({
      label: 'v',
      filter: previewFilter(window, true),
      output: [...mp3Output(bitrateKbps, PREVIEW_SECONDS, channels, '[v]'), `file:${output}`],
    });
  }
  if (tasks.fingerprint) {
    branches.push({
      label: 'f',
      filter: FINGERPRINT_PCM_FILTER,
      output: fingerprintPcmOutput('[f]', tasks.fingerprint),
    });
  }
  if (branches.length === 0) throw new Error('decodeOnce: nothing to do');
  // One branch of the decoded audio per task: [s0] [s1] … each through its filter to its label.
  const split = `[0:a:0]asplit=${branches.length}${branches.map((_, i) => `[s${i}]`).join('')}`;
  const filters = branches.map((b, i) => `[s${i}]${b.filter ?? 'anull'}[${b.label}]`);
  const outputs = branches.flatMap((b) => b.output);
  // Twice the expected PCM and a megabyte: a file that decodes to far more than its header
  // says is not one we keep decoding.
  const maxStdoutBytes = tasks.waveform ? Math.ceil(seconds * rate * 2 * 2) + 1024 * 1024 : 1024;
  const { stdout, stderrTail } = await runFfmpeg(
    ffmpeg,
    [
      ...input(file, maxDurationMs + OVER_LIMIT_MARGIN_MS, tasks.loudness ? 'info' : 'error'),
      '-filter_complex',
      [split, ...filters].join(';'),
      ...outputs,
    ],
    {
      timeoutMs: timeoutFor(expectedMs),
      maxStdoutBytes,
      maxStderrBytes: 8192,
      signal,
      ...(onProgress ? { onProgress: (at: number) => onProgress(Math.min(1, at / seconds)) } : {}),
    },
  );
  const loudness = tasks.loudness ? parseEbur128(stderrTail) : null;
  const samples = Math.floor(stdout.length / 2);
  return {
    durationMs: tasks.waveform ? Math.round((samples / rate) * 1000) : null,
    peaks: tasks.waveform ? peaksOf(stdout, WAVEFORM_PEAKS) : null,
    loudnessLufs: loudness?.integrated ?? null,
    truePeakDb: loudness?.truePeak ?? null,
  };
}

/**
 * The length as decoded, the waveform and the loudness of a file, in one decode; that decode also
 * writes the PCM to fingerprint to `fingerprintFile` when one is named.
 */
export async function analyseAudio(
  ffmpeg: string,
  file: string,
  expectedMs: number,
  maxDurationMs: number,
  signal?: AbortSignal,
  fingerprintFile?: string,
): Promise<Analysis> {
  const decoded = await decodeOnce(
    ffmpeg,
    file,
    expectedMs,
    maxDurationMs,
    {
      waveform: true,
      loudness: true,
      ...(fingerprintFile ? { fingerprint: fingerprintFile } : {}),
    },
    signal,
  );
  return {
    durationMs: decoded.durationMs ?? 0,
    peaks: decoded.peaks ?? [],
    loudnessLufs: decoded.loudnessLufs,
    truePeakDb: decoded.truePeakDb,
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

/** The preview is no better than the best copy. */
export const previewBitrate = (bestKbps: number) => Math.min(PREVIEW_BITRATE, bestKbps);

/**
 * The preview's fades, on audio that starts at the window (`trim` false: the input was read from
 * there) or on the whole decode (`trim` true: the window is cut out of it first).
 */
function previewFilter(window: { startMs: number; lengthMs: number }, trim: boolean): string {
  const fadeOut = Math.max(0, window.lengthMs / 1000 - 2);
  const fades = `afade=t=in:d=1,afade=t=out:st=${fadeOut}:d=2`;
  if (!trim) return fades;
  const cut = `atrim=start=${window.startMs / 1000}:duration=${window.lengthMs / 1000}`;
  return `${cut},asetpts=PTS-STARTPTS,${fades}`;
}

/** ffmpeg's output options of an MP3 copy at `kbps`, capped a little over `seconds` of it. */
function mp3Output(kbps: number, seconds: number, channels: 1 | 2, from = '0:a:0'): string[] {
  return [
    '-map',
    from,
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
    String(Math.ceil(((kbps * 1000) / 8) * seconds * 1.2) + 1024 * 1024),
    '-f',
    'mp3',
  ];
}

/**
 * The 30-second preview (faded in and out) of audio lasting `durationMs`, no better than the
 * best copy: the input is read from the window's start (-ss), so only the window is decoded.
 */
export async function encodePreview(
  ffmpeg: string,
  file: string,
  durationMs: number,
  channels: 1 | 2,
  bestKbps: number,
  output: string,
  signal?: AbortSignal,
): Promise<EncodedFiles['preview']> {
  const window = previewWindow(durationMs);
  const { startMs, lengthMs } = window;
  const bitrateKbps = previewBitrate(bestKbps);
  await runFfmpeg(
    ffmpeg,
    [
      ...input(file, lengthMs, 'error', startMs),
      ...mp3Output(bitrateKbps, PREVIEW_SECONDS, channels),
      '-af',
      previewFilter(window, false),
      `file:${output}`,
    ],
    { timeoutMs: timeoutFor(lengthMs), maxStdoutBytes: 64 * 1024, signal },
  );
  return { file: output, durationMs: lengthMs, bitrateKbps };
}
