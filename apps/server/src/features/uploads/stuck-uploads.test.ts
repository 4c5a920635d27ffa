// Uploads cut short by the end of their process, finished at the next start: the working folder
// an ended process left, with its note, goes through the start-up sweep to recoverStuckUploads.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { IDEMPOTENCY_KEY_HEADER, type MyTrack } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { audioJobExists, type JobQueue } from '../../platform/jobs';
import { sweepOrphanTmpDirs, writeTmpClaim, type SweptTmpDir } from '../../platform/tmp-dirs';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { createTrack } from '../../test/catalog';
import { audioPart, createUploader, postUpload } from '../../test/uploads';
import { recoverStuckUploads, STALE_UPLOAD_MS, UPLOAD_CLAIM_LABEL } from './stuck-uploads';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let uploader: Awaited<ReturnType<typeof createUploader>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-stuck-'));
  const [app, file] = await Promise.all([createTestApp(), makeAudio(dir, 'mp3', 1)]);
  t = app;
  mp3 = await readFile(file);
  uploader = await createUploader(t);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** The working folder an ended upload left, with its note; swept as a start would. */
async function endedUpload(claim: { trackId: string; keys: string[] }) {
  const folder = join(t.config.tmpDir, 'uploads', `${endedPid()}-${randomUUID()}`);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, 'audio'), mp3);
  await writeTmpClaim(folder, UPLOAD_CLAIM_LABEL, claim);
  const swept = await sweepOrphanTmpDirs(t.config.tmpDir, ['uploads']);
  // Kept, with its note, until the note was seen to.
  expect(existsSync(folder)).toBe(true);
  return swept;
}

const recover = (swept: Awaited<ReturnType<typeof endedUpload>>, jobs: JobQueue = t.jobs) =>
  recoverStuckUploads({ db: t.database.db, storage: t.storage, jobs }, swept);

const folderOf = (swept: SweptTmpDir[]) => swept[0]?.path ?? '';

async function row(trackId: string) {
  const [found] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
  return found;
}

const keysFor = (trackId: string) => [
  `audio-tracks/${uploader.user.id}/${trackId}/1.mp3`,
  `track-covers/${uploader.user.id}/${trackId}/1.jpg`,
];

describe('an upload cut short while its files were being stored', () => {
  it('fails its track clearly, and removes what it had stored, whole or half-written', async () => {
    const track = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
    });
    const [audioKey, coverKey] = keysFor(track.id) as [string, string];
    await t.storage.put(audioKey, mp3);
    const half = join(t.config.storageDir, `${coverKey}.${endedPid()}.${Date.now()}.partial`);
    await mkdir(join(half, '..'), { recursive: true });
    await writeFile(half, 'half');

    const result = await recover(
      await endedUpload({ trackId: track.id, keys: [audioKey, coverKey] }),
    );

    expect(result).toMatchObject({ failed: 1, resumed: 0 });
    expect(await row(track.id)).toMatchObject({
      status: 'failed',
      processingStage: 'failed',
      processingError: 'Upload failed — try again',
      requiresReview: false,
    });
    expect(await t.storage.stat(audioKey)).toBeNull();
    expect(existsSync(half)).toBe(false);
  });

  it('removes the files of an upload whose track was never made', async () => {
    const trackId = randomUUID();
    const [audioKey = ''] = keysFor(trackId);
    await t.storage.put(audioKey, mp3);
    const result = await recover(await endedUpload({ trackId, keys: [audioKey] }));
    expect(result).toMatchObject({ failed: 0, resumed: 0, removedFiles: 1 });
    expect(await t.storage.stat(audioKey)).toBeNull();
  });
});

describe('an upload cut short after its audio was attached', () => {
  it('queues the processing that never was, once, and keeps the files', async () => {
    const track = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
    });
    const [audioKey = ''] = keysFor(track.id);
    await t.storage.put(audioKey, mp3);
    await t.database.db
      .update(tracks)
      .set({ audioFilePath: audioKey })
      .where(eq(tracks.id, track.id));
    const job = { trackId: track.id, audioKey };
    await t.jobs.start();
    expect(await audioJobExists(t.database.db, job)).toBe(false);

    const swept = await endedUpload({ trackId: track.id, keys: [audioKey] });
    expect(await recover(swept)).toMatchObject({ failed: 0, resumed: 1, removedFiles: 0 });
    expect(existsSync(folderOf(swept))).toBe(false);
    expect(await audioJobExists(t.database.db, job)).toBe(true);
    expect(await t.storage.stat(audioKey)).not.toBeNull();
    expect((await row(track.id))?.processingStage).toBe('uploading');
    // A second start finds the job and queues no other.
    expect(await recover(swept)).toMatchObject({ resumed: 0 });
  });
});

