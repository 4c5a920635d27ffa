// What one upload may cost: its length (the admin's maxUploadDurationMinutes, checked by ffprobe
// before anything is stored or transcoded), and what one artist may have at once: uploads an
// hour, tracks processing, stored bytes. Each is refused with its own message and leaves nothing.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { artistUploadQuota, type UploadLimits } from '@sada/contracts/uploads';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artistUploads, trackRenditions, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { createTrack } from '../../test/catalog';
import { createUser, randomIp } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-upload-limits-'));
  // The limits an artist has unless an operator sets others (the test app raises them).
  const [app, file] = await Promise.all([
    createTestApp({
      UPLOADS_PER_HOUR: String(artistUploadQuota.uploadsPerHour),
      UPLOADS_PROCESSING_PER_ARTIST: String(artistUploadQuota.maxProcessing),
    }),
    makeAudio(dir, 'mp3', 1),
  ]);
  t = app;
  mp3 = await readFile(file);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A real WAV of `seconds` of silence, 8-bit mono at 1 kHz: about 1 KB a second. */
function silentWav(seconds: number): Buffer {
  const size = 1000 * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + size, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(1000, 24);
  header.writeUInt32LE(1000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(size, 40);
  return Buffer.concat([header, Buffer.alloc(size, 128)]);
}

async function setMaxMinutes(maxUploadDurationMinutes: number) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { origin: t.config.publicUrl, cookie: admin.cookie },
    payload: { maxUploadDurationMinutes },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function tracksOf(artistId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(tracks)
    .where(eq(tracks.artistId, artistId));
  return row?.n ?? 0;
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.config.storageDir, { recursive: true }).catch(() => []);
  return entries.filter((name) => /\.\w+$/.test(name));
}

async function limitsOf(cookie: string): Promise<UploadLimits> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/uploads/limits',
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UploadLimits>();
}

describe('the longest upload', () => {
  it('is 30 minutes until an admin changes it, and the upload page is told', async () => {
    const { user } = await createUploader(t);
    expect((await limitsOf(user.cookie)).maxDurationSeconds).toBe(30 * 60);
  });

  it('refuses audio over the limit before storing or transcoding it, with a clear message', async () => {
    const { user, artist } = await createUploader(t);
    await setMaxMinutes(1);
    try {
      const before = await storedFiles();
      const response = await postUpload(t, user, {
        title: 'Too long',
        audio: audioPart(silentWav(61), 'long.wav', 'audio/wav'),
      });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({
        error: { code: 'audio_too_long', message: 'Audio too long. Maximum length is 1 minute.' },
      });
      expect(await tracksOf(artist.id)).toBe(0);
      expect(await storedFiles()).toEqual(before);

      const arabic = await postUpload(
        t,
        user,
        { title: 'Too long', audio: audioPart(silentWav(61), 'long.wav', 'audio/wav') },
        { 'accept-language': 'ar' },
      );
      expect(arabic.json<{ error: { message: string } }>().error.message).toBe(
        'الملف الصوتي طويل جدًا. أقصى مدة 1 دقيقة.',
      );

      const within = await postUpload(t, user, {
        title: 'Just under',
        audio: audioPart(silentWav(59), 'short.wav', 'audio/wav'),
      });
      expect(within.statusCode, within.body).toBe(201);
      expect((await limitsOf(user.cookie)).maxDurationSeconds).toBe(60);
    } finally {
      await setMaxMinutes(30);
    }
  });

  it('is a parameter of the service, handed on to processing with the job', async () => {
    const { user } = await createUploader(t);
    const response = await postUpload(t, user, { title: 'Bounded', audio: audioPart(mp3) });
    expect(response.statusCode, response.body).toBe(201);
    const trackId = response.json<{ track: { id: string } }>().track.id;
    const boss = await t.jobs.start();
    const jobs = await boss.findJobs<{ trackId: string; maxDurationMs?: number }>(
      'audio-processing',
      { data: { trackId } },
    );
    expect(jobs.map((job) => job.data.maxDurationMs)).toEqual([30 * 60_000]);
  });
});

/** Uploads the artist made `minutesAgo`, as the hourly limit counts them. */
async function countedUploads(artistId: string, n: number, minutesAgo = 0) {
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await t.database.db
    .insert(artistUploads)
    .values(Array.from({ length: n }, () => ({ artistId, createdAt })));
}

function replaceAudio(cookie: string, trackId: string) {
  const form = multipart({ audio: audioPart(mp3) });
  return t.app.inject({
    method: 'PUT',
    url: `/api/me/tracks/${trackId}/audio`,
    remoteAddress: randomIp(),
    headers: { origin: t.config.publicUrl, cookie, ...form.headers },
    payload: form.payload,
  });
}

