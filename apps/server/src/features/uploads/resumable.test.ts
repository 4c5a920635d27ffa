// Resumable uploads with tus-js-client, the protocol's own client: a long file sent in parts
// becomes a track; an interrupted upload continues from where it stopped; a wrong offset, another
// uploader's id, a file too big and bytes that are not audio are refused, and nothing is left.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { call, listeningOrigin } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';
import { createUploader, settled, waitForTrack } from '../../test/uploads';
import {
  removeExpiredUploads,
  RESUMABLE_UPLOAD_EXPIRY_MS,
  RESUMABLE_UPLOAD_PATH,
} from './resumable';

let t: TestApp;
let dir: string;
let origin: string;
let audio: Buffer;
let artist: Awaited<ReturnType<typeof createUploader>>;
let other: Awaited<ReturnType<typeof createUploader>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-resumable-'));
  t = await createTestApp({ JOBS_IN_PROCESS: 'true' });
  origin = await listeningOrigin(t);
  audio = await readFile(await makeAudio(dir, 'mp3', 20));
  artist = await createUploader(t);
  other = await createUploader(t);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const metadata = {
  title: 'A long lecture (test)',
  instrumentation: 'spoken_word',
  filename: 'lecture.mp3',
};

interface Sent {
  upload: tus.Upload;
  done: Promise<{ trackId: string | null }>;
}

/** Starts a tus upload as `user`; `done` settles when the last part is answered. */
function send(user: TestUser, data: Buffer, options: Partial<tus.UploadOptions> = {}): Sent {
  let trackId: string | null = null;
  let resolve!: (value: { trackId: string | null }) => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<{ trackId: string | null }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  const upload = new tus.Upload(data, {
    endpoint: `${origin}${RESUMABLE_UPLOAD_PATH}`,
    headers: { cookie: user.cookie, origin: t.config.publicUrl },
    metadata,
    chunkSize: 64 * 1024,
    retryDelays: [],
    onAfterResponse: (_request, response) => {
      trackId = response.getHeader('Sada-Track-Id') ?? trackId;
    },
    onSuccess: () => resolve({ trackId }),
    onError: (error) => reject(error),
    ...options,
  });
  upload.start();
  return { upload, done };
}

const status = (error: unknown) =>
  (error as { originalResponse?: { getStatus(): number } }).originalResponse?.getStatus();

/** The files tus still keeps of an upload (its bytes and its .json). */
async function leftoverOf(url: string | null) {
  const id = url?.split('/').at(-1) ?? '';
  const names = await readdir(join(t.config.tmpDir, 'resumable')).catch(() => [] as string[]);
  return names.filter((name) => id && name.startsWith(id));
}

/** The ids of the uploader's tracks. */
async function tracksOf(uploader: Awaited<ReturnType<typeof createUploader>>) {
  const rows = await t.database.db
    .select({ id: tracks.id })
    .from(tracks)
    .where(eq(tracks.artistId, uploader.artist.id));
  return rows.map((row) => row.id).sort();
}

