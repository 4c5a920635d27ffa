// Uploads of real (ffmpeg-made) files in every accepted format, processed by the in-process
// worker: exact durations, playable renditions, a preview, peaks and loudness; and a file that
// cannot be processed fails cleanly.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TrackProcessingEvent } from '@sada/contracts/events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists, trackRenditions, tracks } from '../../db/schema';
import { probeAudio, resolveFfmpegBinaries, runFfmpeg } from '../../platform/ffmpeg';
import { createTestApp, type TestApp } from '../../test/app';
import { fixtureFormats, makeAudio, makeImage } from '../../test/audio';
import { createTrack } from '../../test/catalog';
import { audioPart, createUploader, postUpload, settled, waitForTrack } from '../../test/uploads';
import { analyseAudio, streamBitrates } from './media';
import { createAudioProcessor } from './processor';

const SECONDS = 3;
const mimeTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  tagged: 'audio/mpeg',
  chaptered: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
};

let t: TestApp;
let dir: string;
let uploader: Awaited<ReturnType<typeof createUploader>>;
const files: Record<string, Buffer> = {};
const uploaded = new Map<string, string>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-processing-'));
  const [app] = await Promise.all([
    createTestApp({ JOBS_IN_PROCESS: 'true', JOBS_CONCURRENCY: '2' }),
    ...fixtureFormats.map(async (format) => {
      files[format] = await readFile(await makeAudio(dir, format, SECONDS));
    }),
  ]);
  t = app;
  uploader = await createUploader(t);
  // A stale figure, which processing recounts.
  await t.database.db
    .update(artists)
    .set({ monthlyListeners: 99 })
    .where(eq(artists.id, uploader.artist.id));
  // All at once: the worker takes two at a time, as it would on a busy server.
  const ids = await Promise.all(fixtureFormats.map((format) => upload(format)));
  fixtureFormats.forEach((format, i) => uploaded.set(format, ids[i] ?? ''));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

