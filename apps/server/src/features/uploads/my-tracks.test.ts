// /api/me/tracks: the artist's own tracks with their processing state and review notes, and
// editing, replacing and deleting them, by their owner only.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contentReviews,
  playlists,
  playlistTracks,
  trackRenditions,
  tracks,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio, makeImage } from '../../test/audio';
import { call } from '../../test/call';
import { createPlaylist, createTrack } from '../../test/catalog';
import { createUser, randomIp, type TestUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let wav: Buffer;
let owner: Awaited<ReturnType<typeof createUploader>>;
let otherArtist: Awaited<ReturnType<typeof createUploader>>;
let listener: TestUser;
let admin: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-my-tracks-'));
  const [app, mp3File, wavFile] = await Promise.all([
    createTestApp(),
    makeAudio(dir, 'mp3', 1),
    makeAudio(dir, 'wav', 1),
  ]);
  t = app;
  [mp3, wav] = await Promise.all([readFile(mp3File), readFile(wavFile)]);
  owner = await createUploader(t);
  otherArtist = await createUploader(t);
  listener = await createUser(t, { role: 'listener' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

function putAudio(trackId: string, user: TestUser, audio: ReturnType<typeof audioPart>) {
  const form = multipart({ audio });
  return t.app.inject({
    method: 'PUT',
    url: `/api/me/tracks/${trackId}/audio`,
    remoteAddress: randomIp(),
    headers: { origin: t.config.publicUrl, cookie: user.cookie, ...form.headers },
    payload: form.payload,
  });
}

async function uploaded(title = 'Mine', uploader = owner) {
  const response = await postUpload(t, uploader.user, { title, audio: audioPart(mp3) });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ track: { id: string } }>().track;
  const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, id));
  if (!row) throw new Error('no track');
  return row;
}

describe('GET /api/me/tracks', () => {
  // Other tests upload as the shared owner: each list here belongs to an artist of its own.
  it("lists the caller's tracks in every state, with the reviewer's notes", async () => {
    const me = await createUploader(t);
    const live = await createTrack(t, { artistId: me.artist.id, title: 'Live one' });
    const sentBack = await createTrack(t, {
      artistId: me.artist.id,
      title: 'Sent back',
      status: 'needs_revision',
      processingStage: 'completed',
      processingProgress: 100,
    });
    await t.database.db.insert(contentReviews).values([
      { trackId: sentBack.id, status: 'pending', createdAt: new Date(Date.now() - 60_000) },
      {
        trackId: sentBack.id,
        status: 'needs_revision',
        reviewNotes: 'Please trim the silence at the end',
        reviewedAt: new Date(),
      },
    ]);
    const processing = await uploaded('Just uploaded', me);
    await createTrack(t, { artistId: otherArtist.artist.id, title: 'Not mine' });

    const response = await call(t, 'GET', '/api/me/tracks', { as: me.user });
    expect(response.statusCode).toBe(200);
    const { tracks: list } = response.json<{ tracks: { id: string; title: string }[] }>();
    expect(list.map((x) => x.title)).toEqual(['Just uploaded', 'Sent back', 'Live one']);
    expect(list.find((x) => x.id === processing.id)).toMatchObject({
      status: 'processing',
      processing: { stage: 'uploading', progress: 0 },
    });
    expect(list.find((x) => x.id === sentBack.id)).toMatchObject({
      status: 'needs_revision',
      review: { status: 'needs_revision', notes: 'Please trim the silence at the end' },
    });
    expect(list.find((x) => x.id === live.id)).toMatchObject({ status: 'live', review: null });
  });

  it('pages with a cursor', async () => {
    const me = await createUploader(t);
    for (const title of ['One', 'Two', 'Three']) {
      await createTrack(t, { artistId: me.artist.id, title });
    }
    const first = await call(t, 'GET', '/api/me/tracks?limit=2', { as: me.user });
    const page = first.json<{ tracks: { id: string }[]; nextCursor: string | null }>();
    expect(page.tracks).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const second = await call(t, 'GET', `/api/me/tracks?limit=2&cursor=${page.nextCursor ?? ''}`, {
      as: me.user,
    });
    const rest = second.json<{ tracks: { id: string }[] }>().tracks.map((x) => x.id);
    expect(rest).toHaveLength(1);
    expect(rest.some((id) => page.tracks.some((x) => x.id === id))).toBe(false);
  });

  it('is empty for someone without an artist profile, and needs sign-in', async () => {
    const response = await call(t, 'GET', '/api/me/tracks', { as: listener });
    expect(response.json()).toEqual({ tracks: [], nextCursor: null });
    expect((await call(t, 'GET', '/api/me/tracks')).statusCode).toBe(401);
  });
});