describe('resumable uploads (tus)', () => {
  it('turn a file sent in parts into a track that is processed like any upload', async () => {
    const { upload, done } = send(artist.user, audio);
    const { trackId } = await done;
    expect(trackId).toMatch(/^[0-9a-f-]{36}$/);
    const track = await waitForTrack(t, trackId ?? '', settled, 60_000);
    expect(track).toMatchObject({
      title: metadata.title,
      processingStage: 'completed',
      status: 'qc',
    });
    expect(Math.abs((track.durationMs ?? 0) - 20_000)).toBeLessThan(500);
    expect(await leftoverOf(upload.url)).toEqual([]);
  });

  it('continue an interrupted upload from the byte where it stopped', async () => {
    const first = send(artist.user, audio, {
      onProgress: (sent) => {
        if (sent >= 128 * 1024) void first.upload.abort();
      },
    });
    await expect
      .poll(() => first.upload.url, { timeout: 10_000 })
      .toMatch(new RegExp(`${RESUMABLE_UPLOAD_PATH}/[0-9a-f]{64}$`));
    await expect
      .poll(async () => {
        const head = await fetch(first.upload.url ?? '', {
          method: 'HEAD',
          headers: {
            cookie: artist.user.cookie,
            'tus-resumable': '1.0.0',
            origin: t.config.publicUrl,
          },
        });
        return Number(head.headers.get('upload-offset'));
      })
      .toBeGreaterThan(0);
    const stoppedAt = Number(
      (
        await fetch(first.upload.url ?? '', {
          method: 'HEAD',
          headers: {
            cookie: artist.user.cookie,
            'tus-resumable': '1.0.0',
            origin: t.config.publicUrl,
          },
        })
      ).headers.get('upload-offset'),
    );
    expect(stoppedAt).toBeLessThan(audio.length);

    // A new client (a reload) carries on with the same upload.
    const firstBytes: number[] = [];
    const resumed = send(artist.user, audio, {
      uploadUrl: first.upload.url,
      onProgress: (sent) => firstBytes.push(sent),
    });
    const { trackId } = await resumed.done;
    // It never went back to the start: every progress it reported was past where it stopped.
    expect(Math.min(...firstBytes)).toBeGreaterThanOrEqual(stoppedAt);
    const track = await waitForTrack(t, trackId ?? '', settled, 60_000);
    expect(track.processingStage).toBe('completed');
  });

  it('removes an upload that never completes a day after it began, and only such uploads', async () => {
    const stopAt = (sent: Sent) => (bytes: number) => {
      if (bytes >= 64 * 1024) void sent.upload.abort();
    };
    const before = await tracksOf(artist);
    const old = send(artist.user, audio, { onProgress: (bytes) => stopAt(old)(bytes) });
    const recent = send(artist.user, audio, { onProgress: (bytes) => stopAt(recent)(bytes) });
    for (const sent of [old, recent]) {
      await expect.poll(async () => (await leftoverOf(sent.upload.url)).length).toBe(2);
    }
    // The first began two days ago, as far as its record says.
    const oldId = old.upload.url?.split('/').at(-1) ?? '';
    const record = join(t.config.tmpDir, 'resumable', `${oldId}.json`);
    const info = JSON.parse(await readFile(record, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 2 * RESUMABLE_UPLOAD_EXPIRY_MS).toISOString();
    await writeFile(record, JSON.stringify(info));

    expect(await removeExpiredUploads(t.config.tmpDir)).toBe(1);
    expect(await leftoverOf(old.upload.url)).toEqual([]);
    expect(await leftoverOf(recent.upload.url)).toHaveLength(2);
    const head = await fetch(old.upload.url ?? '', {
      method: 'HEAD',
      headers: { cookie: artist.user.cookie, 'tus-resumable': '1.0.0', origin: t.config.publicUrl },
    });
    expect(head.status).toBe(404);
    // Nothing became a track of either.
    expect(await tracksOf(artist)).toEqual(before);
    await recent.upload.abort(true);
    expect(await leftoverOf(recent.upload.url)).toEqual([]);
  });

  it('refuses a part sent at the wrong offset (409) and keeps what it has', async () => {
    const created = await fetch(`${origin}${RESUMABLE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        cookie: artist.user.cookie,
        origin: t.config.publicUrl,
        'tus-resumable': '1.0.0',
        'upload-length': String(audio.length),
        'upload-metadata': `title ${Buffer.from('Offsets').toString('base64')},instrumentation ${Buffer.from('spoken_word').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', origin).href;
    const patch = (offset: number, body: Buffer) =>
      fetch(url, {
        method: 'PATCH',
        headers: {
          cookie: artist.user.cookie,
          origin: t.config.publicUrl,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body,
      });
    expect((await patch(1000, audio.subarray(1000, 2000))).status).toBe(409);
    expect((await patch(0, audio.subarray(0, 1000))).status).toBe(204);
    const head = await fetch(url, {
      method: 'HEAD',
      headers: { cookie: artist.user.cookie, 'tus-resumable': '1.0.0', origin: t.config.publicUrl },
    });
    expect(head.headers.get('upload-offset')).toBe('1000');

    // Another uploader can neither see, continue nor end it.
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const forged = await fetch(url, {
        method,
        headers: {
          cookie: other.user.cookie,
          origin: t.config.publicUrl,
          'tus-resumable': '1.0.0',
          'upload-offset': '1000',
          'content-type': 'application/offset+octet-stream',
        },
        ...(method === 'PATCH' ? { body: audio.subarray(1000, 2000) } : {}),
      });
      expect(forged.status, method).toBe(404);
    }
    // Its uploader gives it up: nothing is left.
    const ended = await fetch(url, {
      method: 'DELETE',
      headers: { cookie: artist.user.cookie, origin: t.config.publicUrl, 'tus-resumable': '1.0.0' },
    });
    expect(ended.status).toBe(204);
  });

  it('refuses bytes that are not audio once they are all there, and keeps nothing of them', async () => {
    const before = await t.database.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.artistId, other.artist.id));
    const { upload, done } = send(other.user, randomBytes(300 * 1024), {
      metadata: { ...metadata, title: 'Four hours, it says' },
    });
    const error = await done.then(
      () => null,
      (e: unknown) => e,
    );
    expect(status(error)).toBe(415);
    const after = await t.database.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.artistId, other.artist.id));
    expect(after).toEqual(before);
    expect(await leftoverOf(upload.url)).toEqual([]);
  });

  it('refuses an upload over the long-upload limit, one without a title, and bad fields before any byte', async () => {
    const tooBig = await fetch(`${origin}${RESUMABLE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        cookie: artist.user.cookie,
        origin: t.config.publicUrl,
        'tus-resumable': '1.0.0',
        'upload-length': String(1025 * 1024 * 1024),
        'upload-metadata': `title ${Buffer.from('Huge').toString('base64')}`,
      },
    });
    expect(tooBig.status).toBe(413);
    const untitled = send(artist.user, audio, { metadata: { filename: 'x.mp3' } });
    expect(
      status(
        await untitled.done.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe(400);
    const badKind = send(artist.user, audio, { metadata: { ...metadata, contentType: 'podcast' } });
    expect(
      status(
        await badKind.done.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe(400);
  });

  it('is for signed-in artists only', async () => {
    const visitor = await fetch(`${origin}${RESUMABLE_UPLOAD_PATH}`, {
      method: 'POST',
      headers: { origin: t.config.publicUrl, 'tus-resumable': '1.0.0', 'upload-length': '10' },
    });
    expect(visitor.status).toBe(401);
    const listener = await createUser(t, { role: 'listener' });
    const { done } = send(listener, audio);
    expect(
      status(
        await done.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    ).toBe(403);
    expect(
      (await call(t, 'HEAD', `${RESUMABLE_UPLOAD_PATH}/not-an-id`, { as: artist.user })).statusCode,
    ).toBe(400);
  });
});
