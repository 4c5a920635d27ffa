// POST /api/moderation/tracks/:trackId/reviews: what each decision does to the track, the review
// history and the notifications; that a track is decided once; that a label never decides on its
// own artists' tracks; and that an approved track is found and played by anyone.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentReviews, follows, notifications, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, randomIp, type TestUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { addRendition } from '../../test/player';
import { audioPart } from '../../test/uploads';

let t: TestApp;
let dir: string;
let admin: TestUser;
let secondAdmin: TestUser;
let label: TestUser;
let owner: TestUser;
let followers: TestUser[];
let artistId: string;
let artistName: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-moderation-'));
  t = await createTestApp();
  await ensureGenres(t);
  [admin, secondAdmin, label, owner] = await Promise.all([
    createUser(t, { role: 'admin', name: 'Amina Admin' }),
    createUser(t, { role: 'admin' }),
    createUser(t, { role: 'label', name: 'Crescent Records' }),
    createUser(t, { role: 'artist' }),
  ]);
  followers = await Promise.all([
    createUser(t, { role: 'listener' }),
    createUser(t, { role: 'listener' }),
  ]);
  const artist = await createArtist(t, { ownerUserId: owner.id, labelId: label.id });
  artistId = artist.id;
  artistName = artist.name;
  await t.database.db
    .insert(follows)
    .values([...followers, owner].map((f) => ({ followerId: f.id, artistId })));
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const decide = (trackId: string, user: TestUser, payload: Record<string, unknown>) =>
  call(t, 'POST', `/api/moderation/tracks/${trackId}/reviews`, { as: user, payload });

const unique = () => Math.random().toString(36).slice(2, 8);

/** A processed track of the owner's artist, waiting in quality control, with playable audio. */
async function pending(title = `Harbour ${unique()}`) {
  const track = await createTrack(t, {
    title,
    status: 'qc',
    requiresReview: true,
    processingStage: 'completed',
    processingProgress: 100,
    artistId,
  });
  await addRendition(t, track.id);
  return track;
}

async function trackRow(id: string) {
  const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, id));
  return row;
}

const reviewsOf = (trackId: string) =>
  t.database.db.select().from(contentReviews).where(eq(contentReviews.trackId, trackId));

async function notificationsAbout(trackId: string) {
  const rows = await t.database.db.select().from(notifications);
  return rows.filter((row) => row.data.trackId === trackId);
}

describe('approving', () => {
  it('puts the track live, keeps the review, and tells the artist and the followers', async () => {
    const track = await pending();
    const before = Date.now();
    const response = await decide(track.id, admin, {
      decision: 'approved',
      islamicComplianceScore: 9,
      audioQualityScore: 7,
      instrumentation: 'vocals_daf',
      notes: '  Lovely  ',
      rejectionReason: 'ignored unless rejected',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Review submitted',
      review: {
        status: 'approved',
        islamicComplianceScore: 9,
        audioQualityScore: 7,
        instrumentation: 'vocals_daf',
        notes: 'Lovely',
        rejectionReason: null,
        reviewer: { id: admin.id, name: 'Amina Admin' },
      },
      track: { id: track.id, status: 'live', requiresReview: false, rejectionReason: null },
    });

    const row = await trackRow(track.id);
    // What the reviewer confirmed is what listeners see and their rule filters by.
    expect(row).toMatchObject({
      status: 'live',
      requiresReview: false,
      rejectionReason: null,
      instrumentation: 'vocals_daf',
    });
    expect(row?.publishedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const [review, ...more] = await reviewsOf(track.id);
    expect(more).toEqual([]);
    expect(review).toMatchObject({
      reviewerId: admin.id,
      status: 'approved',
      islamicComplianceScore: 9,
      audioQualityScore: 7,
      instrumentation: 'vocals_daf',
      reviewNotes: 'Lovely',
      rejectionReason: null,
    });
    expect(review?.reviewedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const told = await notificationsAbout(track.id);
    const toOwner = told.filter((n) => n.userId === owner.id);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]).toMatchObject({
      kind: 'track_approved',
      link: `/track/${track.id}`,
      data: { trackId: track.id, trackTitle: track.title, artistName, notes: 'Lovely' },
    });
    // The owner follows their own artist but hears of the release once, as its artist.
    const releases = told.filter((n) => n.kind === 'new_release');
    expect(releases.map((n) => n.userId).sort()).toEqual(followers.map((f) => f.id).sort());
    for (const release of releases) {
      expect(release).toMatchObject({
        link: `/track/${track.id}`,
        data: { trackTitle: track.title, artistName },
      });
    }
  });

  it('makes the track findable in search and playable by an anonymous visitor', async () => {
    const title = `Lighthouse ${unique()}`;
    const track = await pending(title);
    const before = await call(t, 'GET', `/api/search?q=${encodeURIComponent(title)}`);
    expect(before.json<{ tracks: { id: string }[] }>().tracks.map((x) => x.id)).not.toContain(
      track.id,
    );
    expect((await call(t, 'GET', `/api/tracks/${track.id}/stream-url`)).statusCode).toBe(404);

    expect(
      (await decide(track.id, admin, { decision: 'approved', instrumentation: 'vocals_only' }))
        .statusCode,
    ).toBe(201);

    const found = await call(t, 'GET', `/api/search?q=${encodeURIComponent(title)}`);
    expect(found.json<{ tracks: { id: string }[] }>().tracks.map((x) => x.id)).toContain(track.id);
    const link = await call(t, 'GET', `/api/tracks/${track.id}/stream-url`);
    expect(link.statusCode).toBe(200);
    const audio = await t.app.inject({
      method: 'GET',
      url: link.json<{ url: string }>().url,
      headers: { range: 'bytes=0-9' },
    });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload).toHaveLength(10);
    const page = await call(t, 'GET', `/api/artists/${artistId}/tracks`);
    expect(page.body).toContain(track.id);
  });

  it('shows listeners the instrumentation the reviewer confirmed, not the one declared', async () => {
    const track = await pending();
    await t.database.db
      .update(tracks)
      .set({ declaredInstrumentation: 'vocals_only' })
      .where(eq(tracks.id, track.id));
    const response = await decide(track.id, admin, {
      decision: 'approved',
      instrumentation: 'instruments',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await call(t, 'GET', `/api/tracks/${track.id}`)).json()).toMatchObject({
      id: track.id,
      instrumentation: 'instruments',
    });
    expect(await trackRow(track.id)).toMatchObject({
      declaredInstrumentation: 'vocals_only',
      instrumentation: 'instruments',
    });
  });

  it('scores 8 and 8 when the reviewer leaves them as they are', async () => {
    const track = await pending();
    expect(
      (await decide(track.id, admin, { decision: 'approved', instrumentation: 'vocals_only' }))
        .statusCode,
    ).toBe(201);
    const [review] = await reviewsOf(track.id);
    expect(review).toMatchObject({ islamicComplianceScore: 8, audioQualityScore: 8 });
  });
});