describe('PATCH /api/me/tracks/:trackId', () => {
  it('edits the metadata for the owner; a live track keeps its approved version until review', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id, lyrics: 'First words' });
    const response = await call(t, 'PATCH', `/api/me/tracks/${track.id}`, {
      as: owner.user,
      payload: {
        title: 'Renamed',
        lyrics: '  ',
        language: 'french',
        contentType: 'lecture',
        genre: 'islamic_lecture',
        explicit: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: unknown }>().track).toMatchObject({
      title: track.title,
      lyrics: 'First words',
      status: 'live',
      pendingChanges: {
        title: 'Renamed',
        lyrics: null,
        language: 'french',
        contentType: 'lecture',
        genre: 'islamic_lecture',
        explicit: true,
      },
    });
  });

  it('refuses a blank title and an empty change', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id });
    const blank = await call(t, 'PATCH', `/api/me/tracks/${track.id}`, {
      as: owner.user,
      payload: { title: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    const empty = await call(t, 'PATCH', `/api/me/tracks/${track.id}`, {
      as: owner.user,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Nothing to change');
  });

  it('is refused to everyone but the owner', async () => {
    const live = await createTrack(t, { artistId: owner.artist.id, title: 'Keep' });
    const pending = await createTrack(t, { artistId: owner.artist.id, status: 'qc' });
    const body = { title: 'Hijacked' };
    expect(
      (await call(t, 'PATCH', `/api/me/tracks/${live.id}`, { payload: body })).statusCode,
    ).toBe(401);
    expect(
      (await call(t, 'PATCH', `/api/me/tracks/${live.id}`, { as: listener, payload: body }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PATCH', `/api/me/tracks/${live.id}`, { as: otherArtist.user, payload: body }))
        .statusCode,
    ).toBe(403);
    // A track that is not public answers as if it did not exist.
    expect(
      (
        await call(t, 'PATCH', `/api/me/tracks/${pending.id}`, {
          as: otherArtist.user,
          payload: body,
        })
      ).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, live.id));
    expect(row?.title).toBe('Keep');
  });
});

describe('PUT /api/me/tracks/:trackId/audio', () => {
  it('replaces the audio and sends the track back to processing and review', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id, status: 'live' });
    const oldKey = `audio-tracks/${owner.user.id}/${track.id}/1.mp3`;
    await t.storage.put(oldKey, mp3);
    await t.database.db.insert(trackRenditions).values({
      trackId: track.id,
      kind: 'stream',
      format: 'mp3',
      mimeType: 'audio/mpeg',
      bitrateKbps: 128,
      sizeBytes: mp3.length,
      storageKey: oldKey,
    });

    const response = await putAudio(track.id, owner.user, audioPart(wav, 'new.wav', 'audio/wav'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: unknown }>().track).toMatchObject({
      status: 'processing',
      audioFormat: 'wav',
      processing: { stage: 'uploading', progress: 0 },
    });
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, track.id));
    expect(row?.audioFilePath).toMatch(
      new RegExp(`^audio-tracks/${owner.user.id}/${track.id}/\\d+\\.wav$`),
    );
    expect(row?.requiresReview).toBe(true);
    expect(row?.publishedAt).toBeNull();
    expect(await t.storage.stat(oldKey)).toBeNull();
    const renditions = await t.database.db
      .select({ kind: trackRenditions.kind, key: trackRenditions.storageKey })
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, track.id));
    expect(renditions).toEqual([{ kind: 'original', key: row?.audioFilePath }]);
  });

  it('hashes each upload as received; an approval of the old audio vouches for none of the new', async () => {
    const track = await uploaded('Bound to its audio');
    const hashOf = async () => {
      const [original] = await t.database.db
        .select({ hash: trackRenditions.contentHash })
        .from(trackRenditions)
        .where(eq(trackRenditions.trackId, track.id));
      return original?.hash;
    };
    expect(await hashOf()).toBe(createHash('sha256').update(mp3).digest('hex'));
    await t.database.db
      .update(tracks)
      .set({ status: 'qc', processingStage: 'completed', processingProgress: 100 })
      .where(eq(tracks.id, track.id));
    const approved = await call(t, 'POST', `/api/moderation/tracks/${track.id}/reviews`, {
      as: admin,
      payload: { decision: 'approved', instrumentation: 'vocals_only' },
    });
    expect(approved.statusCode, approved.body).toBe(201);
    const page = () => call(t, 'GET', `/api/tracks/${track.id}`, { as: owner.user });
    expect((await page()).json<{ review: { state: string } }>().review.state).toBe('reviewed');

    const replaced = await putAudio(track.id, owner.user, audioPart(wav, 'new.wav', 'audio/wav'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await hashOf()).toBe(createHash('sha256').update(wav).digest('hex'));
    expect((await page()).json<{ review: unknown }>().review).toEqual({ state: 'under_review' });
    // Even put live by hand, the track has no review of this audio to show.
    await t.database.db.update(tracks).set({ status: 'live' }).where(eq(tracks.id, track.id));
    expect((await page()).json<{ review: unknown }>().review).toEqual({ state: 'under_review' });
  });

  it('refuses a taken-down track: only an admin restore brings it back, not new audio', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id, status: 'live' });
    const reason = 'Uses a sample without permission';
    const takeDown = await call(t, 'POST', `/api/admin/tracks/${track.id}/take-down`, {
      as: admin,
      payload: {
        reason,
      },
    });
    expect(takeDown.statusCode, takeDown.body).toBe(200);

    const response = await putAudio(track.id, owner.user, audioPart(wav, 'new.wav', 'audio/wav'));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error).toEqual({
      code: 'taken_down',
      message: 'This track was taken down. It can get new audio once an admin restores it.',
    });
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, track.id));
    expect(row).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      requiresReview: false,
      audioFilePath: track.audioFilePath,
    });
    expect(
      await t.database.db
        .select()
        .from(trackRenditions)
        .where(eq(trackRenditions.trackId, track.id)),
    ).toEqual([]);

    const restored = await call(t, 'POST', `/api/admin/tracks/${track.id}/restore`, { as: admin });
    expect(restored.statusCode, restored.body).toBe(200);
    const replaced = await putAudio(track.id, owner.user, audioPart(wav, 'new.wav', 'audio/wav'));
    expect(replaced.statusCode, replaced.body).toBe(200);
  });

  it('refuses what is not audio, and other people', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id });
    const png = await makeImage('png');
    const notAudio = await putAudio(track.id, owner.user, audioPart(png));
    expect(notAudio.statusCode).toBe(415);
    const stranger = await putAudio(track.id, otherArtist.user, audioPart(mp3));
    expect(stranger.statusCode).toBe(403);
  });
});

