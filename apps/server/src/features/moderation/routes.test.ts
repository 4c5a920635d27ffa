// /api/moderation: who may moderate, the queue (which tracks, in which order, for whom), a track
// under review with its history, and bad review bodies, which change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentReviews, notifications, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, randomIp, type TestUser } from '../../test/factories';
import { addRendition } from '../../test/player';

let t: TestApp;
let admin: TestUser;
let label: TestUser;
let otherLabel: TestUser;
let listener: TestUser;
let owner: TestUser;
let ownerArtistId: string;
let signedArtistId: string;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  [admin, label, otherLabel, listener, owner] = await Promise.all([
    createUser(t, { role: 'admin', name: 'Amina Admin' }),
    createUser(t, { role: 'label' }),
    createUser(t, { role: 'label' }),
    createUser(t, { role: 'listener' }),
    createUser(t, { role: 'artist' }),
  ]);
  ownerArtistId = (await createArtist(t, { ownerUserId: owner.id, verified: true })).id;
  signedArtistId = (await createArtist(t, { labelId: label.id })).id;
});
afterAll(() => t?.close());

/** A processed track waiting in quality control. */
function pending(values: Parameters<typeof createTrack>[1] = {}) {
  return createTrack(t, {
    status: 'qc',
    requiresReview: true,
    processingStage: 'completed',
    processingProgress: 100,
    artistId: ownerArtistId,
    ...values,
  });
}

interface QueueBody {
  tracks: { id: string; title: string; reviewPriority: number; artist: { verified: boolean } }[];
  nextCursor: string | null;
}

