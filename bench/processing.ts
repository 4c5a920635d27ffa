// Processing a 5-minute upload end to end (upload, probe, analysis, renditions, stored), against
// bare ffmpeg making the same three renditions from the shell, alternately in the same run.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  PREVIEW_BITRATE,
  PREVIEW_SECONDS,
  previewWindow,
  STREAM_BITRATES,
} from '../apps/server/src/features/processing/media';
import { getJson, uploadTrack, type RunningApp } from './lib/app';
import { judge } from './lib/judge';
import { run } from './lib/processes';
import { median, perRoundRatios, ratioFields, round, type BenchFigure } from './lib/result';

export const sourceSeconds = 300;

/** A 5-minute stereo 320 kbps MP3: a chord with a slow tremolo over quiet noise. */
export async function makeSourceFile(file: string): Promise<void> {
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${sourceSeconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=277:duration=${sourceSeconds}`,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=pink:amplitude=0.05:duration=${sourceSeconds}`,
    '-filter_complex',
    '[0][1][2]amix=inputs=3,tremolo=f=0.5:d=0.4,aformat=channel_layouts=stereo[a]',
    '-map',
    '[a]',
    '-ar',
    '44100',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '320k',
    file,
  ]);
}

/** What the app makes of a source: its streaming copies and the preview, at these rates. */
export interface Renditions {
  bitrates: readonly number[];
  channels: 1 | 2;
  previewKbps: number;
}

/** A 320 kbps stereo source's: every streaming copy, and the preview at 128 kbps. */
export const stereoRenditions: Renditions = {
  bitrates: STREAM_BITRATES,
  channels: 2,
  previewKbps: PREVIEW_BITRATE,
};

/**
 * The renditions the app makes of a source of `seconds`, by one ffmpeg command as one would type
 * it: each streaming copy, and the preview cut from the same decode.
 */
export function bareFfmpegArgs(
  source: string,
  outDir: string,
  seconds: number = sourceSeconds,
  renditions: Renditions = stereoRenditions,
): string[] {
  const { startMs, lengthMs } = previewWindow(seconds * 1000);
  const mp3 = (kbps: number) => [
    '-map',
    '0:a:0',
    '-vn',
    '-ar',
    '44100',
    '-ac',
    String(renditions.channels),
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${kbps}k`,
  ];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    source,
    ...renditions.bitrates.flatMap((kbps) => [...mp3(kbps), join(outDir, `${kbps}.mp3`)]),
    ...mp3(renditions.previewKbps),
    '-af',
    `atrim=start=${startMs / 1000}:duration=${lengthMs / 1000},asetpts=PTS-STARTPTS,afade=t=in:d=1,afade=t=out:st=${PREVIEW_SECONDS - 2}:d=2`,
    join(outDir, 'preview.mp3'),
  ];
}

interface MyTrackPage {
  tracks: { id: string; processing: { stage: string; error: string | null } }[];
}

/**
 * Waits until the artist's upload `id` is processed (polling their own tracks every `everyMs`);
 * throws if its processing failed.
 */
export async function waitForProcessing(
  app: RunningApp,
  cookie: string,
  id: string,
  everyMs = 50,
): Promise<void> {
  for (;;) {
    // The newest first: the upload is at the top of the artist's own tracks.
    const { tracks } = await getJson<MyTrackPage>(`${app.url}/api/me/tracks?limit=5`, { cookie });
    const track = tracks.find((t) => t.id === id);
    if (!track) throw new Error(`the upload ${id} is not among the artist's tracks`);
    if (track.processing.stage === 'completed') return;
    if (track.processing.stage === 'failed') {
      throw new Error(`processing failed: ${track.processing.error ?? 'no reason given'}`);
    }
    await sleep(everyMs);
  }
}

async function processedInMs(app: RunningApp, cookie: string, source: string, title: string) {
  const began = performance.now();
  const id = await uploadTrack(app, cookie, source, title);
  await waitForProcessing(app, cookie, id);
  return { id, ms: performance.now() - began };
}

export async function measureProcessing(opts: {
  app: RunningApp;
  artistCookie: string;
  workDir: string;
  rounds: number;
}): Promise<{ figure: BenchFigure; trackIds: string[]; source: string }> {
  const source = join(opts.workDir, 'source-5min.mp3');
  await makeSourceFile(source);
  const outDir = join(opts.workDir, 'bare-ffmpeg');
  const app: number[] = [];
  const bare: number[] = [];
  const trackIds: string[] = [];
  // One unmeasured round of each first: the first upload into a fresh app ran 10–20% slower than
  // the next ones (code not yet compiled, connections not yet open), against bare ffmpeg reading a
  // file it had just written.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  await run('ffmpeg', bareFfmpegArgs(source, outDir));
  trackIds.push(
    (await processedInMs(opts.app, opts.artistCookie, source, 'Bench upload (warm-up)')).id,
  );
  for (let i = 0; i < opts.rounds; i++) {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    bare.push((await run('ffmpeg', bareFfmpegArgs(source, outDir))).ms);
    const processed = await processedInMs(
      opts.app,
      opts.artistCookie,
      source,
      `Bench upload ${i + 1}`,
    );
    app.push(processed.ms);
    trackIds.push(processed.id);
  }
  // Lower is better: each round's app time over bare ffmpeg's in the same round.
  const ratios = perRoundRatios(app, bare);
  return {
    source,
    trackIds,
    figure: {
      metric: 'processing: 5-minute upload end to end',
      value: round(median(app) / 1000),
      unit: 's',
      reference: round(median(bare) / 1000),
      ...ratioFields(ratios),
      goal: 'ratio <= 1.2 (bare ffmpeg, same renditions)',
      ...judge({ checks: [{ name: 'ratio', values: ratios, atMost: 1.2 }] }),
    },
  };
}