describe('DELETE /api/me/tracks/:trackId', () => {
  it('deletes the track and its files for the owner', async () => {
    const cover = await makeImage('jpeg');
    const response = await postUpload(t, owner.user, {
      title: 'To delete',
      audio: audioPart(mp3),
      cover: { filename: 'c.jpg', contentType: 'image/jpeg', data: cover },
    });
    const { id } = response.json<{ track: { id: string } }>().track;
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, id));
    const keys = [row?.audioFilePath ?? '', (row?.coverUrl ?? '').replace('/api/media/', '')];
    for (const key of keys) expect(await t.storage.stat(key)).not.toBeNull();

    const stranger = await call(t, 'DELETE', `/api/me/tracks/${id}`, { as: otherArtist.user });
    expect(stranger.statusCode).toBe(404);
    const deleted = await call(t, 'DELETE', `/api/me/tracks/${id}`, { as: owner.user });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'File deleted' });
    expect(await t.database.db.select().from(tracks).where(eq(tracks.id, id))).toEqual([]);
    for (const key of keys) expect(await t.storage.stat(key)).toBeNull();
    expect((await call(t, 'DELETE', `/api/me/tracks/${id}`, { as: owner.user })).statusCode).toBe(
      404,
    );
  });

  it("takes the track out of listeners' playlists, keeping positions and track_count exact", async () => {
    const doomed = await createTrack(t, { artistId: owner.artist.id });
    const [first, last] = [await createTrack(t), await createTrack(t)];
    const playlist = await createPlaylist(t, { ownerId: listener.id }, [
      first.id,
      doomed.id,
      last.id,
    ]);
    const deleted = await call(t, 'DELETE', `/api/me/tracks/${doomed.id}`, { as: owner.user });
    expect(deleted.statusCode).toBe(200);
    const entries = await t.database.db
      .select({ trackId: playlistTracks.trackId, position: playlistTracks.position })
      .from(playlistTracks)
      .where(eq(playlistTracks.playlistId, playlist.id))
      .orderBy(playlistTracks.position);
    expect(entries).toEqual([
      { trackId: first.id, position: 0 },
      { trackId: last.id, position: 1 },
    ]);
    const [row] = await t.database.db
      .select({ trackCount: playlists.trackCount })
      .from(playlists)
      .where(eq(playlists.id, playlist.id));
    expect(row?.trackCount).toBe(2);
  });

  it('is refused to other people', async () => {
    const live = await createTrack(t, { artistId: owner.artist.id });
    expect((await call(t, 'DELETE', `/api/me/tracks/${live.id}`)).statusCode).toBe(401);
    expect(
      (await call(t, 'DELETE', `/api/me/tracks/${live.id}`, { as: listener })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/me/tracks/${live.id}`, { as: otherArtist.user })).statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(tracks).where(eq(tracks.id, live.id))).toHaveLength(1);
  });
});
