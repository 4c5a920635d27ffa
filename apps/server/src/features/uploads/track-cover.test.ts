// PUT /api/me/tracks/:trackId/cover: the cover of a track sent after it (a resumable upload
// carries only the audio), by its own artist, while no review has judged the track.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { uploadMessages } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentReviews, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio, makeImage } from '../../test/audio';
import { createTrack } from '../../test/catalog';
import { createUser, randomIp, type TestUser } from '../../test/factories';
import { multipart, type FormParts } from '../../test/multipart';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let png: Buffer;
let owner: Awaited<ReturnType<typeof createUploader>>;
let otherArtist: Awaited<ReturnType<typeof createUploader>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-track-cover-'));
  const [app, mp3File, image] = await Promise.all([
    createTestApp(),
    makeAudio(dir, 'mp3', 1),
    makeImage('png'),
  ]);
  t = app;
  mp3 = await readFile(mp3File);
  png = image;
  owner = await createUploader(t);
  otherArtist = await createUploader(t);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const pngPart = () => ({ cover: { filename: 'cover.png', contentType: 'image/png', data: png } });

function putCover(trackId: string, user: TestUser | null, parts: FormParts = pngPart()) {
  const form = multipart(parts);
  return t.app.inject({
    method: 'PUT',
    url: `/api/me/tracks/${trackId}/cover`,
    remoteAddress: randomIp(),
    headers: {
      origin: t.config.publicUrl,
      ...(user ? { cookie: user.cookie } : {}),
      ...form.headers,
    },
    payload: form.payload,
  });
}

/** A track of the owner's waiting for its first review. */
const waitingTrack = (values: Partial<typeof tracks.$inferInsert> = {}) =>
  createTrack(t, {
    artistId: owner.artist.id,
    status: 'qc',
    processingStage: 'completed',
    requiresReview: true,
    ...values,
  });

const coverOf = async (trackId: string) =>
  (await t.database.db.select().from(tracks).where(eq(tracks.id, trackId)))[0]?.coverUrl ?? null;

const coverPattern = (trackId: string) =>
  new RegExp(`^/api/media/track-covers/${owner.user.id}/${trackId}/\\d+\\.jpg$`);

describe('PUT /api/me/tracks/:trackId/cover', () => {
  it('sets the cover of a track waiting for review, stored as a JPEG', async () => {
    const track = await waitingTrack();
    const response = await putCover(track.id, owner.user);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ track: { id: string; coverUrl: string | null } }>();
    expect(body.track.id).toBe(track.id);
    expect(body.track.coverUrl).toMatch(coverPattern(track.id));
    expect(await coverOf(track.id)).toBe(body.track.coverUrl);
    const key = (body.track.coverUrl ?? '').replace('/api/media/', '');
    expect((await t.storage.stat(key))?.size).toBeGreaterThan(0);
  });

  it("replaces the cover read from the audio's tags and removes its file", async () => {
    const track = await waitingTrack();
    const tagged = `track-covers/${owner.user.id}/${track.id}/1.jpg`;
    await t.storage.put(tagged, png);
    await t.database.db
      .update(tracks)
      .set({ coverUrl: `/api/media/${tagged}` })
      .where(eq(tracks.id, track.id));
    const response = await putCover(track.id, owner.user);
    expect(response.statusCode, response.body).toBe(200);
    expect(await coverOf(track.id)).toMatch(coverPattern(track.id));
    expect(await coverOf(track.id)).not.toBe(`/api/media/${tagged}`);
    expect(await t.storage.stat(tagged)).toBeNull();
  });

  it('sets the cover of a track just uploaded, while it is processed', async () => {
    const upload = await postUpload(t, owner.user, {
      title: 'Long lecture',
      audio: audioPart(mp3),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const { id } = upload.json<{ track: { id: string } }>().track;
    const response = await putCover(id, owner.user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().track).toMatchObject({ status: 'processing' });
    expect(await coverOf(id)).toMatch(coverPattern(id));
  });

  it('refuses a live track: its cover was reviewed already', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id, publishedAt: new Date() });
    const response = await putCover(track.id, owner.user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'cover_after_review',
      message: 'The cover can be set only before the track is reviewed.',
    });
    expect(await coverOf(track.id)).toBe(track.coverUrl);
  });

  it('refuses a track approved before, now processing new audio', async () => {
    const track = await waitingTrack({ status: 'processing', processingStage: 'processing' });
    await t.database.db.insert(contentReviews).values({
      trackId: track.id,
      status: 'approved',
      instrumentation: 'vocals_only',
      reviewedAt: new Date(),
    });
    const response = await putCover(track.id, owner.user);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(uploadMessages.coverAfterReview);
    expect(await coverOf(track.id)).toBeNull();
  });

  it('refuses a rejected or sent-back track', async () => {
    for (const status of ['rejected', 'needs_revision'] as const) {
      const track = await waitingTrack({ status });
      const response = await putCover(track.id, owner.user);
      expect(response.statusCode, status).toBe(409);
    }
  });

  it('refuses a file that is not a picture, with the upload form’s message', async () => {
    const track = await waitingTrack();
    const response = await putCover(track.id, owner.user, {
      cover: { filename: 'cover.png', contentType: 'image/png', data: Buffer.from('not a png') },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toEqual({
      code: 'invalid_image_type',
      message: uploadMessages.invalidImageType,
    });
    expect(await coverOf(track.id)).toBeNull();
  });

  it('asks for the cover when the form has none, and takes no audio', async () => {
    const track = await waitingTrack();
    const empty = await putCover(track.id, owner.user, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(uploadMessages.coverRequired);
    const audio = await putCover(track.id, owner.user, { audio: audioPart(mp3) });
    expect(audio.statusCode).toBe(400);
    expect(audio.json().error.message).toBe(uploadMessages.unexpectedFile);
    expect(await coverOf(track.id)).toBeNull();
  });

  it('is refused to another artist: 404 for a track they cannot see, 403 for one they can', async () => {
    const waiting = await waitingTrack();
    const hidden = await putCover(waiting.id, otherArtist.user);
    expect(hidden.statusCode).toBe(404);
    const live = await createTrack(t, { artistId: owner.artist.id, publishedAt: new Date() });
    const visible = await putCover(live.id, otherArtist.user);
    expect(visible.statusCode).toBe(403);
    expect(await coverOf(waiting.id)).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    const track = await waitingTrack();
    const response = await putCover(track.id, null);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a listener who owns no track', async () => {
    const listener = await createUser(t, { role: 'listener' });
    const track = await waitingTrack();
    const response = await putCover(track.id, listener);
    expect(response.statusCode).toBe(404);
  });
});
