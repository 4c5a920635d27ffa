// An artist's edit of a track's reviewed details (PATCH /api/me/tracks/:trackId) goes through
// review: listeners keep the approved version of a live track until a reviewer approves the
// edit, which the reviewer sees as what changed; a rejection discards it and tells the artist.
import { randomBytes } from 'node:crypto';

import type { ModerationQueue, ModerationTrack } from '@sada/contracts/moderation';
import type { SearchResults } from '@sada/contracts/search';
import type { TrackDetail } from '@sada/contracts/tracks';
import type { MyTrack } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { follows, notifications, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { createPlayableTrack } from '../../test/player';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let follower: TestUser;
let listener: TestUser;
let label: TestUser;
let artistId: string;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  [admin, owner, follower, listener, label] = await Promise.all([
    createUser(t, { role: 'admin' }),
    createUser(t, { role: 'artist' }),
    createUser(t, { role: 'listener' }),
    createUser(t, { role: 'listener' }),
    // A verified label the artist is not signed to: a moderator of the artist's tracks.
    createUser(t, { role: 'label' }),
  ]);
  artistId = (await createArtist(t, { ownerUserId: owner.id })).id;
  await t.database.db.insert(follows).values({ followerId: follower.id, artistId });
});
afterAll(() => t.close());

const edit = (trackId: string, body: object) =>
  call(t, 'PATCH', `/api/me/tracks/${trackId}`, { as: owner, payload: body });
const decide = (trackId: string, body: object, reviewer = admin) =>
  call(t, 'POST', `/api/moderation/tracks/${trackId}/reviews`, { as: reviewer, payload: body });
const word = () => `quill${randomBytes(3).toString('hex')}`;

async function liveTrack(title = `Dawn ${word()}`) {
  const { track } = await createPlayableTrack(t, {
    artistId,
    title,
    lyrics: 'Approved words',
    explicit: false,
    requiresReview: false,
    publishedAt: new Date('2026-02-01T08:00:00Z'),
  });
  return track;
}

async function row(trackId: string) {
  const [found] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
  return found;
}