describe('rejecting', () => {
  it('keeps the reason on the track and the review, and tells only the artist', async () => {
    const track = await pending();
    const response = await decide(track.id, secondAdmin, {
      decision: 'rejected',
      islamicComplianceScore: 3,
      audioQualityScore: 4,
      rejectionReason: ' Music with instruments is not accepted ',
    });
    expect(response.statusCode, response.body).toBe(201);

    expect(await trackRow(track.id)).toMatchObject({
      status: 'rejected',
      requiresReview: false,
      rejectionReason: 'Music with instruments is not accepted',
      publishedAt: null,
    });
    const [review] = await reviewsOf(track.id);
    expect(review).toMatchObject({
      reviewerId: secondAdmin.id,
      status: 'rejected',
      rejectionReason: 'Music with instruments is not accepted',
    });
    const told = await notificationsAbout(track.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: owner.id,
      kind: 'track_rejected',
      link: '/my-tracks',
      data: { trackTitle: track.title, reason: 'Music with instruments is not accepted' },
    });

    const mine = await call(t, 'GET', '/api/me/tracks', { as: owner });
    const listed = mine.json<{ tracks: { id: string; review: unknown }[] }>().tracks;
    expect(listed.find((x) => x.id === track.id)?.review).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Music with instruments is not accepted',
    });
    expect((await call(t, 'GET', `/api/tracks/${track.id}/stream-url`)).statusCode).toBe(404);
  });
});

