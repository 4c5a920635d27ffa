// Approvals a genre needs, counted by distinct reviewers of exactly what is under review, and the
// public record they make: 'Reviewed by … on …' bound to the audio's and the text's hashes.
import type { ModerationTrack, ReviewResult } from '@sada/contracts/moderation';
import type { PublicReviewHistory } from '@sada/contracts/review-record';
import type { TrackDetail } from '@sada/contracts/tracks';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentReviews, reviewerProfiles, trackRenditions, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { addRendition } from '../../test/player';

let t: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;
let thirdAdmin: TestUser;
let owner: TestUser;
let artistId: string;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  [admin, secondAdmin, thirdAdmin, owner] = await Promise.all([
    createUser(t, { role: 'admin', name: 'Account Name One' }),
    createUser(t, { role: 'admin', name: 'Account Name Two' }),
    createUser(t, { role: 'admin' }),
    createUser(t, { role: 'artist' }),
  ]);
  artistId = (await createArtist(t, { ownerUserId: owner.id })).id;
  // The first admin has a verified public profile; the second none.
  await t.database.db.insert(reviewerProfiles).values({
    userId: admin.id,
    publicName: 'Shaykh Verified',
    organisation: 'Dar al-Test',
    verifiedAt: new Date(),
    verifiedBy: thirdAdmin.id,
  });
});
afterAll(() => t.close());

const approve = (trackId: string, user: TestUser) =>
  call(t, 'POST', `/api/moderation/tracks/${trackId}/reviews`, {
    as: user,
    payload: {
      decision: 'approved',
      islamicComplianceScore: 9,
      audioQualityScore: 8,
      instrumentation: 'vocals_only',
    },
  });

const askChanges = (trackId: string, user: TestUser) =>
  call(t, 'POST', `/api/moderation/tracks/${trackId}/reviews`, {
    as: user,
    payload: {
      decision: 'needs_revision',
      islamicComplianceScore: 5,
      audioQualityScore: 5,
      notes: 'Please trim the silence',
    },
  });

/** A processed track of the artist in quality control, its audio hashed as an upload's is. */
async function waiting(genre: string) {
  const track = await createTrack(t, {
    status: 'qc',
    requiresReview: true,
    processingStage: 'completed',
    processingProgress: 100,
    artistId,
    genre,
    declaredInstrumentation: 'vocals_only',
  });
  const rendition = await addRendition(t, track.id);
  await t.database.db
    .update(trackRenditions)
    .set({ contentHash: 'a'.repeat(64) })
    .where(eq(trackRenditions.id, rendition.id));
  return track;
}

async function statusOf(trackId: string) {
  const [row] = await t.database.db
    .select({ status: tracks.status })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row?.status;
}

async function reviewCount(trackId: string) {
  const rows = await t.database.db
    .select({ id: contentReviews.id })
    .from(contentReviews)
    .where(eq(contentReviews.trackId, trackId));
  return rows.length;
}

async function trackPage(trackId: string, as?: TestUser) {
  const response = await call(t, 'GET', `/api/tracks/${trackId}`, { as: as ?? null });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TrackDetail>();
}

describe('a genre that needs two approvals (Quranic Recitation)', () => {
  it('goes live only when two different reviewers approve it', async () => {
    const track = await waiting('quran_recitation');

    const first = await approve(track.id, admin);
    expect(first.statusCode, first.body).toBe(201);
    const firstBody = first.json<ReviewResult>();
    expect(firstBody.message).toBe(
      'Approval recorded. This track goes live once enough different reviewers have approved it.',
    );
    expect(firstBody.approvals).toEqual({ given: 1, needed: 2, byYou: true });
    expect(firstBody.track.status).toBe('qc');
    expect(await statusOf(track.id)).toBe('qc');

    // The reviewers see where approvals stand.
    const seen = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: secondAdmin });
    expect(seen.json<ModerationTrack>().approvals).toEqual({ given: 1, needed: 2, byYou: false });

    const again = await approve(track.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: {
        code: 'already_approved',
        message: 'You have already approved this track. Another reviewer must approve it.',
      },
    });
    expect(await reviewCount(track.id)).toBe(1);

    const second = await approve(track.id, secondAdmin);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<ReviewResult>()).toMatchObject({
      message: 'Review submitted',
      approvals: { given: 2, needed: 2 },
      track: { status: 'live' },
    });

    // The record names the verified reviewer and credits the other to the team.
    const page = await trackPage(track.id);
    expect(page.review).toMatchObject({
      state: 'reviewed',
      reviewers: [
        { name: 'Sada review team', organisation: null, profileId: null },
        { name: 'Shaykh Verified', organisation: 'Dar al-Test', profileId: admin.id },
      ],
    });
  });

  it('starts counting again after a request for changes', async () => {
    const track = await waiting('quran_recitation');
    expect((await approve(track.id, admin)).statusCode).toBe(201);
    expect((await askChanges(track.id, secondAdmin)).statusCode).toBe(201);
    expect(await statusOf(track.id)).toBe('needs_revision');
    // The artist sends it back as it was: the approval before the request no longer counts.
    await t.database.db
      .update(tracks)
      .set({ status: 'qc', requiresReview: true })
      .where(eq(tracks.id, track.id));
    const approved = await approve(track.id, secondAdmin);
    expect(approved.json<ReviewResult>().approvals).toEqual({ given: 1, needed: 2, byYou: true });
    expect(await statusOf(track.id)).toBe('qc');
    expect((await approve(track.id, admin)).json<ReviewResult>().track.status).toBe('live');
  });
});