async function upload(format: string, extra: Record<string, ReturnType<typeof audioPart>> = {}) {
  const data = files[format];
  if (!data) throw new Error(`no ${format} fixture`);
  const response = await postUpload(t, uploader.user, {
    title: `Processing ${format}`,
    audio: audioPart(data, `track.${format}`, mimeTypes[format]),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ track: { id: string } }>().track.id;
}

describe('processing an upload', () => {
  it.each(fixtureFormats)('turns a %s upload into a track ready for review', async (format) => {
    const trackId = uploaded.get(format) ?? '';
    const track = await waitForTrack(t, trackId, settled);

    expect(track.processingStage).toBe('completed');
    expect(track.processingProgress).toBe(100);
    expect(track.status).toBe('qc');
    expect(track.requiresReview).toBe(true);
    expect(track.processingError).toBeNull();
    expect(track.audioFormat).toBe(format);
    expect(Math.abs((track.durationMs ?? 0) - SECONDS * 1000)).toBeLessThanOrEqual(100);
    // A quiet tone over quieter noise (mixed, its samples peak at 0.051–0.055 of full scale, the
    // noise moving the exact figure from run to run): well below 0 LUFS, well above silence.
    expect(track.loudnessLufs).toBeGreaterThan(-40);
    expect(track.loudnessLufs).toBeLessThan(-3);
    expect(track.truePeakDb).toBeLessThan(0);
    expect(track.waveformPeaks).toHaveLength(256);
    expect(Math.max(...(track.waveformPeaks ?? []))).toBeGreaterThan(0.03);

    const renditions = await t.database.db
      .select()
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, trackId));
    const kinds = renditions.map((r) => `${r.kind}:${r.bitrateKbps ?? ''}`).sort();
    // Never a copy above the source: the 128 kbps MP3 gets one at 128, the 96 kbps M4A one at 96.
    const source = renditions.find((r) => r.kind === 'original')?.bitrateKbps ?? null;
    const ladder = streamBitrates(source);
    expect(Math.max(...ladder)).toBeLessThanOrEqual(Math.max(96, (source ?? 320) * 1.05));
    expect(kinds).toEqual(
      [
        `original:${source}`,
        `preview:${Math.min(128, Math.max(...ladder))}`,
        ...ladder.map((kbps) => `stream:${kbps}`),
      ].sort(),
    );

    const { ffprobe } = await resolveFfmpegBinaries();
    for (const rendition of renditions) {
      const stored = await t.storage.stat(rendition.storageKey);
      expect(stored?.size).toBe(rendition.sizeBytes);
      expect(rendition.storageKey.startsWith(`audio-tracks/${uploader.user.id}/${trackId}/`)).toBe(
        true,
      );
      if (rendition.kind === 'original') continue;
      const copy = join(dir, `${trackId}-${rendition.kind}-${rendition.bitrateKbps}.mp3`);
      await writeFile(copy, await streamToBuffer(t.storage.read(rendition.storageKey)));
      const probe = await probeAudio(ffprobe, copy);
      expect(probe.codec).toBe('mp3');
      expect(Math.abs(probe.durationMs - SECONDS * 1000)).toBeLessThanOrEqual(100);
      if (rendition.kind === 'stream') {
        expect(Math.abs((probe.bitRate ?? 0) / 1000 - (rendition.bitrateKbps ?? 0))).toBeLessThan(
          (rendition.bitrateKbps ?? 0) * 0.1,
        );
      }
    }
  });

  it('stores an uploaded cover as a re-encoded JPEG', async () => {
    const png = await makeImage('png', 96);
    const trackId = await upload('mp3', {
      cover: { filename: 'cover.png', contentType: 'image/png', data: png },
    });
    const track = await waitForTrack(t, trackId, settled);
    expect(track.coverUrl).toMatch(
      new RegExp(`^/api/media/track-covers/${uploader.user.id}/${trackId}/\\d+\\.jpg$`),
    );
    const cover = await t.app.inject({ method: 'GET', url: track.coverUrl ?? '' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    expect(cover.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('takes the cover and tags from inside the file when no cover is uploaded', async () => {
    const { ffmpeg } = await resolveFfmpegBinaries();
    const picture = join(dir, 'art.png');
    await writeFile(picture, await makeImage('png', 80));
    const tagged = join(dir, 'tagged.mp3');
    await runFfmpeg(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        join(dir, `fixture-mp3-${SECONDS}.mp3`),
        '-i',
        picture,
        '-map',
        '0:a',
        '-map',
        '1:v',
        '-c',
        'copy',
        '-id3v2_version',
        '3',
        '-metadata',
        'title=Tagged Title',
        '-metadata',
        'artist=Tagged Artist',
        '-metadata',
        'date=2024',
        '-disposition:v',
        'attached_pic',
        '-y',
        tagged,
      ],
      { timeoutMs: 20_000 },
    );
    files.tagged = await readFile(tagged);
    const trackId = await upload('tagged');
    const track = await waitForTrack(t, trackId, settled);
    expect(track.processingStage).toBe('completed');
    expect(track.coverUrl).toMatch(/^\/api\/media\/track-covers\/.+\.jpg$/);
    const [original] = await t.database.db
      .select({ tags: trackRenditions.tags, channels: trackRenditions.channels })
      .from(trackRenditions)
      .where(eq(trackRenditions.storageKey, track.audioFilePath ?? ''));
    expect(original?.tags).toMatchObject({
      title: 'Tagged Title',
      artist: 'Tagged Artist',
      year: 2024,
    });
    expect(original?.channels).toBe(2);
  });

  it("takes the file's own chapter marks (ID3 CHAP frames) when the artist entered none", async () => {
    const { ffmpeg } = await resolveFfmpegBinaries();
    const marks = join(dir, 'chapters.txt');
    await writeFile(
      marks,
      [
        ';FFMETADATA1',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=0',
        'END=1500',
        'title=Opening',
        '[CHAPTER]',
        'TIMEBASE=1/1000',
        'START=1500',
        'END=3000',
        'title=Questions',
        '',
      ].join('\n'),
    );
    const chaptered = join(dir, 'chaptered.mp3');
    await runFfmpeg(
      ffmpeg,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        join(dir, `fixture-mp3-${SECONDS}.mp3`),
        '-i',
        marks,
        '-map',
        '0:a',
        '-map_chapters',
        '1',
        '-c',
        'copy',
        '-id3v2_version',
        '3',
        '-y',
        chaptered,
      ],
      { timeoutMs: 20_000 },
    );
    files.chaptered = await readFile(chaptered);
    const trackId = await upload('chaptered');
    const track = await waitForTrack(t, trackId, settled);
    expect(track.processingStage).toBe('completed');
    expect(track.chapters).toEqual([
      { title: 'Opening', startMs: 0 },
      { title: 'Questions', startMs: 1500 },
    ]);
  });

  it('refreshes the monthly listeners of the artist once processed', async () => {
    await Promise.all([...uploaded.values()].map((id) => waitForTrack(t, id, settled)));
    const [artist] = await t.database.db
      .select({ monthlyListeners: artists.monthlyListeners })
      .from(artists)
      .where(eq(artists.id, uploader.artist.id));
    expect(artist?.monthlyListeners).toBe(0);
  });

  it("tells the uploader's open pages each stage as it happens", async () => {
    const seen: TrackProcessingEvent[] = [];
    const stop = await t.events.subscribe(uploader.user.id, (event) => {
      if (event.type === 'track.processing') seen.push(event);
    });
    try {
      const trackId = await upload('ogg');
      await waitForTrack(t, trackId, settled);
      await until(() => seen.some((e) => e.trackId === trackId && e.progress === 100));
      const steps = seen
        .filter((e) => e.trackId === trackId)
        .map((e) => `${e.stage} ${e.progress} ${e.status}`);
      expect(steps.slice(0, 2)).toEqual([
        'processing 10 processing',
        'generating_preview 70 processing',
      ]);
      expect(steps.at(-1)).toBe('completed 100 qc');
      // Between them, how far the decodes have got: forward only, short of the end.
      const decoding = steps.slice(2, -1).map((step) => {
        const [stage, progress] = step.split(' ');
        expect(stage).toBe('generating_preview');
        return Number(progress);
      });
      expect(decoding).toEqual([...decoding].sort((a, b) => a - b));
      for (const progress of decoding) expect(progress).toBeGreaterThan(70);
      for (const progress of decoding) expect(progress).toBeLessThanOrEqual(95);
    } finally {
      stop();
    }
  });

  it('fails a file that cannot be decoded, with the spec message, and keeps no copies', async () => {
    const track = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
      durationMs: null,
    });
    const audioKey = `audio-tracks/${uploader.user.id}/${track.id}/1.mp3`;
    await t.storage.put(audioKey, randomBytes(64 * 1024));
    await t.database.db
      .update(tracks)
      .set({ audioFilePath: audioKey })
      .where(eq(tracks.id, track.id));

    await t.jobs.sendAudioProcessing({ trackId: track.id, audioKey });
    const failed = await waitForTrack(t, track.id, settled);

    expect(failed.processingStage).toBe('failed');
    expect(failed.status).toBe('failed');
    expect(failed.processingError).toBe('Failed to process audio file');
    expect(failed.requiresReview).toBe(false);
    const renditions = await t.database.db
      .select({ kind: trackRenditions.kind })
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, track.id));
    expect(renditions).toEqual([]);
    expect(await t.storage.stat(audioKey)).not.toBeNull();
  });
});