async function queueIds(user: TestUser, limit = 100): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await call(t, 'GET', `/api/moderation/queue?${query}`, { as: user });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<QueueBody>();
    ids.push(...body.tracks.map((track) => track.id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

describe('GET /api/moderation/queue', () => {
  it('lists tracks that require review and are processing or in QC, by priority, then oldest', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const urgentNew = await pending({ reviewPriority: 2, createdAt: new Date(now - day) });
    const urgentOld = await pending({ reviewPriority: 2, createdAt: new Date(now - 3 * day) });
    const normalOld = await pending({ reviewPriority: 0, createdAt: new Date(now - 9 * day) });
    const processing = await pending({
      status: 'processing',
      processingStage: 'processing',
      reviewPriority: 1,
      createdAt: new Date(now - 2 * day),
    });
    const excluded = await Promise.all([
      createTrack(t, { status: 'live', requiresReview: false, artistId: ownerArtistId }),
      pending({ requiresReview: false }),
      pending({ status: 'rejected', rejectionReason: 'No' }),
      pending({ status: 'needs_revision' }),
      pending({ status: 'failed' }),
    ]);

    const ids = await queueIds(admin);
    const ours = [urgentOld, urgentNew, processing, normalOld].map((track) => track.id);
    expect(ids.filter((id) => ours.includes(id))).toEqual(ours);
    for (const track of excluded) expect(ids).not.toContain(track.id);

    const response = await call(t, 'GET', '/api/moderation/queue', { as: admin });
    const first = response.json<QueueBody>().tracks.find((track) => track.id === urgentOld.id);
    expect(first).toMatchObject({ title: urgentOld.title, reviewPriority: 2 });
    expect(first?.artist.verified).toBe(true);
  });

  it('pages through the same order with a cursor, each track once', async () => {
    await Promise.all([1, 2, 3].map(() => pending()));
    const all = await queueIds(admin);
    const paged = await queueIds(admin, 2);
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it("hides a label's own artists' tracks from that label only", async () => {
    const signed = await pending({ artistId: signedArtistId });
    expect(await queueIds(label)).not.toContain(signed.id);
    expect(await queueIds(otherLabel)).toContain(signed.id);
    expect(await queueIds(admin)).toContain(signed.id);
  });

  it('refuses a limit out of range and a cursor it did not make', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=bm90LWEtY3Vyc29y']) {
      const response = await call(t, 'GET', `/api/moderation/queue?${query}`, { as: admin });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('who may moderate', () => {
  it('admins and verified labels; everyone else is refused, and told why', async () => {
    const [artist, unverifiedLabel, unverifiedAdmin] = await Promise.all([
      createUser(t, { role: 'artist' }),
      createUser(t, { role: 'label', labelVerified: false }),
      createUser(t, { role: 'admin', emailVerified: false }),
    ]);
    expect((await call(t, 'GET', '/api/moderation/queue', { as: admin })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/moderation/queue', { as: label })).statusCode).toBe(200);

    expect((await call(t, 'GET', '/api/moderation/queue')).statusCode).toBe(401);
    for (const user of [listener, artist]) {
      const response = await call(t, 'GET', '/api/moderation/queue', { as: user });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(
        "Access denied: You don't have permission to access content moderation",
      );
    }
    const unverified = await call(t, 'GET', '/api/moderation/queue', { as: unverifiedLabel });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe('label_not_verified');
    const noEmail = await call(t, 'GET', '/api/moderation/queue', { as: unverifiedAdmin });
    expect(noEmail.statusCode).toBe(403);
    expect(noEmail.json().error.code).toBe('email_not_verified');
  });

  it('answers in Arabic when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/moderation/queue',
      remoteAddress: randomIp(),
      headers: { cookie: listener.cookie, 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'تم رفض الوصول: ليست لديك صلاحية للوصول إلى مراجعة المحتوى',
    );
  });
});

describe('GET /api/moderation/tracks/:trackId', () => {
  it('gives metadata, lyrics, waveform, where to get the audio, and the history', async () => {
    const track = await pending({
      lyrics: 'Line one\nLine two',
      language: 'english',
      islamicContentType: 'dhikr',
      genre: 'dhikr',
      waveformPeaks: [0, 0.5, 1],
      audioFilePath: 'audio-tracks/x/y.mp3',
      reviewPriority: 3,
    });
    await t.database.db.insert(contentReviews).values({
      trackId: track.id,
      reviewerId: admin.id,
      status: 'needs_revision',
      islamicComplianceScore: 6,
      audioQualityScore: 5,
      reviewNotes: 'Trim the silence at the start',
      reviewedAt: new Date('2026-01-02T03:04:05Z'),
    });

    const response = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: label });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: track.id,
      title: track.title,
      lyrics: 'Line one\nLine two',
      language: 'english',
      contentType: 'dhikr',
      genre: 'dhikr',
      status: 'qc',
      awaitingReview: true,
      reviewPriority: 3,
      durationMs: 180_000,
      waveform: [0, 0.5, 1],
      streamUrl: `/api/tracks/${track.id}/stream-url`,
      artist: { id: ownerArtistId, verified: true },
      canDecide: true,
      reviews: [
        {
          status: 'needs_revision',
          islamicComplianceScore: 6,
          audioQualityScore: 5,
          notes: 'Trim the silence at the start',
          reviewer: { id: admin.id, name: 'Amina Admin' },
          reviewedAt: '2026-01-02T03:04:05.000Z',
        },
      ],
    });
  });

  it('lets a moderator hear a track that is not live', async () => {
    const track = await pending();
    await addRendition(t, track.id);
    const url = await call(t, 'GET', `/api/tracks/${track.id}/stream-url`, { as: label });
    expect(url.statusCode).toBe(200);
    const audio = await call(t, 'GET', url.json<{ url: string }>().url, { as: label });
    expect(audio.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/tracks/${track.id}/stream-url`)).statusCode).toBe(404);
  });

  it("refuses a label its own artists' tracks; 404 for none, 400 for a bad id", async () => {
    const signed = await pending({ artistId: signedArtistId });
    const own = await call(t, 'GET', `/api/moderation/tracks/${signed.id}`, { as: label });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('own_artist');
    expect(
      (await call(t, 'GET', `/api/moderation/tracks/${signed.id}`, { as: otherLabel })).statusCode,
    ).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call(t, 'GET', `/api/moderation/tracks/${missing}`, { as: admin })).statusCode,
    ).toBe(404);
    const bad = await call(t, 'GET', '/api/moderation/tracks/not-an-id', { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Not a track id');
  });
});

describe('bad review bodies', () => {
  const decide = (trackId: string, payload: Record<string, unknown>) =>
    call(t, 'POST', `/api/moderation/tracks/${trackId}/reviews`, { as: admin, payload });

  it.each([
    [
      { decision: 'approved', islamicComplianceScore: 0 },
      'islamicComplianceScore must be at least 1',
    ],
    [{ decision: 'approved', audioQualityScore: 11 }, 'audioQualityScore must be at most 10'],
    [{ decision: 'approved', audioQualityScore: 7.5 }, 'audioQualityScore must be a whole number'],
    [
      { decision: 'approved', islamicComplianceScore: '8' },
      'islamicComplianceScore must be a number',
    ],
    [{}, 'Choose a decision: approved, rejected or needs revision'],
    [{ decision: 'maybe' }, 'Choose a decision: approved, rejected or needs revision'],
    [{ decision: 'rejected' }, 'Please give a reason for the rejection'],
    [{ decision: 'rejected', rejectionReason: '   ' }, 'Please give a reason for the rejection'],
    [
      { decision: 'rejected', rejectionReason: 'x'.repeat(501) },
      'The reason can be at most 500 characters',
    ],
    [{ decision: 'approved', notes: 'x'.repeat(2001) }, 'The notes can be at most 2000 characters'],
    [{ decision: 'approved', notes: 42 }, 'The notes must be text'],
    [{ decision: 'approved', status: 'live' }, 'Unrecognized key: "status"'],
    [{ decision: 'approved' }, 'Confirm or correct the instrumentation before approving'],
    [
      { decision: 'approved', instrumentation: null },
      'Confirm or correct the instrumentation before approving',
    ],
    [
      { decision: 'approved', instrumentation: 'drums' },
      'Choose one of the listed kinds of instrumentation',
    ],
  ])('%j → 400 %s, and nothing changes', async (payload, message) => {
    const track = await pending();
    const response = await decide(track.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, track.id));
    expect(row).toMatchObject({ status: 'qc', requiresReview: true, publishedAt: null });
    const reviews = await t.database.db
      .select()
      .from(contentReviews)
      .where(eq(contentReviews.trackId, track.id));
    expect(reviews).toEqual([]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(told).toEqual([]);
  });
});
