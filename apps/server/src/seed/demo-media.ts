/**
 * Demo media for the seed.
 *
 * Audio: per variant, one seamless 30-second loop is synthesised (media-textures) and encoded
 * once, with the bit reservoir off so every MP3 frame stands alone. A track is a run of those
 * frames copied from any start position — no ffmpeg process per track — with the fade-in and
 * fade-out applied losslessly through each frame's global gain (media-mp3).
 *
 * The encoded loops can be kept in a cache folder between runs, under a key made of this
 * generator's source files and the ffmpeg binary, so a change to either builds them afresh.
 *
 * Images: deterministic SVG artwork (media-art) rendered with sharp.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { runFfmpeg } from '../platform/ffmpeg';
import { serverSourcePath } from '../platform/source-files';
import { avatarSvg, coverSvg } from './media-art';
import { SAMPLE_RATE } from './media-dsp';
import { Mix, toPcm16 } from './media-mix';
import {
  attenuateFrame,
  BITRATE_KBPS,
  encodeFrames,
  FRAME_SAMPLES,
  loopSlice,
  MUTE,
  splitMp3Frames,
} from './media-mp3';
import { createRandom } from './media-random';
import { TEXTURES, type TextureSpec } from './media-textures';

/** 1152 frames of 1152 samples: 30.09 s, and divisible into 8, 12 and 16 bars. */
const LOOP_FRAMES = 1152;
/** Frames encoded before the loop so the encoder is in its steady state when the loop starts. */
const LEAD_FRAMES = 8;
/** Frames encoded after the loop, so its last frames see the signal that follows them. */
const TRAIL_FRAMES = 3;
const FADE_OUT_SEC = 2.5;
const MIN_SECONDS = 2;
const MAX_SECONDS = 3600;

export interface DemoTrack {
  durationMs: number;
  bytes: number;
  format: 'mp3';
}

export interface DemoAudioVariant {
  name: string;
  kind: TextureSpec['kind'];
}

export interface DemoAudioFactory {
  /** Index = the `variant` argument of makeTrack (taken modulo the count). */
  readonly variants: readonly DemoAudioVariant[];
  /** Builds every variant's loop now (otherwise each is built on first use). */
  prepare(): Promise<void>;
  makeTrack(
    variant: number,
    durationSec: number,
    outFile: string,
    options?: { seed?: string },
  ): Promise<DemoTrack>;
}

export interface DemoAudioFactoryOptions {
  ffmpeg: string;
  /** Accepted for symmetry with FfmpegBinaries; not needed, durations are exact by construction. */
  ffprobe?: string;
  /** Scratch space for raw PCM handed to ffmpeg. */
  workDir: string;
  /** Concurrent ffmpeg processes (default 2). */
  concurrency?: number;
  /** Keeps each variant's encoded loop between runs; without it every run builds them. */
  cacheDir?: string;
}

interface Base {
  spec: TextureSpec;
  /** LOOP_FRAMES self-contained MP3 frames forming a seamless loop. */
  frames: Buffer[];
}

function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await job();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** An MPEG-1 Layer III frame holds two granules of 576 samples; fades step per granule. */
const secondsToGranules = (seconds: number) =>
  Math.round((seconds * SAMPLE_RATE * 2) / FRAME_SAMPLES);

