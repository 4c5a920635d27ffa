// The admin's upload settings at work: the audio size limit (001 §5's 50MB unless changed) is
// enforced with the figure set, on uploads and on audio replacements, and published for the
// upload page; a new upload starts with the default review priority.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { createTrack } from '../../test/catalog';
import { createUser, randomIp } from '../../test/factories';
import { streamedMultipart } from '../../test/multipart';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

const MB = 1024 * 1024;

let t: TestApp;
let dir: string;
let mp3: Buffer;
let uploader: Awaited<ReturnType<typeof createUploader>>;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-upload-settings-'));
  const [app, file] = await Promise.all([createTestApp(), makeAudio(dir, 'mp3', 1)]);
  t = app;
  mp3 = await readFile(file);
  uploader = await createUploader(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

async function setSettings(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { origin: t.config.publicUrl, cookie: admin.cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

function sendBig(url: string, method: 'POST' | 'PUT', size: number) {
  // A replacement sends the audio alone.
  const fields: Record<string, string> = method === 'POST' ? { title: 'Big one' } : {};
  const form = streamedMultipart(fields, 'audio', {
    filename: 'big.mp3',
    contentType: 'audio/mpeg',
    prefix: mp3,
    size,
  });
  return t.app.inject({
    method,
    url,
    remoteAddress: randomIp(),
    headers: { origin: t.config.publicUrl, cookie: uploader.user.cookie, ...form.headers },
    payload: form.payload,
  });
}

const limits = (cookie = uploader.user.cookie) =>
  t.app.inject({ method: 'GET', url: '/api/uploads/limits', headers: { cookie } });

describe('the upload size limit', () => {
  it('is 50MB until an admin changes it', async () => {
    // An artist of its own: the others' uploads in this file count against theirs.
    const newcomer = await createUploader(t);
    const response = await limits(newcomer.user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      maxAudioBytes: 50 * MB,
      maxAudioMb: 50,
      maxImageBytes: 5 * MB,
      maxDurationSeconds: 30 * 60,
      maxLongAudioBytes: 1024 * MB,
      maxLongAudioMb: 1024,
      maxLongDurationSeconds: 240 * 60,
      storage: { usedBytes: 0, quotaBytes: 5120 * MB },
      uploads: { lastHour: 0, perHour: 10_000, processing: 0, maxProcessing: 1000 },
    });
  });

  it('is enforced with the figure the admin set, in the spec’s words', async () => {
    await setSettings({ uploadSizeLimitMb: 2 });
    try {
      expect((await limits()).json()).toMatchObject({ maxAudioBytes: 2 * MB, maxAudioMb: 2 });

      const tooBig = await sendBig('/api/uploads/tracks', 'POST', 2 * MB + 1);
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().error).toEqual({
        code: 'audio_too_large',
        message: 'File size too large. Maximum size is 2MB.',
      });
      expect(await t.database.db.select().from(tracks).where(eq(tracks.title, 'Big one'))).toEqual(
        [],
      );

      const track = await createTrack(t, { artistId: uploader.artist.id });
      const replaced = await sendBig(`/api/me/tracks/${track.id}/audio`, 'PUT', 2 * MB + 1);
      expect(replaced.statusCode).toBe(413);
      expect(replaced.json().error.message).toBe('File size too large. Maximum size is 2MB.');
      await t.database.db.delete(tracks).where(eq(tracks.id, track.id));
    } finally {
      await setSettings({ uploadSizeLimitMb: 50 });
    }
  });

  it('lets a larger file through once the limit is raised', async () => {
    await setSettings({ uploadSizeLimitMb: 60 });
    try {
      // Refused for its content (or the length its header claims), not its size: the limit is
      // no longer 50MB.
      const response = await sendBig('/api/uploads/tracks', 'POST', 50 * MB + 1);
      expect(response.json<{ error?: { code: string } }>().error?.code).not.toBe('audio_too_large');
      expect(response.statusCode).toBeLessThan(500);
    } finally {
      await setSettings({ uploadSizeLimitMb: 50 });
    }
  });

  it('is answered in Arabic with the figure', async () => {
    await setSettings({ uploadSizeLimitMb: 2 });
    try {
      const form = streamedMultipart({ title: 'Big one' }, 'audio', {
        filename: 'big.mp3',
        contentType: 'audio/mpeg',
        prefix: mp3,
        size: 2 * MB + 1,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/tracks',
        remoteAddress: randomIp(),
        headers: {
          origin: t.config.publicUrl,
          cookie: uploader.user.cookie,
          'accept-language': 'ar',
          ...form.headers,
        },
        payload: form.payload,
      });
      expect(response.json().error.message).toBe('حجم الملف كبير جدًا. الحد الأقصى 2 ميغابايت.');
    } finally {
      await setSettings({ uploadSizeLimitMb: 50 });
    }
  });
});

describe('the default review priority', () => {
  it('is given to a new upload', async () => {
    await setSettings({ defaultReviewPriority: 7 });
    try {
      const response = await postUpload(t, uploader.user, {
        title: 'Prioritised',
        audio: audioPart(mp3),
      });
      expect(response.statusCode, response.body).toBe(201);
      const id = response.json().track.id as string;
      const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, id));
      expect(row?.reviewPriority).toBe(7);
    } finally {
      await setSettings({ defaultReviewPriority: 0 });
    }
    const later = await postUpload(t, uploader.user, { title: 'Later', audio: audioPart(mp3) });
    const [row] = await t.database.db
      .select()
      .from(tracks)
      .where(eq(tracks.id, later.json().track.id as string));
    expect(row?.reviewPriority).toBe(0);
  });
});
