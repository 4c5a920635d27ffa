// POST /api/uploads/tracks: who may upload, every validation message of 001 §5 and §8, types
// judged by content, sizes refused while streaming, the 001 §7 storage paths, and no orphan row
// or file after a failure. No worker runs here: jobs stay queued.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackRenditions, tracks } from '../../db/schema';
import { queueNames } from '../../platform/jobs';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio, makeImage } from '../../test/audio';
import { createUser, randomIp } from '../../test/factories';
import { streamedMultipart } from '../../test/multipart';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let png: Buffer;
let uploader: Awaited<ReturnType<typeof createUploader>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-upload-'));
  const [app, file] = await Promise.all([createTestApp(), makeAudio(dir, 'mp3', 1)]);
  t = app;
  mp3 = await readFile(file);
  png = await makeImage('png');
  uploader = await createUploader(t);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const error = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

async function trackCount() {
  return (await t.database.db.select({ id: tracks.id }).from(tracks)).length;
}

/** Every file under storage, as keys. */
async function storedKeys(): Promise<string[]> {
  const root = t.config.storageDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

describe('who may upload', () => {
  it('asks anonymous visitors to sign in', async () => {
    const response = await postUpload(t, null, { title: 'x', audio: audioPart(mp3) });
    expect(response.statusCode).toBe(401);
    expect(error(response).message).toBe(
      'Authentication required: Please sign in to upload tracks',
    );
  });

  it('needs a verified e-mail address', async () => {
    const { user } = await createUploader(t, { emailVerified: false });
    const response = await postUpload(t, user, { title: 'x', audio: audioPart(mp3) });
    expect(response.statusCode).toBe(403);
    expect(error(response)).toEqual({
      code: 'email_not_verified',
      message: 'Please verify your email to upload or review tracks',
    });
  });

  it('needs an artist profile owned by the uploader', async () => {
    const artistWithoutProfile = await createUser(t, { role: 'artist' });
    const response = await postUpload(t, artistWithoutProfile, {
      title: 'x',
      audio: audioPart(mp3),
    });
    expect(response.statusCode).toBe(403);
    expect(error(response)).toEqual({
      code: 'artist_profile_required',
      message: 'Artist profile required: Please create an artist profile first',
    });
  });
});

describe('the form', () => {
  const missing = 'Missing information: Please provide at least a title and audio file';

  it.each([
    ['no title', { audio: audioPart(Buffer.from('x')) }],
    ['a blank title', { title: '   ', audio: audioPart(Buffer.from('x')) }],
    ['no audio file', { title: 'A title' }],
  ])('refuses %s', async (_, parts) => {
    const response = await postUpload(t, uploader.user, parts);
    expect(response.statusCode).toBe(400);
    expect(error(response)).toEqual({ code: 'missing_information', message: missing });
  });

  it('refuses a body that is not a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/tracks',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie },
      payload: { title: 'JSON' },
    });
    expect(response.statusCode).toBe(400);
    expect(error(response).message).toBe(missing);
  });

  it.each([
    ['language', 'klingon', 'Choose one of the listed languages'],
    ['contentType', 'sermon', 'Choose one of the listed content types'],
    ['genre', 'jazz', 'Choose one of the listed genres'],
    ['instrumentation', 'bagpipes', 'Choose one of the listed kinds of instrumentation'],
  ])('refuses an unknown %s', async (field, value, message) => {
    const response = await postUpload(t, uploader.user, {
      title: 'A title',
      [field]: value,
      audio: audioPart(mp3),
    });
    expect(response.statusCode).toBe(400);
    expect(error(response).message).toBe(message);
  });

  it('refuses an upload that does not say what the track is made of, and keeps nothing', async () => {
    const before = await trackCount();
    for (const instrumentation of [undefined, '']) {
      const response = await postUpload(t, uploader.user, {
        title: 'A title',
        instrumentation,
        audio: audioPart(mp3),
      });
      expect(response.statusCode).toBe(400);
      expect(error(response).message).toBe('Choose the instrumentation of this track');
    }
    expect(await trackCount()).toBe(before);
  });

  it('refuses a malformed body without a server error', async () => {
    // Other tests of the file leave tracks: none is added here.
    const before = await trackCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/tracks',
      remoteAddress: randomIp(),
      headers: {
        origin: t.config.publicUrl,
        cookie: uploader.user.cookie,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="audio"; filename="a.mp3"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
    expect(await trackCount()).toBe(before);
  });
});