describe('an admin sets the approvals a genre needs', () => {
  const set = (slug: string, payload: unknown, as: TestUser | null) =>
    call(t, 'PUT', `/api/admin/genres/${slug}/approvals`, { as, payload: payload as object });

  it('and the next track of the genre needs that many', async () => {
    const response = await set('islamic_stories', { approvalsNeeded: 3 }, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json<{ genres: { slug: string; approvalsNeeded: number }[] }>().genres,
    ).toContainEqual(expect.objectContaining({ slug: 'islamic_stories', approvalsNeeded: 3 }));
    const track = await waiting('islamic_stories');
    expect((await approve(track.id, admin)).json<ReviewResult>().approvals?.needed).toBe(3);
    expect((await approve(track.id, secondAdmin)).json<ReviewResult>().track.status).toBe('qc');
    expect((await approve(track.id, thirdAdmin)).json<ReviewResult>().track.status).toBe('live');
    const audit = await call(t, 'GET', '/api/admin/audit?action=genre.approvals', { as: admin });
    expect(audit.body).toContain('islamic_stories');
  });

  it.each([0, 6, 1.5, '2', null])('refuses %s and changes nothing', async (value) => {
    const response = await set('seerah', { approvalsNeeded: value }, admin);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Approvals needed must be a whole number from 1 to 5');
    const list = await call(t, 'GET', '/api/admin/genres', { as: admin });
    expect(
      list.json<{ genres: { slug: string; approvalsNeeded: number }[] }>().genres,
    ).toContainEqual({ slug: 'seerah', name: 'Seerah', approvalsNeeded: 1 });
  });

  it('answers an unknown genre with 404, a listener with 403 and a visitor with 401', async () => {
    expect((await set('no_such_genre', { approvalsNeeded: 2 }, admin)).statusCode).toBe(404);
    const listener = await createUser(t);
    expect((await set('seerah', { approvalsNeeded: 2 }, listener)).statusCode).toBe(403);
    expect((await set('seerah', { approvalsNeeded: 2 }, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/genres', { as: owner })).statusCode).toBe(403);
  });
});

describe('the public record is bound to what was reviewed', () => {
  it('changes to Under review when the audio is no longer what was approved', async () => {
    const track = await waiting('nasheed');
    expect((await approve(track.id, admin)).json<ReviewResult>().track.status).toBe('live');
    const reviewed = await trackPage(track.id);
    expect(reviewed.review.state).toBe('reviewed');

    await t.database.db
      .update(trackRenditions)
      .set({ contentHash: 'b'.repeat(64) })
      .where(and(eq(trackRenditions.trackId, track.id), eq(trackRenditions.kind, 'original')));
    expect((await trackPage(track.id)).review).toEqual({ state: 'under_review' });
  });

  it('keeps the approved text’s record while an edit waits, and moves to the edit’s once approved', async () => {
    const track = await waiting('nasheed');
    await approve(track.id, admin);
    const edited = await call(t, 'PATCH', `/api/me/tracks/${track.id}`, {
      as: owner,
      payload: { title: 'A new title' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Listeners still read the approved title, which the record still covers.
    expect((await trackPage(track.id)).review).toMatchObject({
      state: 'reviewed',
      reviewers: [{ profileId: admin.id }],
    });
    // The first reviewer's approval of the old title does not count for the new one.
    const progress = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: admin });
    expect(progress.json<ModerationTrack>().approvals).toEqual({
      given: 0,
      needed: 1,
      byYou: false,
    });
    expect((await approve(track.id, secondAdmin)).statusCode).toBe(201);
    const page = await trackPage(track.id);
    expect(page.title).toBe('A new title');
    expect(page.review).toMatchObject({
      state: 'reviewed',
      reviewers: [{ name: 'Sada review team' }],
    });
  });

  it('says Under review of a track that is not live, to those who may see it', async () => {
    const track = await waiting('nasheed');
    expect((await trackPage(track.id, owner)).review).toEqual({ state: 'under_review' });
  });

  it('lists the history in public form: decisions, dates and names, no scores or notes', async () => {
    const track = await waiting('nasheed');
    await askChanges(track.id, secondAdmin);
    await t.database.db
      .update(tracks)
      .set({ status: 'qc', requiresReview: true })
      .where(eq(tracks.id, track.id));
    await approve(track.id, admin);
    const response = await call(t, 'GET', `/api/tracks/${track.id}/reviews`);
    expect(response.statusCode).toBe(200);
    const history = response.json<PublicReviewHistory>();
    expect(history.reviews.map((r) => [r.decision, r.reviewer.name])).toEqual([
      ['approved', 'Shaykh Verified'],
      ['needs_revision', 'Sada review team'],
    ]);
    expect(response.body).not.toContain('trim the silence');
    expect(response.body).not.toContain('Score');
    expect(response.body).not.toContain('Account Name');
  });

  it('keeps the history of a track that is not live to those who may play it', async () => {
    const track = await waiting('nasheed');
    expect((await call(t, 'GET', `/api/tracks/${track.id}/reviews`)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/tracks/${track.id}/reviews`, { as: owner })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', '/api/tracks/not-a-uuid/reviews')).statusCode).toBe(400);
  });
});