export function createDemoAudioFactory(options: DemoAudioFactoryOptions): DemoAudioFactory {
  const { ffmpeg, workDir } = options;
  const limit = limiter(options.concurrency ?? 2);
  const bases = new Map<number, Promise<Base>>();
  let ready: Promise<unknown> | undefined;
  const workDirReady = () => (ready ??= mkdir(workDir, { recursive: true }));

  const cache = options.cacheDir ? loopCache(options.cacheDir, ffmpeg) : null;

  const buildBase = async (variant: number): Promise<Base> => {
    const spec = TEXTURES[variant] as TextureSpec;
    const cached = await cache?.read(variant);
    if (cached?.length === LOOP_FRAMES) return { spec, frames: cached };
    const built = await synthesise(variant);
    await cache?.write(variant, built.frames);
    return built;
  };

  const synthesise = (variant: number): Promise<Base> =>
    // Synthesis also holds a slot, so synthesis + encoders never exceed `concurrency` jobs.
    limit(async () => {
      await workDirReady();
      await new Promise((resolve) => setImmediate(resolve));
      const spec = TEXTURES[variant] as TextureSpec;
      const mix = new Mix(LOOP_FRAMES * FRAME_SAMPLES);
      spec.render(mix, createRandom(`sada-demo-texture-${variant}`));
      const pcm = toPcm16(mix, spec.rms);
      const input = loopSlice(pcm, -LEAD_FRAMES, LEAD_FRAMES + LOOP_FRAMES + TRAIL_FRAMES);
      const encoded = await encodeFrames(ffmpeg, input, workDir);
      const frames = encoded.slice(LEAD_FRAMES, LEAD_FRAMES + LOOP_FRAMES);
      if (frames.length !== LOOP_FRAMES)
        throw new Error(`Encoder returned ${encoded.length} frames`);
      return { spec, frames };
    });

  const base = (variant: number): Promise<Base> => {
    let pending = bases.get(variant);
    if (!pending) {
      pending = buildBase(variant);
      bases.set(variant, pending);
      pending.catch(() => bases.delete(variant));
    }
    return pending;
  };

  const makeTrack: DemoAudioFactory['makeTrack'] = async (variant, durationSec, outFile, opts) => {
    if (!Number.isFinite(durationSec) || durationSec < MIN_SECONDS || durationSec > MAX_SECONDS) {
      throw new RangeError(`durationSec must be between ${MIN_SECONDS} and ${MAX_SECONDS}`);
    }
    const index = ((Math.trunc(variant) % TEXTURES.length) + TEXTURES.length) % TEXTURES.length;
    const { spec, frames } = await base(index);
    const total = Math.round((durationSec * SAMPLE_RATE) / FRAME_SAMPLES);
    const granules = total * 2;
    const fadeIn = secondsToGranules(Math.min(spec.fadeInSec, durationSec * 0.2));
    const fadeOut = secondsToGranules(Math.min(FADE_OUT_SEC, durationSec * 0.25));
    const rng = createRandom(opts?.seed ?? `${variant}:${durationSec}`);
    const barFrames = spec.bars ? LOOP_FRAMES / spec.bars : 1;
    const start = rng.int(0, LOOP_FRAMES / barFrames - 1) * barFrames;

    const steps = (granule: number): number => {
      const fromEnd = granules - 1 - granule;
      const gain = Math.min(
        granule < fadeIn ? Math.sin((Math.PI / 2) * ((granule + 0.5) / fadeIn)) ** 2 : 1,
        fromEnd < fadeOut ? Math.sin((Math.PI / 2) * (fromEnd / fadeOut)) ** 2 : 1,
      );
      return gain <= 0.001 ? MUTE : Math.round((-20 * Math.log10(gain)) / 1.5);
    };
    const parts: Buffer[] = [];
    for (let f = 0; f < total; f++) {
      const frame = frames[(start + f) % LOOP_FRAMES] as Buffer;
      const inFade = f * 2 < fadeIn || granules - f * 2 <= fadeOut + 1;
      parts.push(inFade ? attenuateFrame(frame, [steps(f * 2), steps(f * 2 + 1)]) : frame);
    }
    const data = Buffer.concat(parts);
    await writeFile(outFile, data);
    return {
      durationMs: Math.round((total * FRAME_SAMPLES * 1000) / SAMPLE_RATE),
      bytes: data.length,
      format: 'mp3',
    };
  };

  return {
    variants: TEXTURES.map(({ name, kind }) => ({ name, kind })),
    prepare: async () => {
      await Promise.all(TEXTURES.map((_, variant) => base(variant)));
    },
    makeTrack,
  };
}

export const DEMO_AUDIO_BITRATE_KBPS = BITRATE_KBPS;

/** The generator's own source files: the cache key changes whenever one of them does. */
const SOURCE_FILE = /^(demo-media|media-[a-z0-9-]+)\.[cm]?[jt]s$/;

/**
 * Encoded loops on disk, one file of self-contained MP3 frames per variant. Any failure to read
 * or write counts as a miss: the cache only ever saves time.
 */
function loopCache(dir: string, ffmpeg: string) {
  let folder: Promise<string | null> | undefined;
  const keyFolder = () =>
    (folder ??= (async () => {
      try {
        const here = serverSourcePath('seed');
        const names = (await readdir(here)).filter((n) => SOURCE_FILE.test(n)).sort();
        const hash = createHash('sha256');
        for (const name of names) hash.update(name).update(await readFile(path.join(here, name)));
        // The encoder's build decides the bytes it makes.
        const { stdout } = await runFfmpeg(ffmpeg, ['-hide_banner', '-version'], {
          timeoutMs: 10_000,
        });
        hash.update(stdout);
        return path.join(dir, hash.digest('hex').slice(0, 24));
      } catch {
        return null;
      }
    })());

  return {
    async read(variant: number): Promise<Buffer[] | null> {
      const base = await keyFolder();
      if (!base) return null;
      try {
        return splitMp3Frames(await readFile(path.join(base, `loop-${variant}.mp3`)));
      } catch {
        return null;
      }
    },
    async write(variant: number, frames: Buffer[]): Promise<void> {
      const base = await keyFolder();
      if (!base) return;
      const file = path.join(base, `loop-${variant}.mp3`);
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await mkdir(base, { recursive: true });
        await writeFile(partial, Buffer.concat(frames));
        await rename(partial, file);
      } catch {
        // A cache that cannot be written is only a slower next run.
      }
    },
  };
}

export interface DemoImage {
  width: number;
  height: number;
  bytes: number;
  format: 'jpeg' | 'webp';
}

async function renderSvg(svg: string, outFile: string): Promise<DemoImage> {
  const image = sharp(Buffer.from(svg));
  const format = path.extname(outFile).toLowerCase() === '.webp' ? 'webp' : 'jpeg';
  const encoded = format === 'webp' ? image.webp({ quality: 84 }) : image.jpeg({ quality: 86 });
  const info = await encoded.toFile(outFile);
  return { width: info.width, height: info.height, bytes: info.size, format };
}

/** 600×600 JPEG (or WebP for a .webp name) album/playlist cover; same seed, same bytes. */
export function renderCover(seed: string, outFile: string): Promise<DemoImage> {
  return renderSvg(coverSvg(createRandom(`cover:${seed}`)), outFile);
}

/** 400×400 avatar (JPEG, or WebP for a .webp name), designed to survive a circular crop. */
export function renderAvatar(seed: string, outFile: string): Promise<DemoImage> {
  return renderSvg(avatarSvg(createRandom(`avatar:${seed}`)), outFile);
}