describe('file types, judged by content', () => {
  const invalidAudio = 'Invalid audio file type. Please upload MP3, WAV, M4A, or OGG files.';

  it.each(['a text file', 'a PNG picture'])('refuses %s named .mp3', async (what) => {
    // Other tests of the file leave tracks: none is added here.
    const before = await trackCount();
    const data =
      what === 'a PNG picture' ? png : Buffer.from('This is not audio, only text.\n'.repeat(50));
    const response = await postUpload(t, uploader.user, {
      title: 'Not audio',
      audio: audioPart(data, 'song.mp3', 'audio/mpeg'),
    });
    expect(response.statusCode).toBe(415);
    expect(error(response)).toEqual({ code: 'invalid_audio_type', message: invalidAudio });
    expect(await trackCount()).toBe(before);
  });

  it('accepts real audio whatever the browser called it', async () => {
    const response = await postUpload(t, uploader.user, {
      title: 'Misnamed',
      audio: audioPart(mp3, 'notes.txt', 'text/plain'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { track } = response.json<{ track: { id: string; audioFormat: string } }>();
    expect(track.audioFormat).toBe('mp3');
    await t.database.db.delete(tracks).where(eq(tracks.id, track.id));
  });

  it('refuses a cover that is not a JPEG, PNG or WebP picture', async () => {
    // Other tests of the file leave tracks: none is added here.
    const before = await trackCount();
    const response = await postUpload(t, uploader.user, {
      title: 'Bad cover',
      audio: audioPart(mp3),
      cover: { filename: 'cover.png', contentType: 'image/png', data: mp3 },
    });
    expect(response.statusCode).toBe(415);
    expect(error(response)).toEqual({
      code: 'invalid_image_type',
      message: 'Invalid image file type. Please upload JPEG, PNG, or WebP files.',
    });
    expect(await trackCount()).toBe(before);
  });
});

describe('sizes, refused while the file streams in', () => {
  async function sendBig(field: 'audio' | 'cover', size: number) {
    const form = streamedMultipart({ title: 'Too big' }, field, {
      filename: field === 'audio' ? 'big.mp3' : 'big.png',
      contentType: field === 'audio' ? 'audio/mpeg' : 'image/png',
      prefix: field === 'audio' ? mp3 : png,
      size,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/tracks',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie, ...form.headers },
      payload: form.payload,
    });
    return response;
  }

  it('refuses an audio file of 50 MB and one byte', async () => {
    // Other tests of the file leave tracks: none is added here.
    const before = await trackCount();
    const response = await sendBig('audio', MAX_AUDIO_BYTES + 1);
    expect(response.statusCode).toBe(413);
    expect(error(response)).toEqual({
      code: 'audio_too_large',
      message: 'File size too large. Maximum size is 50MB.',
    });
    expect(await trackCount()).toBe(before);
    expect(await readdir(join(t.config.tmpDir, 'uploads'))).toEqual([]);
  });

  it('refuses a cover of 5 MB and one byte', async () => {
    const form = streamedMultipart({ title: 'Big cover' }, 'cover', {
      filename: 'big.png',
      contentType: 'image/png',
      prefix: png,
      size: MAX_IMAGE_BYTES + 1,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/tracks',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(error(response)).toEqual({
      code: 'image_too_large',
      message: 'Image size too large. Maximum size is 5MB.',
    });
  });
});

describe('a successful upload', () => {
  it('creates the track as processing, stores the files at the 001 §7 paths and queues processing', async () => {
    const response = await postUpload(t, uploader.user, {
      title: '  Morning Nasheed  ',
      lyrics: 'Words',
      language: 'urdu',
      contentType: 'dua',
      instrumentation: 'vocals_daf',
      explicit: 'true',
      audio: audioPart(mp3),
      cover: { filename: 'c.png', contentType: 'image/png', data: png },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { track } = response.json<{ track: Record<string, unknown> & { id: string } }>();
    expect(track).toMatchObject({
      title: 'Morning Nasheed',
      lyrics: 'Words',
      language: 'urdu',
      contentType: 'dua',
      genre: 'dhikr',
      // Declared; what review confirms comes with the approval.
      declaredInstrumentation: 'vocals_daf',
      instrumentation: null,
      explicit: true,
      status: 'processing',
      processing: { stage: 'uploading', progress: 0, label: 'uploading', error: null },
      fileSizeBytes: mp3.length,
      audioFormat: 'mp3',
      review: null,
    });

    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, track.id));
    const prefix = `audio-tracks/${uploader.user.id}/${track.id}/`;
    expect(row?.audioFilePath).toMatch(new RegExp(`^${prefix}\\d+\\.mp3$`));
    expect(row?.audioUrl).toBe(`/api/tracks/${track.id}/stream-url`);
    expect(row?.coverUrl).toMatch(
      new RegExp(`^/api/media/track-covers/${uploader.user.id}/${track.id}/\\d+\\.jpg$`),
    );
    expect(row?.requiresReview).toBe(true);
    expect(row?.artistId).toBe(uploader.artist.id);

    const stored = await t.storage.stat(row?.audioFilePath ?? '');
    expect(stored?.size).toBe(mp3.length);
    const renditions = await t.database.db
      .select()
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, track.id));
    expect(renditions).toMatchObject([
      { kind: 'original', format: 'mp3', mimeType: 'audio/mpeg', sizeBytes: mp3.length },
    ]);

    const boss = await t.jobs.start();
    const jobs = await boss.findJobs(queueNames.audioProcessing, { data: { trackId: track.id } });
    expect(jobs.map((j) => j.data)).toEqual([
      { trackId: track.id, audioKey: row?.audioFilePath, maxDurationMs: 30 * 60_000 },
    ]);
  });

  it('answers a resend with the same Idempotency-Key with the first track', async () => {
    const key = `upload-${Date.now()}`;
    const send = () =>
      postUpload(
        t,
        uploader.user,
        { title: 'Sent twice', audio: audioPart(mp3) },
        { 'idempotency-key': key },
      );
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    const id = first.json<{ track: { id: string } }>().track.id;
    expect(second.json<{ track: { id: string } }>().track.id).toBe(id);
    const rows = await t.database.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.title, 'Sent twice'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await postUpload(
      t,
      uploader.user,
      { title: 'x', audio: audioPart(mp3) },
      { 'idempotency-key': 'short' },
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('a failure half-way', () => {
  it('leaves no track and no file when storing fails', async () => {
    const before = await trackCount();
    const keys = await storedKeys();
    const put = t.storage.put;
    let calls = 0;
    // The audio is stored, then the cover fails.
    t.storage.put = async (key, source) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return put(key, source);
    };
    try {
      const response = await postUpload(t, uploader.user, {
        title: 'Half stored',
        audio: audioPart(mp3),
        cover: { filename: 'c.png', contentType: 'image/png', data: png },
      });
      expect(response.statusCode).toBe(500);
      expect(error(response)).toEqual({
        code: 'upload_failed',
        message: 'Failed to upload audio file',
      });
    } finally {
      t.storage.put = put;
    }
    expect(calls).toBe(2);
    expect(await trackCount()).toBe(before);
    expect(await storedKeys()).toEqual(keys);
  });

  it('leaves no track and no file when processing cannot be queued', async () => {
    const before = await trackCount();
    const keys = await storedKeys();
    const queue = t.jobs.queueAudioProcessing;
    t.jobs.queueAudioProcessing = async () => {
      throw new Error('queue unavailable');
    };
    try {
      const response = await postUpload(t, uploader.user, {
        title: 'Not queued',
        audio: audioPart(mp3),
      });
      expect(response.statusCode).toBe(500);
      expect(error(response).message).toBe('Failed to upload audio file');
    } finally {
      t.jobs.queueAudioProcessing = queue;
    }
    expect(await trackCount()).toBe(before);
    expect(await storedKeys()).toEqual(keys);
  });
});
