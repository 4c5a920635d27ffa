// The duplicate check of real uploads: processing fingerprints what it decodes with fpcalc and
// compares it with the catalogue. The same recording sent again by another artist, re-encoded,
// is flagged for its reviewer; other audio is not; an artist's own tracks only when rejected; and
// without a working fpcalc the upload is processed, unchecked.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { DuplicateCheck } from '@sada/contracts/duplicates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackDuplicateMatches, trackFingerprints, tracks } from '../../db/schema';
import { resolveFfmpegBinaries, runFfmpeg } from '../../platform/ffmpeg';
import { createDemoAudioFactory, type DemoAudioFactory } from '../../seed/demo-media';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { audioPart, createUploader, postUpload, settled, waitForTrack } from '../../test/uploads';
import { DUPLICATE_SIMILARITY } from './similarity';

/** Demo textures (seed/media-textures.ts): two daf rhythms and the desert wind. */
const DAF_MAQSUM = 7;
const DAF_SAIDI = 8;
const DESERT_WIND = 2;

let t: TestApp;
let dir: string;
let demoAudio: DemoAudioFactory;
let admin: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-duplicates-'));
  t = await createTestApp({ JOBS_IN_PROCESS: 'true' });
  const { ffmpeg } = await resolveFfmpegBinaries();
  demoAudio = createDemoAudioFactory({
    ffmpeg,
    workDir: join(dir, 'work'),
    cacheDir: join(t.config.cacheDir, 'demo-audio'),
  });
  admin = await createUser(t, { role: 'admin' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

/** 40 s of a demo texture as a 128 kbps MP3, as the seed makes its tracks. */
async function demoTrack(variant: number, name: string): Promise<string> {
  const file = join(dir, `${name}.mp3`);
  await demoAudio.makeTrack(variant, 40, file, { seed: name });
  return file;
}

/** The same audio re-encoded, as another artist might send it: AAC at 96 kbps. */
async function reencoded(file: string): Promise<string> {
  const { ffmpeg } = await resolveFfmpegBinaries();
  const out = file.replace(/\.mp3$/, '-copy.m4a');
  await runFfmpeg(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-i', `file:${file}`],
      ...['-c:a', 'aac', '-b:a', '96k', '-y', `file:${out}`],
    ],
    { timeoutMs: 60_000 },
  );
  return out;
}

/** Uploads `file` as `uploader` and waits for processing to end. */
async function upload(
  app: TestApp,
  uploader: Awaited<ReturnType<typeof createUploader>>,
  file: string,
  title: string,
) {
  const m4a = file.endsWith('.m4a');
  const response = await postUpload(app, uploader.user, {
    title,
    audio: audioPart(
      await readFile(file),
      m4a ? 'track.m4a' : 'track.mp3',
      m4a ? 'audio/mp4' : 'audio/mpeg',
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ track: { id: string } }>().track;
  return waitForTrack(app, id, settled, 60_000);
}

/** What the reviewer is told of the track's duplicates. */
async function reviewerSees(app: TestApp, trackId: string): Promise<DuplicateCheck> {
  const reviewer = app === t ? admin : await createUser(app, { role: 'admin' });
  const response = await call(app, 'GET', `/api/moderation/tracks/${trackId}`, { as: reviewer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ duplicateCheck: DuplicateCheck }>().duplicateCheck;
}

describe('the duplicate check of an upload', () => {
  it('flags the same recording uploaded again by another artist, re-encoded', async () => {
    const [first, second] = await Promise.all([createUploader(t), createUploader(t)]);
    const original = await demoTrack(DAF_MAQSUM, 'maqsum');
    const originalTrack = await upload(t, first, original, 'Maqsum at dusk');
    expect(originalTrack.status).toBe('qc');
    expect(originalTrack.fingerprintChecked).toBe(true);
    const [stored] = await t.database.db
      .select()
      .from(trackFingerprints)
      .where(eq(trackFingerprints.trackId, originalTrack.id));
    // About eight values a second of the 40 s.
    expect(stored?.fingerprint.length).toBeGreaterThan(280);
    expect(stored?.keys.length).toBeGreaterThan(0);

    const copy = await upload(t, second, await reencoded(original), 'My maqsum');
    expect(copy.status).toBe('qc');
    expect(copy.fingerprintChecked).toBe(true);
    const seen = await reviewerSees(t, copy.id);
    expect(seen.checked).toBe(true);
    const match = seen.matches.find((m) => m.track.id === originalTrack.id);
    expect(match?.track).toEqual({
      id: originalTrack.id,
      title: 'Maqsum at dusk',
      artistName: first.artist.name,
      status: 'qc',
    });
    expect(match?.similarity).toBeGreaterThan(0.9);
    // The original was there first: it is not flagged against the copy.
    expect((await reviewerSees(t, originalTrack.id)).matches).toEqual([]);
  });

  it('does not flag different audio', async () => {
    const uploader = await createUploader(t);
    const wind = await upload(t, uploader, await demoTrack(DESERT_WIND, 'wind'), 'Desert wind');
    expect(wind.fingerprintChecked).toBe(true);
    expect(await reviewerSees(t, wind.id)).toEqual({ checked: true, matches: [] });
  });

  it("leaves the artist's own tracks alone, unless one was rejected", async () => {
    const uploader = await createUploader(t);
    const saidi = await demoTrack(DAF_SAIDI, 'saidi');
    const first = await upload(t, uploader, saidi, 'Saidi');
    const again = await upload(t, uploader, saidi, 'Saidi, once more');
    expect(again.fingerprintChecked).toBe(true);
    expect((await reviewerSees(t, again.id)).matches).toEqual([]);

    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, first.id));
    const resent = await upload(t, uploader, await reencoded(saidi), 'Saidi, after the refusal');
    const matches = await t.database.db
      .select()
      .from(trackDuplicateMatches)
      .where(eq(trackDuplicateMatches.trackId, resent.id));
    expect(matches.map((m) => m.matchedTrackId)).toEqual([first.id]);
    expect(matches[0]?.similarity).toBeGreaterThan(DUPLICATE_SIMILARITY);
    const seen = await reviewerSees(t, resent.id);
    expect(seen.matches.map((m) => m.track.status)).toEqual(['rejected']);
  });
});

describe('without a working fpcalc', () => {
  it.each([
    ['missing', () => join(dir, 'no-such-fpcalc')],
    ['failing', () => '/bin/false'],
  ])('processes the upload (fpcalc %s), its reviewer told it was not checked', async (_, path) => {
    const app = await createTestApp({ JOBS_IN_PROCESS: 'true', FPCALC_PATH: path() });
    try {
      const uploader = await createUploader(app);
      const track = await upload(app, uploader, await demoTrack(DAF_MAQSUM, 'unchecked'), 'Daf');
      expect(track.status).toBe('qc');
      expect(track.processingStage).toBe('completed');
      expect(track.waveformPeaks).toHaveLength(256);
      expect(track.fingerprintChecked).toBe(false);
      const stored = await app.database.db
        .select()
        .from(trackFingerprints)
        .where(eq(trackFingerprints.trackId, track.id));
      expect(stored).toEqual([]);
      expect(await reviewerSees(app, track.id)).toEqual({ checked: false, matches: [] });
    } finally {
      await app.close();
    }
  });
});
