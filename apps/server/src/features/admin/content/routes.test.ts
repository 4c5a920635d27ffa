import { randomBytes, randomUUID } from 'node:crypto';

import type { AuditPage } from '@sada/contracts/admin';
import type { AdminTrack, AdminTrackPage } from '@sada/contracts/admin-console';
import type { TrackStatus } from '@sada/contracts/enums';
import type { SearchResults } from '@sada/contracts/search';
import type { TrackPage } from '@sada/contracts/tracks';
import type { MyTrackPage } from '@sada/contracts/uploads';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminActions, artists, contentReviews, tracks } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../../test/catalog';
import { createUser, type TestUser } from '../../../test/factories';
import { createPlayableTrack } from '../../../test/player';

let t: TestApp;
let admin: TestUser;
let owner: TestUser;
let artistId: string;
const others: Record<'listener' | 'artist' | 'label' | 'unverifiedLabel', TestUser> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  admin = await createUser(t, { role: 'admin' });
  owner = await createUser(t, { role: 'artist' });
  others.listener = await createUser(t, { role: 'listener' });
  others.artist = await createUser(t, { role: 'artist' });
  others.label = await createUser(t, { role: 'label' });
  others.unverifiedLabel = await createUser(t, { role: 'label', labelVerified: false });
  artistId = (await createArtist(t, { ownerUserId: owner.id, name: 'Owner Ensemble' })).id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** A word no other title has, so search finds exactly one track. */
const uniqueWord = () => `zephyr${randomBytes(3).toString('hex')}`;

async function liveTrack(title = `Evening ${uniqueWord()}`) {
  const { track } = await createPlayableTrack(t, {
    artistId,
    title,
    publishedAt: new Date('2026-01-05T10:00:00Z'),
  });
  return track;
}

async function trackRow(trackId: string) {
  const [row] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
  return row;
}

async function actionsOn(trackId: string) {
  return t.database.db
    .select()
    .from(adminActions)
    .where(and(eq(adminActions.targetType, 'track'), eq(adminActions.targetId, trackId)))
    .orderBy(desc(adminActions.createdAt));
}

const takeDown = (trackId: string, reason = 'Uses a sample without permission') =>
  call(t, 'POST', `/api/admin/tracks/${trackId}/take-down`, { as: admin, payload: { reason } });
const restore = (trackId: string) =>
  call(t, 'POST', `/api/admin/tracks/${trackId}/restore`, { as: admin });

