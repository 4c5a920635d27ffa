// Small audio files for tests, made by ffmpeg from its own test sources (a tone over quiet
// noise), a few seconds each; and small pictures.
import { join } from 'node:path';

import sharp from 'sharp';

import { resolveFfmpegBinaries, runFfmpeg } from '../platform/ffmpeg';

export const fixtureFormats = ['mp3', 'wav', 'm4a', 'ogg'] as const;
export type FixtureFormat = (typeof fixtureFormats)[number];

const codecs: Record<FixtureFormat, string[]> = {
  mp3: ['-c:a', 'libmp3lame', '-b:a', '128k'],
  wav: ['-c:a', 'pcm_s16le'],
  m4a: ['-c:a', 'aac', '-b:a', '96k'],
  ogg: ['-c:a', 'libvorbis', '-q:a', '3'],
};

/** A stereo file of `seconds` seconds in `format`, written into `dir`. */
export async function makeAudio(
  dir: string,
  format: FixtureFormat,
  seconds: number,
  name = `fixture-${format}-${seconds}`,
): Promise<string> {
  const { ffmpeg } = await resolveFfmpegBinaries();
  const file = join(dir, `${name}.${format}`);
  await runFfmpeg(
    ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=color=pink:amplitude=0.05:sample_rate=44100:duration=${seconds}`,
      '-filter_complex',
      '[0:a][1:a]amix=inputs=2:duration=first,aformat=channel_layouts=stereo',
      ...codecs[format],
      '-y',
      `file:${file}`,
    ],
    { timeoutMs: 30_000 },
  );
  return file;
}

/** A small picture in `format`, drawn by sharp. */
export function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();
}