describe('a recovery that fails', () => {
  it('keeps the note for the next start, which finishes it', async () => {
    const track = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
    });
    const [audioKey = ''] = keysFor(track.id);
    await t.storage.put(audioKey, mp3);
    await t.database.db
      .update(tracks)
      .set({ audioFilePath: audioKey })
      .where(eq(tracks.id, track.id));
    const job = { trackId: track.id, audioKey };
    const down: JobQueue = {
      ...t.jobs,
      sendAudioProcessing: () => Promise.reject(new Error('queue down')),
    };

    const swept = await endedUpload({ trackId: track.id, keys: [audioKey] });
    expect(await recover(swept, down)).toMatchObject({ resumed: 0 });
    expect(existsSync(folderOf(swept))).toBe(true);
    expect(await audioJobExists(t.database.db, job)).toBe(false);

    const again = await sweepOrphanTmpDirs(t.config.tmpDir, ['uploads']);
    expect(again.map((dir) => dir.claims)).toEqual([[{ trackId: track.id, keys: [audioKey] }]]);
    expect(await recover(again)).toMatchObject({ resumed: 1 });
    expect(await audioJobExists(t.database.db, job)).toBe(true);
    expect(existsSync(folderOf(swept))).toBe(false);
  });
});

describe('a track left uploading without any note', () => {
  it('fails once it has been stuck for an hour, not before', async () => {
    const fresh = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
    });
    const stale = await createTrack(t, {
      artistId: uploader.artist.id,
      status: 'processing',
      processingStage: 'uploading',
    });
    await t.database.exec(
      `UPDATE tracks SET updated_at = now() - interval '${STALE_UPLOAD_MS + 60_000} milliseconds' WHERE id = '${stale.id}'`,
    );
    await recover([]);
    expect((await row(stale.id))?.processingError).toBe('Upload failed — try again');
    expect((await row(fresh.id))?.processingStage).toBe('uploading');
  });

  it('queues the processing of one with audio but no job, once it has been stuck for an hour', async () => {
    const tracksWithAudio = await Promise.all(
      [0, 1].map(async () => {
        const track = await createTrack(t, {
          artistId: uploader.artist.id,
          status: 'processing',
          processingStage: 'uploading',
        });
        const [audioKey = ''] = keysFor(track.id);
        await t.database.db
          .update(tracks)
          .set({ audioFilePath: audioKey })
          .where(eq(tracks.id, track.id));
        return { trackId: track.id, audioKey };
      }),
    );
    const [stale, fresh] = tracksWithAudio as [
      (typeof tracksWithAudio)[0],
      (typeof tracksWithAudio)[0],
    ];
    await t.database.exec(
      `UPDATE tracks SET updated_at = now() - interval '${STALE_UPLOAD_MS + 60_000} milliseconds' WHERE id = '${stale.trackId}'`,
    );
    await t.jobs.start();
    expect(await recover([])).toMatchObject({ resumed: 1 });
    expect(await audioJobExists(t.database.db, stale)).toBe(true);
    expect(await audioJobExists(t.database.db, fresh)).toBe(false);
    expect((await row(stale.trackId))?.processingStage).toBe('uploading');
    // Its job found, it is not queued twice.
    expect(await recover([])).toMatchObject({ resumed: 0 });
  });
});

describe('sending a failed upload again with its Idempotency-Key', () => {
  it('uploads again instead of answering with the failed track', async () => {
    const key = `retry-${randomUUID()}`;
    const first = await postUpload(
      t,
      uploader.user,
      { title: 'Retried', audio: audioPart(mp3) },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(first.statusCode, first.body).toBe(201);
    const failedId = first.json<{ track: MyTrack }>().track.id;
    // As a restart leaves a track whose upload was cut short before its audio was stored.
    await t.database.db
      .update(tracks)
      .set({
        status: 'failed',
        processingStage: 'failed',
        processingError: 'Upload failed — try again',
        audioFilePath: null,
      })
      .where(eq(tracks.id, failedId));

    const again = await postUpload(
      t,
      uploader.user,
      { title: 'Retried', audio: audioPart(mp3) },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(again.statusCode, again.body).toBe(201);
    const track = again.json<{ track: MyTrack }>().track;
    expect(track.id).not.toBe(failedId);
    expect(track.status).toBe('processing');
    expect(await row(failedId)).toBeUndefined();

    // And once it is under way, the same key finds it.
    const third = await postUpload(
      t,
      uploader.user,
      { title: 'Retried', audio: audioPart(mp3) },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(third.statusCode).toBe(200);
    expect(third.json<{ track: MyTrack }>().track.id).toBe(track.id);
  });

  it('keeps a failed track that has audio, and uploads again beside it', async () => {
    const key = `retry-${randomUUID()}`;
    const first = await postUpload(
      t,
      uploader.user,
      { title: 'Kept', audio: audioPart(mp3) },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    const failedId = first.json<{ track: MyTrack }>().track.id;
    await t.database.db
      .update(tracks)
      .set({ status: 'failed', processingStage: 'failed' })
      .where(eq(tracks.id, failedId));
    const again = await postUpload(
      t,
      uploader.user,
      { title: 'Kept', audio: audioPart(mp3) },
      { [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ track: MyTrack }>().track.id).not.toBe(failedId);
    expect(await row(failedId)).toMatchObject({ status: 'failed', uploadKey: null });
  });
});
