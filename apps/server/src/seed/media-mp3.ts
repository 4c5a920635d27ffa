/**
 * MP3 frame handling for the demo audio. We encode with the bit reservoir off, so every
 * MPEG-1 Layer III frame decodes on its own (apart from the MDCT overlap with its
 * neighbour, which matches when neighbours come from the same periodic signal). Tracks are
 * then assembled from frames without re-encoding.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { runFfmpeg } from '../platform/ffmpeg';
import { SAMPLE_RATE } from './media-dsp';

export const FRAME_SAMPLES = 1152;
export const BITRATE_KBPS = 128;

const BITRATES_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const SAMPLE_RATES = [44_100, 48_000, 32_000];

/** Splits an MPEG-1 Layer III stream (no ID3 tag, no Xing frame) into frames. */
export function splitMp3Frames(data: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let pos = 0;
  while (pos + 4 <= data.length) {
    const b1 = data[pos + 1] ?? 0;
    const b2 = data[pos + 2] ?? 0;
    // 0xFFFA/0xFFFB: sync, MPEG-1, Layer III (with or without CRC).
    if (data[pos] !== 0xff || (b1 & 0xfe) !== 0xfa) {
      throw new Error(`Not an MPEG-1 Layer III frame at byte ${pos}`);
    }
    const bitrate = BITRATES_KBPS[b2 >> 4];
    const sampleRate = SAMPLE_RATES[(b2 >> 2) & 3];
    if (!bitrate || !sampleRate) throw new Error(`Unsupported MP3 frame header at byte ${pos}`);
    const length = Math.floor((144_000 * bitrate) / sampleRate) + ((b2 >> 1) & 1);
    if (pos + length > data.length) break;
    frames.push(data.subarray(pos, pos + length));
    pos += length;
  }
  return frames;
}

let tempCounter = 0;

/**
 * Encodes interleaved 16-bit stereo PCM at 44.1 kHz to CBR MP3 frames (no reservoir, no
 * tags), through a temporary raw file in `workDir`.
 */
export async function encodeFrames(
  ffmpeg: string,
  pcm: Int16Array,
  workDir: string,
): Promise<Buffer[]> {
  const raw = path.join(workDir, `pcm-${process.pid}-${++tempCounter}.s16`);
  await writeFile(raw, new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength));
  try {
    const frameCount = pcm.length / 2 / FRAME_SAMPLES + 4;
    const { stdout } = await runFfmpeg(
      ffmpeg,
      [
        ...['-nostdin', '-hide_banner', '-loglevel', 'error'],
        ...['-f', 's16le', '-ar', String(SAMPLE_RATE), '-ac', '2', '-i', `file:${raw}`],
        ...[
          '-c:a',
          'libmp3lame',
          '-b:a',
          `${BITRATE_KBPS}k`,
          '-reservoir',
          '0',
          '-compression_level',
          '7',
        ],
        ...['-write_xing', '0', '-id3v2_version', '0', '-f', 'mp3', 'pipe:1'],
      ],
      { timeoutMs: 120_000, maxStdoutBytes: Math.ceil(frameCount * 420 + 4096) },
    );
    return splitMp3Frames(stdout);
  } finally {
    await rm(raw, { force: true });
  }
}

/** Copies `frames` stereo frames of a periodic loop starting at frame `start` (wrapping). */
export function loopSlice(loop: Int16Array, start: number, frames: number): Int16Array {
  const loopSamples = loop.length / 2;
  const out = new Int16Array(frames * FRAME_SAMPLES * 2);
  let from = ((((start * FRAME_SAMPLES) % loopSamples) + loopSamples) % loopSamples) * 2;
  for (let i = 0; i < out.length;) {
    const take = Math.min(out.length - i, loop.length - from);
    out.set(loop.subarray(from, from + take), i);
    i += take;
    from = 0;
  }
  return out;
}

/** Silences a granule completely (global_gain 0 is about -316 dB). */
export const MUTE = 255;

function readBits(buf: Buffer, bit: number, count: number): number {
  let value = 0;
  for (let i = 0; i < count; i++) {
    const at = bit + i;
    value = (value << 1) | (((buf[at >> 3] ?? 0) >> (7 - (at & 7))) & 1);
  }
  return value;
}

function writeBits(buf: Buffer, bit: number, count: number, value: number): void {
  for (let i = 0; i < count; i++) {
    const at = bit + i;
    const mask = 1 << (7 - (at & 7));
    const on = (value >> (count - 1 - i)) & 1;
    buf[at >> 3] = on ? (buf[at >> 3] ?? 0) | mask : (buf[at >> 3] ?? 0) & ~mask;
  }
}

/**
 * Returns a copy of a stereo MPEG-1 Layer III frame whose two granules are quieter by
 * `steps` × 1.5 dB each, by lowering global_gain in the side information — the lossless
 * technique of mp3gain and mp3DirectCut's fades. No re-encoding, no change in size.
 */
export function attenuateFrame(frame: Buffer, steps: readonly [number, number]): Buffer {
  if (steps[0] === 0 && steps[1] === 0) return frame;
  const header = frame.readUInt32BE(0);
  const hasCrc = ((header >> 16) & 1) === 0;
  const mono = ((header >> 6) & 3) === 3;
  if (hasCrc || mono) throw new Error('attenuateFrame expects stereo frames without CRC');
  const out = Buffer.from(frame);
  // Side info after the 32-bit header: main_data_begin 9, private 3, scfsi 2×4 bits, then
  // 59 bits per granule and channel, whose global_gain starts 21 bits in.
  for (let granule = 0; granule < 2; granule++) {
    const reduceBy = steps[granule] ?? 0;
    for (let channel = 0; channel < 2; channel++) {
      const bit = 32 + 20 + 59 * (granule * 2 + channel) + 21;
      const gain = readBits(out, bit, 8);
      writeBits(out, bit, 8, reduceBy >= MUTE ? 0 : Math.max(0, gain - reduceBy));
    }
  }
  return out;
}
