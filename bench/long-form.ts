// Long-form listening: a 3-hour spoken-word upload sent through the resumable (tus) route and
// processed, against bare ffmpeg making the same renditions, with the app's memory read
// throughout; and listeners saving their place in long tracks every 5 s, at a fixed rate,
// against the bare route sent the same requests. Both alternately in the same run.
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

import * as tus from 'tus-js-client';

import { LONG_TRACK_MS, POSITION_SAVE_INTERVAL_MS } from '@sada/contracts/positions';

import { previewBitrate, streamBitrates } from '../apps/server/src/features/processing/media';
import { benchOrigin, type RunningApp } from './lib/app';
import { judge } from './lib/judge';
import { listeningPid } from './lib/machine';
import { megabytes, residentGrowth, sampleResident } from './lib/memory';
import {
  httpSender,
  latencySummary,
  mergeOpenLoop,
  openLoop,
  type OpenLoopResult,
} from './lib/open-loop';
import type { BenchPostgres } from './lib/postgres';
import { run } from './lib/processes';
import { median, perRoundRatios, ratioFields, round, type BenchFigure } from './lib/result';
import { positionSave, saveRate, type LongTrack } from './lib/resume';
import { bareFfmpegArgs, waitForProcessing, type Renditions } from './processing';

/** A lecture's MP3: mono, 64 kbps. */
export const LONG_FORM_KBPS = 64;
/** The goals. */
const RATIO_GOAL = 1.3;
const GROWTH_GOAL_MB = 150;
const POSITION_P99_GOAL_MS = 20;
/** The resumable (tus) route (RESUMABLE_UPLOAD_PATH of the server's uploads/resumable.ts). */
const RESUMABLE_UPLOAD_PATH = '/api/uploads/resumable';
/** Parts of a resumable upload, as a browser would send a long file. */
const TUS_CHUNK_BYTES = 8 * 1024 * 1024;

/** "3-hour", "0.5-hour". */
export const hoursLabel = (hours: number) => `${hours}-hour`;

/**
 * Generated audio shaped like a talk (not a recording): pink noise band-passed to a voice's
 * range with formant-like peaks, its level following syllables (about 4 a second) and pauses (a
 * half-second breath every 3.7 s, 2.4 s between phrases every 11.3 s), as a mono MP3 at
 * LONG_FORM_KBPS. About -20 LUFS. The same seconds give the same file.
 */