function deleteTrack(cookie: string, trackId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/me/tracks/${trackId}`,
    headers: { origin: t.config.publicUrl, cookie },
  });
}

describe("an artist's limits", () => {
  it('take at most two uploads processing at once, however many arrive together', async () => {
    const { user, artist } = await createUploader(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        postUpload(t, user, { title: `Parallel ${i}`, audio: audioPart(mp3) }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, ...Array<number>(8).fill(429)]);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: {
        code: 'too_many_processing',
        message:
          'You already have 2 uploads processing, the most at once. Please wait until one is done, then try again.',
      },
    });
    expect(await tracksOf(artist.id)).toBe(artistUploadQuota.maxProcessing);
    expect((await limitsOf(user.cookie)).uploads).toMatchObject({
      processing: 2,
      maxProcessing: 2,
    });
  });

  it('count a replaced audio file as processing too', async () => {
    const { user, artist } = await createUploader(t);
    const live = await createTrack(t, { artistId: artist.id, status: 'live' });
    for (let i = 0; i < artistUploadQuota.maxProcessing; i++) {
      await createTrack(t, { artistId: artist.id, status: 'processing' });
    }
    const form = multipart({ audio: audioPart(mp3) });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/me/tracks/${live.id}/audio`,
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: user.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ error: { code: 'too_many_processing' } });
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, live.id));
    expect(row?.status).toBe('live');
  });

  it('take at most 20 uploads an hour', async () => {
    const { user, artist } = await createUploader(t);
    await countedUploads(artist.id, artistUploadQuota.uploadsPerHour);
    const response = await postUpload(t, user, { title: 'One more', audio: audioPart(mp3) });
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({
      error: {
        code: 'too_many_uploads',
        message: 'Too many uploads: at most 20 an hour. Please try again later.',
      },
    });
    expect((await limitsOf(user.cookie)).uploads).toMatchObject({ lastHour: 20, perHour: 20 });
  });

  it('count every stored copy against a storage quota, shown to the artist', async () => {
    const { user, artist } = await createUploader(t);
    const track = await createTrack(t, { artistId: artist.id, status: 'live' });
    await t.database.db.insert(trackRenditions).values({
      trackId: track.id,
      kind: 'original',
      format: 'wav',
      mimeType: 'audio/wav',
      sizeBytes: artistUploadQuota.storageBytes - 1000,
      storageKey: `audio-tracks/${user.id}/${track.id}/big.wav`,
    });
    expect((await limitsOf(user.cookie)).storage).toEqual({
      usedBytes: artistUploadQuota.storageBytes - 1000,
      quotaBytes: artistUploadQuota.storageBytes,
    });
    const response = await postUpload(t, user, { title: 'No room', audio: audioPart(mp3) });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'storage_quota_exceeded',
        message:
          'Not enough storage left for this upload (your quota is 5120MB). Delete tracks you no longer need, then try again.',
      },
    });
    expect(await tracksOf(artist.id)).toBe(1);
  });
});

describe('deleting a track', () => {
  it('does not give back an upload of the hour', async () => {
    const { user, artist } = await createUploader(t);
    await countedUploads(artist.id, artistUploadQuota.uploadsPerHour - 1);
    // Those of more than an hour ago no longer count.
    await countedUploads(artist.id, 5, 61);
    const last = await postUpload(t, user, { title: 'Last', audio: audioPart(mp3) });
    expect(last.statusCode, last.body).toBe(201);
    const trackId = last.json<{ track: { id: string } }>().track.id;
    expect((await deleteTrack(user.cookie, trackId)).statusCode).toBe(200);

    const again = await postUpload(t, user, { title: 'Again', audio: audioPart(mp3) });
    expect(again.statusCode, again.body).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'too_many_uploads' } });
    expect((await limitsOf(user.cookie)).uploads).toMatchObject({ lastHour: 20, processing: 0 });
  });

  it('cancels its processing', async () => {
    const { user } = await createUploader(t);
    const response = await postUpload(t, user, { title: 'Gone', audio: audioPart(mp3) });
    expect(response.statusCode, response.body).toBe(201);
    const trackId = response.json<{ track: { id: string } }>().track.id;
    expect((await deleteTrack(user.cookie, trackId)).statusCode).toBe(200);
    const boss = await t.jobs.start();
    const jobs = await boss.findJobs('audio-processing', { data: { trackId } });
    expect(jobs.map((job) => job.state)).toEqual(['cancelled']);
  });
});

describe('replacing audio', () => {
  it("takes turns with the artist's other uploads: parallel replacements beyond the processing limit are refused", async () => {
    const { user, artist } = await createUploader(t);
    const live = await Promise.all(
      Array.from({ length: 5 }, () => createTrack(t, { artistId: artist.id, status: 'live' })),
    );
    const responses = await Promise.all(live.map((track) => replaceAudio(user.cookie, track.id)));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 429, 429, 429]);
    expect(responses.find((r) => r.statusCode === 429)?.json()).toMatchObject({
      error: { code: 'too_many_processing' },
    });
    const processing = await t.database.db
      .select({ n: count() })
      .from(tracks)
      .where(and(eq(tracks.artistId, artist.id), eq(tracks.status, 'processing')));
    expect(processing[0]?.n).toBe(artistUploadQuota.maxProcessing);
    // Each replacement counts as an upload of the hour.
    expect((await limitsOf(user.cookie)).uploads).toMatchObject({ lastHour: 2, processing: 2 });
  });

  it('is refused when the new file would not fit in the storage quota', async () => {
    const { user, artist } = await createUploader(t);
    const track = await createTrack(t, { artistId: artist.id, status: 'live' });
    const other = await createTrack(t, { artistId: artist.id, status: 'live' });
    await t.database.db.insert(trackRenditions).values({
      trackId: other.id,
      kind: 'original',
      format: 'wav',
      mimeType: 'audio/wav',
      sizeBytes: artistUploadQuota.storageBytes - 1000,
      storageKey: `audio-tracks/${user.id}/${other.id}/big.wav`,
    });
    const before = await storedFiles();
    const response = await replaceAudio(user.cookie, track.id);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'storage_quota_exceeded',
        message:
          'Not enough storage left for this upload (your quota is 5120MB). Delete tracks you no longer need, then try again.',
      },
    });
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, track.id));
    expect(row?.status).toBe('live');
    expect(await storedFiles()).toEqual(before);
  });

  it('counts towards the uploads of the hour', async () => {
    const { user, artist } = await createUploader(t);
    const track = await createTrack(t, { artistId: artist.id, status: 'live' });
    await countedUploads(artist.id, artistUploadQuota.uploadsPerHour);
    const response = await replaceAudio(user.cookie, track.id);
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toMatchObject({ error: { code: 'too_many_uploads' } });
  });
});