describe('who may use the admin content routes', () => {
  const routes = (trackId: string): [Method, string, object | undefined][] => [
    ['GET', '/api/admin/tracks', undefined],
    ['POST', `/api/admin/tracks/${trackId}/take-down`, { reason: 'No' }],
    ['POST', `/api/admin/tracks/${trackId}/restore`, undefined],
    ['PUT', `/api/admin/tracks/${trackId}/review-priority`, { reviewPriority: 9 }],
  ];

  it('answers 401 to anonymous visitors and 403 to every role but admin, changing nothing', async () => {
    const track = await liveTrack();
    for (const [method, url, payload] of routes(track.id)) {
      expect((await call(t, method, url, { payload })).statusCode, url).toBe(401);
      for (const [role, user] of Object.entries(others)) {
        const response = await call(t, method, url, { as: user, payload });
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const row = await trackRow(track.id);
    expect(row).toMatchObject({ status: 'live', reviewPriority: 0, rejectionReason: null });
    expect(await actionsOn(track.id)).toEqual([]);
  });
});

describe('GET /api/admin/tracks', () => {
  const word = uniqueWord();
  const made: Record<string, TrackStatus> = {};

  beforeAll(async () => {
    const artist = await createArtist(t, { name: `Ṣafā ${word}` });
    const statuses: TrackStatus[] = ['processing', 'qc', 'live', 'live', 'rejected', 'failed'];
    for (const [i, status] of statuses.entries()) {
      const track = await createTrack(t, {
        artistId: artist.id,
        title: `Item ${i} ${status}`,
        status,
        playCount: (i * 7) % 5,
        reviewPriority: i % 3,
      });
      made[track.id] = status;
    }
  });

  const list = async (query: Record<string, string>) => {
    const response = await call(
      t,
      'GET',
      `/api/admin/tracks?${new URLSearchParams(query).toString()}`,
      { as: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminTrackPage>();
  };

  async function walk(query: Record<string, string>): Promise<AdminTrack[]> {
    const all: AdminTrack[] = [];
    let cursor: string | null = null;
    do {
      const page: AdminTrackPage = await list({
        ...query,
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.tracks.length).toBeLessThanOrEqual(2);
      all.push(...page.tracks);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  it('lists tracks in every state, found by the artist name without its accents', async () => {
    const page = await list({ q: `safa ${word}`, limit: '50' });
    expect(Object.fromEntries(page.tracks.map((track) => [track.id, track.status]))).toEqual(made);
    expect(page.tracks[0]).toMatchObject({
      artist: { name: `Ṣafā ${word}` },
      takenDown: false,
      rejectionReason: null,
    });
  });

  it('counts the matches in each state, as the database does', async () => {
    const page = await list({ q: word });
    expect(page.counts).toMatchObject({ all: 6, live: 2, qc: 1, processing: 1, rejected: 1 });
    expect(page.counts.approved).toBe(0);

    const everything = await list({});
    const rows = await t.database.db
      .select({ status: tracks.status, n: count() })
      .from(tracks)
      .groupBy(tracks.status);
    const [total] = await t.database.db.select({ n: count() }).from(tracks);
    expect(everything.counts.all).toBe(total?.n);
    for (const row of rows) expect(everything.counts[row.status]).toBe(row.n);
  });

  it('filters by status and by title', async () => {
    const live = await list({ q: word, status: 'live' });
    expect(live.tracks.map((track) => track.status)).toEqual(['live', 'live']);
    const one = await list({ q: 'ITEM 4 rejected' });
    expect(one.tracks.map((track) => track.title)).toEqual(['Item 4 rejected']);
  });

  it.each([
    ['newest', (a: AdminTrack, b: AdminTrack) => b.createdAt.localeCompare(a.createdAt)],
    ['oldest', (a: AdminTrack, b: AdminTrack) => a.createdAt.localeCompare(b.createdAt)],
    ['plays', (a: AdminTrack, b: AdminTrack) => b.playCount - a.playCount],
    ['priority', (a: AdminTrack, b: AdminTrack) => b.reviewPriority - a.reviewPriority],
    ['title', (a: AdminTrack, b: AdminTrack) => a.title.localeCompare(b.title)],
  ])('pages through the %s order without losing or repeating a track', async (sort, compare) => {
    const walked = await walk({ q: word, sort });
    expect(walked.map((track) => track.id).sort()).toEqual(Object.keys(made).sort());
    for (let i = 1; i < walked.length; i++) {
      expect(compare(walked[i - 1] as AdminTrack, walked[i] as AdminTrack)).toBeLessThanOrEqual(0);
    }
  });

  it('pages by title through titles of the longest length', async () => {
    const other = uniqueWord();
    const artist = await createArtist(t, { name: `Long ${other}` });
    const made = new Set<string>();
    for (const letter of ['ج', 'ب', 'أ']) {
      const title = letter + 'ـنشيد '.repeat(40).slice(0, 199);
      made.add((await createTrack(t, { artistId: artist.id, title })).id);
    }
    const walked = await walk({ q: other, sort: 'title' });
    expect(new Set(walked.map((track) => track.id))).toEqual(made);
    expect(walked).toHaveLength(3);
  });

  it.each([
    ['status=gone', 'status must be all, processing, qc'],
    ['sort=loudest', 'sort must be newest, oldest, plays, priority or title'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    [`q=${'a'.repeat(101)}`, 'The search can be at most 100 characters'],
    ['cursor=not-a-cursor', 'Invalid cursor'],
  ])('refuses %s', async (query, message) => {
    const response = await call(t, 'GET', `/api/admin/tracks?${query}`, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
  });

  it('refuses a cursor of another order', async () => {
    const page = await list({ q: word, sort: 'plays', limit: '1' });
    expect(page.nextCursor).not.toBeNull();
    const response = await call(
      t,
      'GET',
      `/api/admin/tracks?q=${word}&sort=title&cursor=${page.nextCursor ?? ''}`,
      { as: admin },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid cursor');
  });
});

describe('POST /api/admin/tracks/:trackId/take-down', () => {
  it('takes a live track off the catalog, with the reason its artist sees', async () => {
    const word = uniqueWord();
    const track = await liveTrack(`Harbour ${word}`);
    const reason = 'The recording uses a melody without permission';

    const response = await takeDown(track.id, `  ${reason}  `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: AdminTrack }>().track).toMatchObject({
      id: track.id,
      status: 'rejected',
      rejectionReason: reason,
      takenDown: true,
      publishedAt: '2026-01-05T10:00:00.000Z',
    });

    expect(await trackRow(track.id)).toMatchObject({
      status: 'rejected',
      rejectionReason: reason,
      requiresReview: false,
      publishedAt: new Date('2026-01-05T10:00:00Z'),
    });
    const [review] = await t.database.db
      .select()
      .from(contentReviews)
      .where(eq(contentReviews.trackId, track.id));
    expect(review).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(review?.reviewerId).toBe(admin.id);

    const [action, ...more] = await actionsOn(track.id);
    expect(more).toEqual([]);
    expect(action).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'track.take_down',
      targetType: 'track',
      targetId: track.id,
      details: { reason, previousStatus: 'live', reviewId: review?.id, title: track.title },
    });

    // Nobody else can play, find or list it any more.
    expect((await call(t, 'GET', `/api/stream/${track.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/tracks/${track.id}/stream-url`)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/tracks/${track.id}`, { as: others.listener })).statusCode,
    ).toBe(404);
    const search = await call(t, 'GET', `/api/search?q=${word}`);
    expect(search.json<SearchResults>().tracks.map((x) => x.id)).not.toContain(track.id);
    const recent = await call(t, 'GET', '/api/tracks?sort=recent&limit=50');
    expect(recent.json<TrackPage>().tracks.map((x) => x.id)).not.toContain(track.id);

    // Its artist sees it rejected, with the reason.
    const mine = await call(t, 'GET', '/api/me/tracks', { as: owner });
    const listed = mine.json<MyTrackPage>().tracks.find((x) => x.id === track.id);
    expect(listed).toMatchObject({
      status: 'rejected',
      review: { status: 'rejected', rejectionReason: reason },
    });
  });

  it('answers 409 for a track that is not live, changing nothing', async () => {
    for (const status of ['qc', 'processing', 'rejected', 'needs_revision'] as const) {
      const track = await createTrack(t, { artistId, status });
      const response = await takeDown(track.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'not_live',
        message: 'Only a live track can be taken down',
      });
      expect((await trackRow(track.id))?.status).toBe(status);
      expect(await actionsOn(track.id)).toEqual([]);
    }
  });

  it('answers 409 to a second take-down', async () => {
    const track = await liveTrack();
    expect((await takeDown(track.id)).statusCode).toBe(200);
    expect((await takeDown(track.id)).statusCode).toBe(409);
    expect(await actionsOn(track.id)).toHaveLength(1);
  });

  it.each([
    [{}, 'Please give a reason for taking the track down'],
    [{ reason: '   ' }, 'Please give a reason for taking the track down'],
    [{ reason: 7 }, 'The reason must be text'],
    [{ reason: 'x'.repeat(501) }, 'The reason can be at most 500 characters'],
    [{ reason: 'Fine', extra: true }, 'Unrecognized key'],
  ])('refuses %j, changing nothing', async (body, message) => {
    const track = await liveTrack();
    const response = await call(t, 'POST', `/api/admin/tracks/${track.id}/take-down`, {
      as: admin,
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await trackRow(track.id))?.status).toBe('live');
    expect(await actionsOn(track.id)).toEqual([]);
  });

  it('shows in the audit log, filtered by its action, with the track and the reason', async () => {
    const track = await liveTrack();
    const reason = 'Recited over a copyrighted backing track';
    expect((await takeDown(track.id, reason)).statusCode).toBe(200);
    await call(t, 'PUT', `/api/admin/tracks/${track.id}/review-priority`, {
      as: admin,
      payload: {
        reviewPriority: 4,
      },
    });

    const response = await call(t, 'GET', '/api/admin/audit?action=track.take_down', { as: admin });
    expect(response.statusCode, response.body).toBe(200);
    const { entries } = response.json<AuditPage>();
    expect(new Set(entries.map((e) => e.action))).toEqual(new Set(['track.take_down']));
    expect(entries[0]).toMatchObject({
      adminId: admin.id,
      action: 'track.take_down',
      targetType: 'track',
      targetId: track.id,
      targetName: track.title,
      details: { reason, previousStatus: 'live', reviewId: expect.any(String) },
    });
  });

  it('answers 404 for an unknown track and 400 for a malformed id', async () => {
    const unknown = await takeDown(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Track not found');
    expect((await takeDown('nope')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/tracks/:trackId/restore', () => {
  it('puts a taken-down track back live, where everyone finds it again', async () => {
    const word = uniqueWord();
    const track = await liveTrack(`Lantern ${word}`);
    expect((await takeDown(track.id)).statusCode).toBe(200);

    const response = await restore(track.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: AdminTrack }>().track).toMatchObject({
      status: 'live',
      rejectionReason: null,
      takenDown: false,
      publishedAt: '2026-01-05T10:00:00.000Z',
    });
    expect(await trackRow(track.id)).toMatchObject({
      status: 'live',
      rejectionReason: null,
      publishedAt: new Date('2026-01-05T10:00:00Z'),
    });

    const [action] = await actionsOn(track.id);
    expect(action).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'track.restore',
      targetId: track.id,
      details: { previousStatus: 'rejected', takeDownReason: 'Uses a sample without permission' },
    });

    expect((await call(t, 'GET', `/api/stream/${track.id}`)).statusCode).toBe(200);
    const search = await call(t, 'GET', `/api/search?q=${word}`);
    expect(search.json<SearchResults>().tracks.map((x) => x.id)).toContain(track.id);
    const mine = await call(t, 'GET', '/api/me/tracks', { as: owner });
    expect(mine.json<MyTrackPage>().tracks.find((x) => x.id === track.id)).toMatchObject({
      status: 'live',
      review: { status: 'approved' },
    });

    expect((await restore(track.id)).statusCode).toBe(409);
    expect(await actionsOn(track.id)).toHaveLength(2);
  });

  it('answers 409 for a track rejected by a review rather than taken down', async () => {
    const track = await createTrack(t, { artistId, status: 'rejected', rejectionReason: 'Noise' });
    await t.database.db.insert(contentReviews).values({
      trackId: track.id,
      reviewerId: admin.id,
      status: 'rejected',
      rejectionReason: 'Noise',
    });
    const response = await restore(track.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'not_taken_down',
      message: 'Only a track that was taken down can be restored',
    });
    expect((await trackRow(track.id))?.status).toBe('rejected');
    expect(await actionsOn(track.id)).toEqual([]);
  });

  it('answers 409 once a later review has rejected the track again', async () => {
    const track = await liveTrack();
    await takeDown(track.id);
    // The artist sent new audio, and a reviewer rejected that.
    await t.database.db.insert(contentReviews).values({
      trackId: track.id,
      reviewerId: admin.id,
      status: 'rejected',
      rejectionReason: 'Still not right',
      createdAt: sql`now() + interval '1 second'`,
    });
    expect((await restore(track.id)).statusCode).toBe(409);
    expect((await trackRow(track.id))?.status).toBe('rejected');
  });

  it('refuses an admin restoring a track of their own artist profile: another admin decides', async () => {
    const ownArtist = await createArtist(t, { ownerUserId: admin.id });
    const { track } = await createPlayableTrack(t, { artistId: ownArtist.id });
    const secondAdmin = await createUser(t, { role: 'admin' });
    expect(
      (
        await call(t, 'POST', `/api/admin/tracks/${track.id}/take-down`, {
          as: secondAdmin,
          payload: {
            reason: 'Unlicensed sample',
          },
        })
      ).statusCode,
    ).toBe(200);

    const response = await restore(track.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'own_track',
      message: 'You cannot review your own track',
    });
    expect((await trackRow(track.id))?.status).toBe('rejected');
    expect(await actionsOn(track.id)).toHaveLength(1);

    const other = await call(t, 'POST', `/api/admin/tracks/${track.id}/restore`, {
      as: secondAdmin,
    });
    expect(other.statusCode).toBe(200);
  });

  it('puts an edit that was waiting when the track was taken down back in the queue', async () => {
    const track = await liveTrack();
    const edit = await call(t, 'PATCH', `/api/me/tracks/${track.id}`, {
      as: owner,
      payload: {
        title: 'Edited before the take-down',
      },
    });
    expect(edit.statusCode).toBe(200);
    await takeDown(track.id);
    expect((await restore(track.id)).statusCode).toBe(200);
    expect(await trackRow(track.id)).toMatchObject({
      status: 'live',
      title: track.title,
      requiresReview: true,
      pendingChanges: { title: 'Edited before the take-down' },
    });
  });

  it('answers 409 for a live track, 404 for an unknown one', async () => {
    const track = await liveTrack();
    expect((await restore(track.id)).statusCode).toBe(409);
    expect((await restore(randomUUID())).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/tracks/:trackId/review-priority', () => {
  const setPriority = (trackId: string, body: object) =>
    call(t, 'PUT', `/api/admin/tracks/${trackId}/review-priority`, { as: admin, payload: body });

  it('changes the priority, which orders the moderation queue', async () => {
    const first = await createTrack(t, { artistId, status: 'qc', title: 'Queued first' });
    const second = await createTrack(t, { artistId, status: 'qc', title: 'Queued second' });
    const queueIds = async () => {
      const response = await call(t, 'GET', '/api/moderation/queue?limit=100', { as: admin });
      expect(response.statusCode).toBe(200);
      return response
        .json<{ tracks: { id: string }[] }>()
        .tracks.map((x) => x.id)
        .filter((id) => id === first.id || id === second.id);
    };
    expect(await queueIds()).toEqual([first.id, second.id]);

    const response = await setPriority(second.id, { reviewPriority: 10 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: AdminTrack }>().track.reviewPriority).toBe(10);
    expect((await trackRow(second.id))?.reviewPriority).toBe(10);
    expect(await queueIds()).toEqual([second.id, first.id]);

    const [action] = await actionsOn(second.id);
    expect(action).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'track.review_priority',
      details: { from: 0, to: 10 },
    });
  });

  it('records nothing when the priority stays the same', async () => {
    const track = await createTrack(t, { artistId, status: 'qc', reviewPriority: 4 });
    expect((await setPriority(track.id, { reviewPriority: 4 })).statusCode).toBe(200);
    expect(await actionsOn(track.id)).toEqual([]);
  });

  it.each([
    [{ reviewPriority: 11 }],
    [{ reviewPriority: -1 }],
    [{ reviewPriority: 2.5 }],
    [{ reviewPriority: '3' }],
    [{}],
    [{ reviewPriority: 3, other: 1 }],
  ])('refuses %j, changing nothing', async (body) => {
    const track = await createTrack(t, { artistId, status: 'qc', reviewPriority: 1 });
    const response = await setPriority(track.id, body);
    expect(response.statusCode).toBe(400);
    if ('reviewPriority' in body && !('other' in body)) {
      expect(response.json().error.message).toBe(
        'The review priority must be a whole number from 0 to 10',
      );
    }
    expect((await trackRow(track.id))?.reviewPriority).toBe(1);
    expect(await actionsOn(track.id)).toEqual([]);
  });

  it('answers 404 for an unknown track', async () => {
    expect((await setPriority(randomUUID(), { reviewPriority: 2 })).statusCode).toBe(404);
  });
});

describe('the artist of a taken-down track', () => {
  it('still finds it among their tracks; the public artist page does not', async () => {
    const track = await liveTrack();
    await takeDown(track.id);
    const [artist] = await t.database.db.select().from(artists).where(eq(artists.id, artistId));
    const page = await call(t, 'GET', `/api/artists/${artist?.id ?? ''}/tracks`);
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).not.toContain(track.id);
  });
});