export async function makeSpokenWordFile(file: string, seconds: number): Promise<void> {
  const partial = `${file}.partial.mp3`;
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=pink:sample_rate=44100:amplitude=0.5:seed=1:duration=${seconds}`,
    '-af',
    [
      'highpass=f=100',
      'lowpass=f=4000',
      'equalizer=f=500:t=q:w=1.2:g=9',
      'equalizer=f=1500:t=q:w=1.5:g=6',
      'tremolo=f=4.3:d=0.9',
      'tremolo=f=1.1:d=0.5',
      "volume='if(lt(mod(t,11.3),8.9)*lt(mod(t,3.7),3.2),1,0.03)':eval=frame",
      'volume=6dB',
      'aformat=channel_layouts=mono',
    ].join(','),
    '-ar',
    '44100',
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    `${LONG_FORM_KBPS}k`,
    '-metadata',
    'title=Generated spoken-word-like audio (Sada benchmark)',
    partial,
  ]);
  // Only a finished file takes the name: a run stopped halfway does not leave one to be reused.
  await rename(partial, file);
}

/** The generated source of `seconds`, made once and kept in `dir` for the next rounds. */
async function spokenWordSource(dir: string, seconds: number, log: (line: string) => void) {
  const file = join(dir, `generated-spoken-word-${seconds}s-${LONG_FORM_KBPS}k-mono.mp3`);
  if (!existsSync(file)) {
    const began = performance.now();
    await makeSpokenWordFile(file, seconds);
    log(`generated ${basename(file)} in ${((performance.now() - began) / 1000).toFixed(0)} s`);
  }
  return file;
}

/**
 * Sends `file` through the resumable route as the signed-in artist (tus-js-client, parts of
 * TUS_CHUNK_BYTES); resolves to the new track's id once the last part is answered.
 */
export function uploadResumable(
  app: { url: string },
  cookie: string,
  file: string,
  title: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let trackId: string | null = null;
    const upload = new tus.Upload(createReadStream(file), {
      endpoint: `${app.url}${RESUMABLE_UPLOAD_PATH}`,
      headers: { cookie, origin: benchOrigin },
      metadata: {
        title,
        language: 'english',
        contentType: 'lecture',
        instrumentation: 'spoken_word',
        filename: basename(file),
        filetype: 'audio/mpeg',
      },
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: [],
      onAfterResponse: (_request, response) => {
        trackId = response.getHeader('Sada-Track-Id') ?? trackId;
      },
      onSuccess: () =>
        trackId ? resolve(trackId) : reject(new Error('the upload ended without a track id')),
      onError: (error) => reject(error),
    });
    upload.start();
  });
}

/**
 * A long spoken-word upload end to end (tus upload, processing, stored) against bare ffmpeg
 * making the same renditions from the shell, and the app's memory meanwhile: two figures.
 */
export async function measureLongUpload(opts: {
  app: RunningApp;
  artistCookie: string;
  workDir: string;
  rounds: number;
  hours: number;
  log: (line: string) => void;
}): Promise<BenchFigure[]> {
  const { app, artistCookie: cookie, log } = opts;
  const seconds = Math.round(opts.hours * 3600);
  const warmSeconds = 120;
  const warm = await spokenWordSource(opts.workDir, warmSeconds, log);
  // What the app makes of a mono source at this rate (processor.ts): the copies no better than
  // the source, the preview no better than the best copy.
  const bitrates = streamBitrates(LONG_FORM_KBPS);
  const renditions: Renditions = {
    bitrates,
    channels: 1,
    previewKbps: previewBitrate(bitrates[0] ?? LONG_FORM_KBPS),
  };
  const outDir = join(opts.workDir, 'bare-ffmpeg-long-form');
  const bare = async (file: string, length: number) => {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    return (await run('ffmpeg', bareFfmpegArgs(file, outDir, length, renditions))).ms;
  };
  const pid = await listeningPid(app.port);
  if (!pid) throw new Error(`nothing listens on ${app.port}`);

  // One short upload of each first, unmeasured: the resumable route's code and the processing's
  // first run in a fresh app, against bare ffmpeg reading a file it had just written.
  await bare(warm, warmSeconds);
  await waitForProcessing(
    app,
    cookie,
    await uploadResumable(app, cookie, warm, 'Bench long-form upload (warm-up)'),
  );
  const source = await spokenWordSource(opts.workDir, seconds, log);

  const label = hoursLabel(opts.hours);
  const appMs: number[] = [];
  const bareMs: number[] = [];
  const uploadMs: number[] = [];
  const growth: number[] = [];
  const receiving: number[] = [];
  const peaks: number[] = [];
  const befores: number[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    bareMs.push(await bare(source, seconds));
    const sampler = await sampleResident(pid, 250);
    const began = performance.now();
    let readings;
    try {
      const id = await uploadResumable(app, cookie, source, `Bench long-form upload ${i + 1}`);
      uploadMs.push(performance.now() - began);
      receiving.push(megabytes(residentGrowth(sampler.sofar())));
      await waitForProcessing(app, cookie, id, 250);
      appMs.push(performance.now() - began);
    } finally {
      readings = await sampler.stop();
    }
    growth.push(megabytes(residentGrowth(readings)));
    peaks.push(megabytes(Math.max(readings.before, ...readings.samples)));
    befores.push(megabytes(readings.before));
    const s = (ms: number[]) => ((ms.at(-1) ?? 0) / 1000).toFixed(1);
    log(
      `${label} upload, round ${i + 1}: app ${s(appMs)} s (the upload ${s(uploadMs)} s), bare ffmpeg ${s(bareMs)} s, memory +${(growth.at(-1) ?? 0).toFixed(1)} MB`,
    );
  }
  await rm(outDir, { recursive: true, force: true });
  const ratios = perRoundRatios(appMs, bareMs);
  const list = (mbs: readonly number[]) => mbs.map((mb) => round(mb, 1)).join(', ');
  const copies = `${renditions.bitrates.join(' and ')} kbps mono and a ${renditions.previewKbps} kbps preview`;
  return [
    {
      metric: `long-form: ${label} spoken-word upload (${LONG_FORM_KBPS} kbps mono, resumable) end to end`,
      value: round(median(appMs) / 1000),
      unit: 's',
      reference: round(median(bareMs) / 1000),
      ...ratioFields(ratios),
      goal: `ratio <= ${RATIO_GOAL} (bare ffmpeg, same renditions)`,
      ...judge({ checks: [{ name: 'ratio', values: ratios, atMost: RATIO_GOAL }] }),
      note: `renditions ${copies}; the upload itself ${round(median(uploadMs) / 1000)} s (median), in parts of ${TUS_CHUNK_BYTES / 1024 / 1024} MiB`,
    },
    {
      metric: `long-form: the app's memory growth while a ${label} upload is received and processed`,
      value: round(median(growth), 1),
      unit: 'MB',
      reference: null,
      ratio: null,
      goal: `growth <= ${GROWTH_GOAL_MB} MB (VmRSS, highest over where it was before the upload)`,
      ...judge({ checks: [{ name: 'MB growth', values: growth, atMost: GROWTH_GOAL_MB }] }),
      note: `the server process's VmRSS every 250 ms, each round: before ${list(befores)} MB, highest ${list(peaks)} MB; growth by the end of the upload ${list(receiving)} MB`,
    },
  ];
}

/** Live tracks longer than LONG_TRACK_MS (those 'Continue listening' keeps), `count` at most. */
export async function longTracks(
  postgres: BenchPostgres,
  database: string,
  count: number,
): Promise<LongTrack[]> {
  const rows = await postgres.query<{ id: string; duration_ms: number }>(
    database,
    `SELECT id, duration_ms FROM tracks
      WHERE status = 'live' AND duration_ms > ${LONG_TRACK_MS}
      ORDER BY id LIMIT ${count}`,
  );
  if (rows.length === 0) throw new Error('the catalog has no live tracks over ten minutes');
  return rows.map((row) => ({ id: row.id, durationMs: Number(row.duration_ms) }));
}