describe('asking for a revision', () => {
  it("sends the track back to the artist with the reviewer's notes; new audio returns it to the queue", async () => {
    const track = await pending();
    const response = await decide(track.id, admin, {
      decision: 'needs_revision',
      islamicComplianceScore: 9,
      audioQualityScore: 4,
      notes: 'The recording clips at 1:20; please re-record that part.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await trackRow(track.id)).toMatchObject({
      status: 'needs_revision',
      requiresReview: false,
      publishedAt: null,
    });
    const told = await notificationsAbout(track.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      userId: owner.id,
      kind: 'track_needs_revision',
      link: '/my-tracks',
      data: {
        trackTitle: track.title,
        notes: 'The recording clips at 1:20; please re-record that part.',
        reason: 'The recording clips at 1:20; please re-record that part.',
      },
    });

    const mine = await call(t, 'GET', '/api/me/tracks', { as: owner });
    const listed = mine.json<{ tracks: { id: string; status: string; review: unknown }[] }>();
    expect(listed.tracks.find((x) => x.id === track.id)).toMatchObject({
      status: 'needs_revision',
      review: {
        status: 'needs_revision',
        notes: 'The recording clips at 1:20; please re-record that part.',
      },
    });

    const queue = async () =>
      (await call(t, 'GET', '/api/moderation/queue', { as: admin }))
        .json<{ tracks: { id: string }[] }>()
        .tracks.map((x) => x.id);
    expect(await queue()).not.toContain(track.id);

    const mp3 = await readFile(await makeAudio(dir, 'mp3', 1));
    const form = multipart({ audio: audioPart(mp3) });
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/me/tracks/${track.id}/audio`,
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, cookie: owner.cookie, ...form.headers },
      payload: form.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await trackRow(track.id)).toMatchObject({ status: 'processing', requiresReview: true });
    expect(await queue()).toContain(track.id);

    // Until processing has finished there is nothing to hear, so no decision yet.
    const early = await decide(track.id, admin, {
      decision: 'approved',
      instrumentation: 'vocals_only',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('still_processing');
    const detail = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: admin });
    expect(detail.json()).toMatchObject({ status: 'processing', awaitingReview: false });
    expect(detail.json().reviews).toHaveLength(1);
  });
});

describe('one decision per review', () => {
  it('answers 409 to a second decision and keeps the first', async () => {
    const track = await pending();
    expect(
      (await decide(track.id, admin, { decision: 'approved', instrumentation: 'vocals_only' }))
        .statusCode,
    ).toBe(201);
    const second = await decide(track.id, secondAdmin, {
      decision: 'rejected',
      rejectionReason: 'Too late',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'already_reviewed',
      message: 'This track is no longer waiting for review',
    });
    expect(await trackRow(track.id)).toMatchObject({ status: 'live', rejectionReason: null });
    expect(await reviewsOf(track.id)).toHaveLength(1);
  });

  it('lets only one of two reviewers deciding at once win', async () => {
    const track = await pending();
    const answers = await Promise.all([
      decide(track.id, admin, { decision: 'approved', instrumentation: 'vocals_only' }),
      decide(track.id, secondAdmin, { decision: 'rejected', rejectionReason: 'No' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const reviews = await reviewsOf(track.id);
    expect(reviews).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)?.json<{ track: { status: string } }>();
    expect((await trackRow(track.id))?.status).toBe(winner?.track.status);
  });

  it('answers 404 for a track that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await decide(missing, admin, {
      decision: 'approved',
      instrumentation: 'vocals_only',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a label and its own artists', () => {
  it('cannot review them: 403, and nothing changes', async () => {
    const track = await pending();
    const response = await decide(track.id, label, {
      decision: 'rejected',
      rejectionReason: 'Not ours to judge',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'own_artist',
      message: 'A label cannot review the tracks of its own artists',
    });
    expect(await trackRow(track.id)).toMatchObject({ status: 'qc', requiresReview: true });
    expect(await reviewsOf(track.id)).toEqual([]);
    expect(await notificationsAbout(track.id)).toEqual([]);
  });

  it('may review the tracks of artists signed elsewhere', async () => {
    const elsewhere = await createArtist(t, {});
    const track = await createTrack(t, {
      status: 'qc',
      requiresReview: true,
      artistId: elsewhere.id,
    });
    const response = await decide(track.id, label, {
      decision: 'approved',
      instrumentation: 'vocals_only',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().review.reviewer).toEqual({ id: label.id, name: 'Crescent Records' });
    // An artist nobody owns has no one to tell but its followers (none here).
    expect(await notificationsAbout(track.id)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(contentReviews)
      .where(and(eq(contentReviews.trackId, track.id), eq(contentReviews.reviewerId, label.id)));
    expect(row?.status).toBe('approved');
  });
});

describe('a reviewer and their own artist profile', () => {
  it.each(['label', 'admin'] as const)(
    'as %s, nobody decides on a track of their own artist profile: 403, and nothing changes',
    async (role) => {
      const reviewer = await createUser(t, { role });
      const own = await createArtist(t, { ownerUserId: reviewer.id });
      const track = await createTrack(t, {
        status: 'qc',
        requiresReview: true,
        processingStage: 'completed',
        processingProgress: 100,
        artistId: own.id,
      });
      const response = await decide(track.id, reviewer, {
        decision: 'approved',
        instrumentation: 'vocals_only',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: 'own_track',
        message: 'You cannot review your own track',
      });
      expect(await trackRow(track.id)).toMatchObject({ status: 'qc', requiresReview: true });
      expect(await reviewsOf(track.id)).toEqual([]);
      expect(await notificationsAbout(track.id)).toEqual([]);

      // Nor does it open the track for review or find it in the queue; another reviewer can.
      const opened = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: reviewer });
      expect(opened.statusCode).toBe(403);
      const queue = await call(t, 'GET', '/api/moderation/queue?limit=100', { as: reviewer });
      expect(queue.json().tracks.map((row: { id: string }) => row.id)).not.toContain(track.id);
      const other = await call(t, 'GET', '/api/moderation/queue?limit=100', { as: secondAdmin });
      expect(other.json().tracks.map((row: { id: string }) => row.id)).toContain(track.id);
      expect(
        (
          await decide(track.id, secondAdmin, {
            decision: 'approved',
            instrumentation: 'vocals_only',
          })
        ).statusCode,
      ).toBe(201);
    },
  );
});