async function queueIds(user = admin) {
  const response = await call(t, 'GET', '/api/moderation/queue?limit=100', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ModerationQueue>().tracks;
}

async function notificationsAbout(trackId: string) {
  const rows = await t.database.db.select().from(notifications);
  return rows.filter((r) => r.data.trackId === trackId);
}

/** The track as a listener reads it (signed in: never a cached answer). */
async function publicTrack(trackId: string) {
  return (await call(t, 'GET', `/api/tracks/${trackId}`, { as: listener })).json<TrackDetail>();
}

describe('editing a live track', () => {
  it('keeps the approved version public and puts the edit in the queue, shown as a change', async () => {
    const oldWord = word();
    // Nothing alike in the two titles: search also finds similar words.
    const newWord = `zircon${randomBytes(3).toString('hex')}`;
    const track = await liveTrack(`Dawn ${oldWord}`);
    const response = await edit(track.id, {
      title: `Dusk ${newWord}`,
      lyrics: 'Unreviewed words',
      explicit: true,
      language: 'arabic',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: MyTrack }>().track).toMatchObject({
      title: `Dawn ${oldWord}`,
      status: 'live',
      pendingChanges: { title: `Dusk ${newWord}`, lyrics: 'Unreviewed words', explicit: true },
    });
    // The language did not change, so it is no part of the edit.
    expect(response.json<{ track: MyTrack }>().track.pendingChanges).not.toHaveProperty('language');

    // Listeners: the approved version, everywhere.
    expect(await publicTrack(track.id)).toMatchObject({
      title: `Dawn ${oldWord}`,
      lyrics: 'Approved words',
      explicit: false,
    });
    const anonymous = await call(t, 'GET', `/api/tracks/${track.id}`);
    expect(anonymous.json<TrackDetail>().title).toBe(`Dawn ${oldWord}`);
    const found = await call(t, 'GET', `/api/search?q=${newWord}`, { as: listener });
    expect(found.json<SearchResults>().tracks.map((x) => x.id)).not.toContain(track.id);
    expect((await call(t, 'GET', `/api/stream/${track.id}`)).statusCode).toBe(200);

    // Reviewers: the track waits in the queue, with what the edit changes.
    const item = (await queueIds()).find((x) => x.id === track.id);
    expect(item).toMatchObject({ status: 'live', editPending: true, title: `Dawn ${oldWord}` });
    const detail = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: admin });
    expect(detail.json<ModerationTrack>()).toMatchObject({
      title: `Dawn ${oldWord}`,
      lyrics: 'Approved words',
      explicit: false,
      awaitingReview: true,
      pendingChanges: { title: `Dusk ${newWord}`, lyrics: 'Unreviewed words', explicit: true },
      artist: { ownerId: owner.id },
    });
  });

  it('applies the edit on approval; the track stays live and no new release is announced', async () => {
    const track = await liveTrack();
    await edit(track.id, { title: 'Approved rename', explicit: true });
    const response = await decide(track.id, {
      decision: 'approved',
      instrumentation: 'vocals_only',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().track).toMatchObject({
      status: 'live',
      requiresReview: false,
      publishedAt: '2026-02-01T08:00:00.000Z',
    });
    expect(await row(track.id)).toMatchObject({
      title: 'Approved rename',
      explicit: true,
      lyrics: 'Approved words',
      status: 'live',
      requiresReview: false,
      pendingChanges: null,
    });
    expect(await publicTrack(track.id)).toMatchObject({ title: 'Approved rename', explicit: true });
    expect((await queueIds()).map((x) => x.id)).not.toContain(track.id);
    const told = await notificationsAbout(track.id);
    expect(told.map((n) => [n.userId, n.kind])).toEqual([[owner.id, 'track_approved']]);
    expect(told[0]).toMatchObject({
      title: 'Your changes are live',
      message: 'Your changes to "Approved rename" were approved and are now live.',
      data: { trackTitle: 'Approved rename', edit: 'true' },
    });
  });

  it('sends a change of the declared instrumentation to review; listeners keep the confirmed one', async () => {
    const track = await liveTrack();
    await t.database.db
      .update(tracks)
      .set({ declaredInstrumentation: 'vocals_only', instrumentation: 'vocals_only' })
      .where(eq(tracks.id, track.id));
    const response = await edit(track.id, { instrumentation: 'instruments' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: MyTrack }>().track).toMatchObject({
      declaredInstrumentation: 'vocals_only',
      instrumentation: 'vocals_only',
      pendingChanges: { instrumentation: 'instruments' },
    });
    expect(await publicTrack(track.id)).toMatchObject({ instrumentation: 'vocals_only' });
    const detail = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: admin });
    expect(detail.json<ModerationTrack>()).toMatchObject({
      declaredInstrumentation: 'vocals_only',
      instrumentation: 'vocals_only',
      pendingChanges: { instrumentation: 'instruments' },
    });
    // The reviewer hears instruments and confirms them.
    const approval = await decide(track.id, {
      decision: 'approved',
      instrumentation: 'instruments',
    });
    expect(approval.statusCode, approval.body).toBe(201);
    expect(await row(track.id)).toMatchObject({
      declaredInstrumentation: 'instruments',
      instrumentation: 'instruments',
      pendingChanges: null,
    });
    expect(await publicTrack(track.id)).toMatchObject({ instrumentation: 'instruments' });
  });

  it('refuses an unknown instrumentation in an edit, and changes nothing', async () => {
    const track = await liveTrack();
    const response = await edit(track.id, { instrumentation: 'synthesiser' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Choose one of the listed kinds of instrumentation');
    expect(await row(track.id)).toMatchObject({ pendingChanges: null, requiresReview: false });
  });

  it('discards the edit on rejection and tells the artist why; listeners never see it', async () => {
    const track = await liveTrack();
    await edit(track.id, { title: 'Unsuitable title' });
    const response = await decide(track.id, {
      decision: 'rejected',
      rejectionReason: 'The title misquotes a verse',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await row(track.id)).toMatchObject({
      title: track.title,
      status: 'live',
      requiresReview: false,
      pendingChanges: null,
      rejectionReason: null,
    });
    expect((await publicTrack(track.id)).title).toBe(track.title);
    const told = await notificationsAbout(track.id);
    expect(told.map((n) => [n.userId, n.kind, n.data.reason])).toEqual([
      [owner.id, 'track_rejected', 'The title misquotes a verse'],
    ]);
    expect(told[0]).toMatchObject({
      title: 'Changes not approved',
      message:
        `Your changes to "${track.title}" were not approved; listeners still see the approved ` +
        'version. Reason: The title misquotes a verse',
      data: { edit: 'true' },
    });
    const mine = await call(t, 'GET', '/api/me/tracks?limit=100', { as: owner });
    expect(mine.json<{ tracks: MyTrack[] }>().tracks.find((x) => x.id === track.id)).toMatchObject({
      title: track.title,
      status: 'live',
      pendingChanges: null,
      review: { status: 'rejected', rejectionReason: 'The title misquotes a verse' },
    });
  });

  it('leaves the edit with the artist on a request for changes; the next edit returns it', async () => {
    const track = await liveTrack();
    await edit(track.id, { lyrics: 'Draft words' });
    expect(
      (await decide(track.id, { decision: 'needs_revision', notes: 'Cite the source' })).statusCode,
    ).toBe(201);
    expect(await row(track.id)).toMatchObject({
      status: 'live',
      requiresReview: false,
      lyrics: 'Approved words',
      pendingChanges: { lyrics: 'Draft words' },
    });
    expect((await queueIds()).map((x) => x.id)).not.toContain(track.id);

    await edit(track.id, { lyrics: 'Revised words' });
    expect(await row(track.id)).toMatchObject({
      requiresReview: true,
      pendingChanges: { lyrics: 'Revised words' },
    });
    expect((await queueIds()).map((x) => x.id)).toContain(track.id);
  });

  it('asks for no review when nothing changes, and withdraws an edit set back', async () => {
    const track = await liveTrack();
    const same = await edit(track.id, { title: track.title, explicit: false });
    expect(same.statusCode).toBe(200);
    expect(await row(track.id)).toMatchObject({ requiresReview: false, pendingChanges: null });

    await edit(track.id, { explicit: true });
    expect((await queueIds()).map((x) => x.id)).toContain(track.id);
    await edit(track.id, { explicit: false });
    expect(await row(track.id)).toMatchObject({ requiresReview: false, pendingChanges: null });
    expect((await queueIds()).map((x) => x.id)).not.toContain(track.id);
  });
});

describe('an edit waiting when new audio arrives', () => {
  /** A live track with an edit waiting, whose audio was then replaced and processed. */
  async function editedThenNewAudio() {
    const track = await liveTrack();
    await edit(track.id, { title: 'Renamed with new audio' });
    await t.database.db
      .update(tracks)
      .set({ status: 'qc', requiresReview: true, publishedAt: null })
      .where(eq(tracks.id, track.id));
    return track;
  }

  it('stays apart while the track is in review, and an approval applies it with the audio', async () => {
    const track = await editedThenNewAudio();
    await edit(track.id, { explicit: true });
    expect(await row(track.id)).toMatchObject({
      title: track.title,
      pendingChanges: { title: 'Renamed with new audio', explicit: true },
    });
    expect(
      (await decide(track.id, { decision: 'approved', instrumentation: 'vocals_only' })).statusCode,
    ).toBe(201);
    expect(await row(track.id)).toMatchObject({
      title: 'Renamed with new audio',
      explicit: true,
      status: 'live',
      pendingChanges: null,
    });
  });

  it('is discarded with the audio on rejection', async () => {
    const track = await editedThenNewAudio();
    const response = await decide(track.id, { decision: 'rejected', rejectionReason: 'Noise' });
    expect(response.statusCode).toBe(201);
    expect(await row(track.id)).toMatchObject({
      title: track.title,
      status: 'rejected',
      pendingChanges: null,
    });
  });
});

describe('editing a track listeners cannot see', () => {
  it('sends a track a reviewer turned down back to review, as new audio does', async () => {
    const track = await createTrack(t, {
      artistId,
      status: 'needs_revision',
      requiresReview: false,
      processingStage: 'completed',
      processingProgress: 100,
    });
    const response = await edit(track.id, { title: 'Fixed title' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row(track.id)).toMatchObject({
      title: 'Fixed title',
      status: 'qc',
      requiresReview: true,
      pendingChanges: null,
    });
    expect((await queueIds()).map((x) => x.id)).toContain(track.id);
  });

  it('keeps the reason of a rejection when the edit sends the track back to review', async () => {
    const track = await createTrack(t, {
      artistId,
      status: 'qc',
      requiresReview: true,
      processingStage: 'completed',
      processingProgress: 100,
    });
    const rejection = await decide(track.id, {
      decision: 'rejected',
      rejectionReason: 'The recitation is cut off',
    });
    expect(rejection.statusCode, rejection.body).toBe(201);
    expect((await edit(track.id, { title: 'Full recitation' })).statusCode).toBe(200);
    expect(await row(track.id)).toMatchObject({
      title: 'Full recitation',
      status: 'qc',
      requiresReview: true,
      rejectionReason: 'The recitation is cut off',
    });
    expect((await queueIds(label)).map((x) => x.id)).toContain(track.id);
  });

  it('changes a track in review at once; it is still not public', async () => {
    const track = await createTrack(t, { artistId, status: 'qc', requiresReview: true });
    await edit(track.id, { title: 'Retitled in review' });
    expect(await row(track.id)).toMatchObject({
      title: 'Retitled in review',
      status: 'qc',
      requiresReview: true,
    });
    expect((await call(t, 'GET', `/api/tracks/${track.id}`, { as: listener })).statusCode).toBe(
      404,
    );
  });
});

describe('editing a taken-down track', () => {
  const reason = 'Uses a sample without permission';

  async function takenDownTrack() {
    const track = await liveTrack();
    const response = await call(t, 'POST', `/api/admin/tracks/${track.id}/take-down`, {
      as: admin,
      payload: {
        reason,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return track;
  }

  it('keeps the track taken down, with its reason; only a restore sends the edit to review', async () => {
    const track = await takenDownTrack();
    const response = await edit(track.id, { title: 'Renamed after the take-down' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: MyTrack }>().track).toMatchObject({
      title: track.title,
      status: 'rejected',
      pendingChanges: { title: 'Renamed after the take-down' },
      review: { status: 'rejected', rejectionReason: reason },
    });
    expect(await row(track.id)).toMatchObject({
      title: track.title,
      status: 'rejected',
      requiresReview: false,
      rejectionReason: reason,
      pendingChanges: { title: 'Renamed after the take-down' },
    });

    // No moderator finds it or may approve it: a label no more than an admin.
    for (const reviewer of [admin, label]) {
      expect((await queueIds(reviewer)).map((x) => x.id)).not.toContain(track.id);
      const approval = await decide(
        track.id,
        { decision: 'approved', instrumentation: 'vocals_only' },
        reviewer,
      );
      expect(approval.statusCode, approval.body).toBe(409);
    }
    expect(await row(track.id)).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect((await call(t, 'GET', `/api/tracks/${track.id}`, { as: listener })).statusCode).toBe(
      404,
    );

    // A second edit still waits apart.
    await edit(track.id, { explicit: true });
    expect(await row(track.id)).toMatchObject({
      status: 'rejected',
      requiresReview: false,
      rejectionReason: reason,
      pendingChanges: { title: 'Renamed after the take-down', explicit: true },
    });

    // An admin's restore brings it back as approved, and the edit waits for review.
    const restored = await call(t, 'POST', `/api/admin/tracks/${track.id}/restore`, { as: admin });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await row(track.id)).toMatchObject({
      title: track.title,
      explicit: false,
      status: 'live',
      requiresReview: true,
      rejectionReason: null,
      pendingChanges: { title: 'Renamed after the take-down', explicit: true },
    });
    expect((await publicTrack(track.id)).title).toBe(track.title);
    expect((await queueIds(label)).find((x) => x.id === track.id)).toMatchObject({
      editPending: true,
    });
  });

  it('also keeps an edit that was waiting before the take-down apart', async () => {
    const track = await liveTrack();
    await edit(track.id, { title: 'Edited before the take-down' });
    expect(
      (
        await call(t, 'POST', `/api/admin/tracks/${track.id}/take-down`, {
          as: admin,
          payload: {
            reason,
          },
        })
      ).statusCode,
    ).toBe(200);
    await edit(track.id, { title: 'Edited after the take-down' });
    expect(await row(track.id)).toMatchObject({
      title: track.title,
      status: 'rejected',
      requiresReview: false,
      rejectionReason: reason,
      pendingChanges: { title: 'Edited after the take-down' },
    });
    expect((await queueIds(label)).map((x) => x.id)).not.toContain(track.id);
  });
});