/** Seconds each side's load runs before the other's: one turn of every listener. */
const SLICE_SECONDS = POSITION_SAVE_INTERVAL_MS / 1000;

/**
 * `listeners` saving their place in a long track each every POSITION_SAVE_INTERVAL_MS
 * (PUT /api/me/positions/:trackId at a fixed rate, open loop), against the bare route sent the
 * very same requests at the same rate, a turn of the listeners each in turn, `seconds` a round.
 */
export async function measurePositionSaves(opts: {
  appUrl: string;
  referenceUrl: string;
  listeners: readonly { cookie: string }[];
  tracks: readonly LongTrack[];
  rounds: number;
  seconds: number;
  database: string;
}): Promise<BenchFigure> {
  const { listeners, tracks } = opts;
  const rate = saveRate(listeners.length);
  const request = (n: number) => {
    const save = positionSave(n, listeners, tracks);
    return {
      method: 'PUT',
      path: `/api/me/positions/${save.trackId}`,
      headers: {
        cookie: save.cookie,
        origin: benchOrigin,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ positionMs: save.positionMs }),
    };
  };
  // One save checked first: a refusal says why.
  const first = request(0);
  const checked = await fetch(opts.appUrl + first.path, first);
  if (checked.status !== 200) {
    throw new Error(`a position save answered ${checked.status}: ${await checked.text()}`);
  }
  const app = httpSender(opts.appUrl);
  const reference = httpSender(new URL(opts.referenceUrl).origin);
  try {
    // The listeners' places carry on from slice to slice: the app sees each listener move on.
    let next = 1;
    const appSlice = async (seconds: number) => {
      const result = await openLoop({
        rate,
        seconds,
        first: next,
        send: (n) => app.send(request(n)),
      });
      next += result.requests;
      return result;
    };
    const referenceSlice = (seconds: number) =>
      openLoop({ rate, seconds, send: (n) => reference.send(request(n)) });
    // Every listener's first save (a new row) and their session read once, unmeasured.
    await referenceSlice(SLICE_SECONDS);
    await appSlice(SLICE_SECONDS);
    const slices = Math.max(1, Math.ceil(opts.seconds / SLICE_SECONDS));
    const appRounds: OpenLoopResult[] = [];
    const referenceRounds: OpenLoopResult[] = [];
    for (let i = 0; i < opts.rounds; i++) {
      const appParts: OpenLoopResult[] = [];
      const referenceParts: OpenLoopResult[] = [];
      for (let s = 0; s < slices; s++) {
        referenceParts.push(await referenceSlice(SLICE_SECONDS));
        appParts.push(await appSlice(SLICE_SECONDS));
      }
      appRounds.push(mergeOpenLoop(appParts));
      referenceRounds.push(mergeOpenLoop(referenceParts));
    }
    const summaries = appRounds.map((r) => latencySummary(r.latencies));
    const referenceSummaries = referenceRounds.map((r) => latencySummary(r.latencies));
    const p99s = summaries.map((s) => s.p99);
    const referenceP99s = referenceSummaries.map((s) => s.p99);
    const errors = appRounds.reduce((sum, r) => sum + r.errors, 0);
    const referenceErrors = referenceRounds.reduce((sum, r) => sum + r.errors, 0);
    const lags = latencySummary([...appRounds, ...referenceRounds].flatMap((r) => r.lags));
    const sent = median(appRounds.map((r) => r.requestsPerSecond));
    return {
      metric: `long-form (${opts.database}): ${listeners.length.toLocaleString('en')} listeners saving their place every ${SLICE_SECONDS} s (PUT /api/me/positions/:trackId, ${rate} a second, open loop)`,
      value: round(median(p99s)),
      unit: 'ms p99',
      reference: round(median(referenceP99s)),
      ...ratioFields(perRoundRatios(p99s, referenceP99s)),
      goal: `p99 <= ${POSITION_P99_GOAL_MS} ms, no errors`,
      ...judge({
        checks: [{ name: 'p99 ms', values: p99s, atMost: POSITION_P99_GOAL_MS }],
        errors,
      }),
      p50: round(median(summaries.map((s) => s.p50))),
      p99: round(median(p99s)),
      note: `${slices * SLICE_SECONDS} s a round of each side, ${SLICE_SECONDS} s at a time; bare route (same requests) p50 ${round(median(referenceSummaries.map((s) => s.p50)))} ms, p99 ${round(median(referenceP99s))} ms, ${referenceErrors} errors; ${round(sent, 1)} saves a second sent, the generator late by ${round(lags.p99)} ms at p99 (at most ${round(lags.max)} ms); slowest save ${round(Math.max(...summaries.map((s) => s.max)))} ms`,
    };
  } finally {
    app.close();
    reference.close();
  }
}
