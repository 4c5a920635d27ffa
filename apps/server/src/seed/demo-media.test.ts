import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  probeAudio,
  resolveFfmpegBinaries,
  runFfmpeg,
  type FfmpegBinaries,
} from '../platform/ffmpeg';
import {
  createDemoAudioFactory,
  renderAvatar,
  renderCover,
  type DemoAudioFactory,
} from './demo-media';
import { attenuateFrame, encodeFrames, FRAME_SAMPLES, splitMp3Frames } from './media-mp3';

let bins: FfmpegBinaries;
let dir: string;
let audio: DemoAudioFactory;

beforeAll(async () => {
  bins = await resolveFfmpegBinaries();
  dir = await mkdtemp(path.join(tmpdir(), 'sada-media-'));
  audio = createDemoAudioFactory({ ffmpeg: bins.ffmpeg, workDir: path.join(dir, 'work') });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const isMp3Start = (data: Buffer) =>
  data.subarray(0, 3).toString('latin1') === 'ID3' ||
  (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0);

/** Decodes to mono 16-bit PCM at 44.1 kHz. */
async function decode(file: string): Promise<Int16Array> {
  const { stdout } = await runFfmpeg(
    bins.ffmpeg,
    ['-nostdin', '-v', 'error', '-i', `file:${file}`, '-ac', '1', '-f', 's16le', 'pipe:1'],
    { timeoutMs: 20_000, maxStdoutBytes: 64 * 1024 * 1024 },
  );
  return new Int16Array(stdout.buffer, stdout.byteOffset, stdout.length / 2);
}

function rms(pcm: Int16Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += (pcm[i] ?? 0) ** 2;
  return Math.sqrt(sum / (to - from)) / 32768;
}

describe('demo audio', () => {
  it('makes a valid MP3 whose probed duration matches the request', async () => {
    const file = path.join(dir, 'rain.mp3');
    const track = await audio.makeTrack(0, 47, file);
    const data = await readFile(file);
    expect(isMp3Start(data)).toBe(true);
    expect(track).toMatchObject({ format: 'mp3', bytes: data.length });
    expect(Math.abs(track.durationMs - 47_000)).toBeLessThan(100);
    const probe = await probeAudio(bins.ffprobe, file);
    expect(probe).toMatchObject({
      formatName: 'mp3',
      codec: 'mp3',
      sampleRate: 44_100,
      channels: 2,
    });
    expect(probe.bitRate).toBe(128_000);
    expect(Math.abs(probe.durationMs - 47_000)).toBeLessThanOrEqual(1000);
  });

  it('keeps long tracks exact while copying the loop many times', async () => {
    const file = path.join(dir, 'long.mp3');
    await audio.makeTrack(2, 360, file);
    const probe = await probeAudio(bins.ffprobe, file);
    expect(Math.abs(probe.durationMs - 360_000)).toBeLessThanOrEqual(1000);
  });

  it('gives different variants different sound, and is deterministic', async () => {
    const a = path.join(dir, 'a.mp3');
    const b = path.join(dir, 'b.mp3');
    const again = path.join(dir, 'a-again.mp3');
    await audio.makeTrack(0, 30, a, { seed: 'same' });
    await audio.makeTrack(7, 30, b, { seed: 'same' });
    await audio.makeTrack(0, 30, again, { seed: 'same' });
    const [bytesA, bytesB, bytesAgain] = await Promise.all([
      readFile(a),
      readFile(b),
      readFile(again),
    ]);
    expect(bytesA.equals(bytesB)).toBe(false);
    expect(bytesA.equals(bytesAgain)).toBe(true);
  });

  it('fades in from silence and out to silence', async () => {
    const file = path.join(dir, 'fades.mp3');
    await audio.makeTrack(3, 20, file);
    const pcm = await decode(file);
    const ms = (t: number) => Math.round(t * 44.1);
    const middle = rms(pcm, ms(8000), ms(12_000));
    expect(middle).toBeGreaterThan(0.02);
    expect(rms(pcm, 0, ms(50))).toBeLessThan(middle * 0.01);
    expect(rms(pcm, pcm.length - ms(50), pcm.length)).toBeLessThan(middle * 0.01);
  });

  it('lists its variants and rejects impossible durations', async () => {
    expect(audio.variants.length).toBeGreaterThanOrEqual(8);
    expect(new Set(audio.variants.map((v) => v.kind))).toEqual(
      new Set(['ambience', 'drone', 'percussion']),
    );
    await expect(audio.makeTrack(0, 0.5, path.join(dir, 'x.mp3'))).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(audio.makeTrack(0, Number.NaN, path.join(dir, 'x.mp3'))).rejects.toBeInstanceOf(
      RangeError,
    );
  });

  it('keeps encoded loops in a cache folder, and rebuilds a damaged one', async () => {
    const cacheDir = path.join(dir, 'cache');
    const made = async (name: string, ffmpeg = bins.ffmpeg) => {
      const factory = createDemoAudioFactory({ ffmpeg, workDir: path.join(dir, name), cacheDir });
      const file = path.join(dir, `${name}.mp3`);
      await factory.makeTrack(3, 20, file);
      return readFile(file);
    };
    const first = await made('cache-first');
    const [keyFolder = ''] = await readdir(cacheDir);
    const loop = path.join(cacheDir, keyFolder, 'loop-3.mp3');
    expect(splitMp3Frames(await readFile(loop))).toHaveLength(1152);

    // Synthesis makes its work folder; a loop read from the cache needs none.
    const fromCache = createDemoAudioFactory({
      ffmpeg: bins.ffmpeg,
      workDir: path.join(dir, 'cache-hit'),
      cacheDir,
    });
    await fromCache.makeTrack(3, 20, path.join(dir, 'cache-hit.mp3'));
    expect(await readFile(path.join(dir, 'cache-hit.mp3'))).toEqual(first);
    expect(existsSync(path.join(dir, 'cache-hit'))).toBe(false);

    await truncate(loop, 5000);
    expect(await made('cache-rebuilt')).toEqual(first);
    expect(splitMp3Frames(await readFile(loop))).toHaveLength(1152);
  });

  const npmFfmpeg = (() => {
    try {
      return (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch {
      return null;
    }
  })();

  it.skipIf(!npmFfmpeg)('works with the npm-shipped ffmpeg build as well', async () => {
    const other = createDemoAudioFactory({
      ffmpeg: npmFfmpeg ?? '',
      workDir: path.join(dir, 'npm'),
    });
    const file = path.join(dir, 'npm.mp3');
    await other.makeTrack(6, 40, file);
    const probe = await probeAudio(bins.ffprobe, file);
    expect(Math.abs(probe.durationMs - 40_000)).toBeLessThanOrEqual(1000);
  });
});

describe('MP3 frames', () => {
  it('lowers a frame by 1.5 dB per global-gain step without re-encoding', async () => {
    const seconds = 2;
    const pcm = new Int16Array(seconds * 44_100 * 2);
    for (let i = 0; i < pcm.length / 2; i++) {
      const v = Math.round(Math.sin((2 * Math.PI * 440 * i) / 44_100) * 12_000);
      pcm[2 * i] = v;
      pcm[2 * i + 1] = v;
    }
    const frames = await encodeFrames(bins.ffmpeg, pcm, dir);
    expect(frames.length).toBeGreaterThanOrEqual((seconds * 44_100) / FRAME_SAMPLES);
    expect(splitMp3Frames(Buffer.concat(frames))).toHaveLength(frames.length);
    const quieter = frames.map((frame) => attenuateFrame(frame, [4, 4]));
    expect(quieter.map((f) => f.length)).toEqual(frames.map((f) => f.length));
    const loud = path.join(dir, 'loud.mp3');
    const soft = path.join(dir, 'soft.mp3');
    await writeFile(loud, Buffer.concat(frames));
    await writeFile(soft, Buffer.concat(quieter));
    const [a, b] = await Promise.all([decode(loud), decode(soft)]);
    const ratio = rms(b, 10_000, 80_000) / rms(a, 10_000, 80_000);
    expect(ratio).toBeCloseTo(0.5, 2);
  });
});

describe('demo images', () => {
  it('renders a 600×600 JPEG cover, identical for the same seed', async () => {
    const a = path.join(dir, 'cover-a.jpg');
    const b = path.join(dir, 'cover-b.jpg');
    const c = path.join(dir, 'cover-c.jpg');
    await renderCover('Album: Night Rain', a);
    await renderCover('Album: Night Rain', b);
    await renderCover('Album: Desert Wind', c);
    const [bytesA, bytesB, bytesC] = await Promise.all([readFile(a), readFile(b), readFile(c)]);
    expect([...bytesA.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytesA.equals(bytesB)).toBe(true);
    expect(bytesA.equals(bytesC)).toBe(false);
    const meta = await sharp(a).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
  });

  it('renders 400×400 avatars as JPEG or WebP by file name', async () => {
    const jpeg = path.join(dir, 'avatar.jpg');
    const webp = path.join(dir, 'avatar.webp');
    expect(await renderAvatar('Artist One', jpeg)).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 400,
    });
    expect(await renderAvatar('Artist One', webp)).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    expect((await sharp(webp).metadata()).format).toBe('webp');
  });
});