describe('the streaming copies of an upload', () => {
  it('are never above its bitrate: a 192 kbps MP3 gets 192 and 128, no 320', async () => {
    files['at-192'] = await readFile(await toneMp3('at-192', { seconds: SECONDS, kbps: 192 }));
    mimeTypes['at-192'] = 'audio/mpeg';
    const trackId = await upload('at-192');
    expect((await waitForTrack(t, trackId, settled)).processingStage).toBe('completed');
    const renditions = await t.database.db
      .select({ kind: trackRenditions.kind, bitrateKbps: trackRenditions.bitrateKbps })
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, trackId));
    expect(
      renditions
        .filter((r) => r.kind === 'stream')
        .map((r) => r.bitrateKbps)
        .sort(),
    ).toEqual([128, 192]);
  });
});

describe('the preview of an upload', () => {
  // A tone growing louder over the file: where the preview was cut from can be read off its
  // loudness, against the waveform of the whole file measured the same way.
  const SWELL_SECONDS = 160;
  let swellPeaks: number[] = [];
  const swellAt = (second: number) =>
    swellPeaks[Math.round((second / SWELL_SECONDS) * swellPeaks.length)] ?? Number.NaN;

  async function swell(name: string): Promise<Buffer> {
    const { ffmpeg } = await resolveFfmpegBinaries();
    const file = await toneMp3(name, {
      seconds: SWELL_SECONDS,
      kbps: 128,
      filter: `volume=eval=frame:volume=t/${SWELL_SECONDS}`,
    });
    swellPeaks = (await analyseAudio(ffmpeg, file, SWELL_SECONDS * 1000, 600_000)).peaks;
    return readFile(file);
  }

  /** The loudness in the middle of the stored preview of `trackId`, and its length. */
  async function previewOf(trackId: string) {
    const [preview] = await t.database.db
      .select()
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, trackId))
      .then((rows) => rows.filter((r) => r.kind === 'preview'));
    if (!preview) throw new Error('no preview stored');
    const copy = join(dir, `${trackId}-preview.mp3`);
    await writeFile(copy, await streamToBuffer(t.storage.read(preview.storageKey)));
    const { ffmpeg } = await resolveFfmpegBinaries();
    const analysis = await analyseAudio(ffmpeg, copy, 30_000, 60_000);
    return { durationMs: analysis.durationMs, middle: analysis.peaks[128] ?? 0 };
  }

  async function uploadSwell(data: Buffer, title: string) {
    const response = await postUpload(t, uploader.user, {
      title,
      audio: audioPart(data, 'swell.mp3', 'audio/mpeg'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const trackId = response.json<{ track: { id: string } }>().track.id;
    const track = await waitForTrack(t, trackId, settled, 60_000);
    expect(track.processingStage, track.processingError ?? '').toBe('completed');
    return track;
  }

  it('is the 30 seconds from 30% of the way in', async () => {
    const track = await uploadSwell(await swell('swell'), 'Swell');
    const preview = await previewOf(track.id);
    expect(Math.abs(preview.durationMs - 30_000)).toBeLessThanOrEqual(100);
    // The window is 48–78 s: its middle, 63 s, not the middle of a window elsewhere.
    expect(Math.abs(preview.middle - swellAt(63))).toBeLessThan(0.004);
  });

  it('is cut from the audio as decoded when the header gives another length', async () => {
    const data = await swell('swell-lying');
    // LAME's Info frame counts the frames: say 100 s where the file holds 160.
    const info = data.subarray(0, 4096).indexOf('Info');
    expect(info).toBeGreaterThan(0);
    expect(data.readUInt32BE(info + 4) & 1).toBe(1);
    data.writeUInt32BE(Math.round((100 * 44_100) / 1152), info + 8);
    const track = await uploadSwell(data, 'Swell, header saying 100 s');
    expect(Math.abs((track.durationMs ?? 0) - SWELL_SECONDS * 1000)).toBeLessThanOrEqual(100);
    const preview = await previewOf(track.id);
    expect(Math.abs(preview.durationMs - 30_000)).toBeLessThanOrEqual(100);
    // From 30% of 160 s (48–78 s), not of the 100 s the header claims (30–60 s, middle 45 s).
    expect(Math.abs(preview.middle - swellAt(63))).toBeLessThan(0.004);
  });
});

describe('a job for audio that was replaced or deleted', () => {
  it('changes nothing', async () => {
    const track = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
      audioFilePath: `audio-tracks/${uploader.user.id}/x/2.mp3`,
    });
    const { run } = createAudioProcessor({
      db: t.database.db,
      storage: t.storage,
      events: t.events,
      binaries: () => resolveFfmpegBinaries(),
      tmpDir: dir,
    });
    const stale = { trackId: track.id, audioKey: `audio-tracks/${uploader.user.id}/x/1.mp3` };
    expect(await run(stale, { lastAttempt: true })).toBe('stale');
    const gone = { trackId: randomUUID(), audioKey: stale.audioKey };
    expect(await run(gone, { lastAttempt: true })).toBe('stale');
    const [after] = await t.database.db.select().from(tracks).where(eq(tracks.id, track.id));
    expect(after?.processingStage).toBe('uploading');
    expect(after?.status).toBe('processing');
  });
});

/** A stereo MP3 of a 440 Hz tone (through `filter`, if any), with no ID3 tag, in `dir`. */
async function toneMp3(name: string, opts: { seconds: number; kbps: number; filter?: string }) {
  const { ffmpeg } = await resolveFfmpegBinaries();
  const file = join(dir, `${name}.mp3`);
  const input = `sine=frequency=440:sample_rate=44100:duration=${opts.seconds}`;
  await runFfmpeg(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', input],
      ...(opts.filter ? ['-af', opts.filter] : []),
      ...['-ac', '2', '-c:a', 'libmp3lame', '-b:a', `${opts.kbps}k`, '-id3v2_version', '0'],
      ...['-y', `file:${file}`],
    ],
    { timeoutMs: 60_000 },
  );
  return file;
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
