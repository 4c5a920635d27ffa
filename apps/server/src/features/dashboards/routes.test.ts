// GET /api/dashboard/admin and /api/dashboard/label: live figures, counted in the database.
import type { AdminDashboard, LabelDashboard } from '@sada/contracts/dashboards';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists, follows, profiles, streamEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createPlaylist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const DAY = 86_400_000;

async function adminDashboard() {
  const response = await call(t, 'GET', '/api/dashboard/admin', { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDashboard>();
}

/** The same figures, counted here with SQL of the test's own. */
async function countedInDatabase() {
  const result = await t.database.db.execute(sql`
    select
      (select count(*) from profiles) as "totalUsers",
      (select count(*) from profiles
        where updated_at >= now() - interval '30 days') as "activeThisMonth",
      (select count(*) from tracks) as "totalTracks",
      (select count(*) from tracks
        where requires_review and status in ('processing', 'qc')) as "pendingReview",
      (select count(*) from tracks where status = 'live') as "liveTracks",
      (select count(*) from artists) as "totalArtists",
      (select count(distinct a.id) from artists a join tracks tr on tr.artist_id = a.id
        left join stream_events s on s.track_id = tr.id
          and s.started_at >= now() - interval '30 days'
        where tr.created_at >= now() - interval '30 days' or s.id is not null) as "activeArtists",
      (select count(*) from playlists) as "playlistsCreated",
      (select count(*) from stream_events
        where started_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')
        as "todayStreams"`);
  const [row] = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

describe('the admin dashboard', () => {
  it('gives the same figures as counts made directly in the database', async () => {
    // Other tests of this file add rows too: beyond the equality, the figures are read as changes.
    const before = await adminDashboard();
    const listener = await createUser(t, { role: 'listener' });
    const dormant = await createUser(t, { role: 'listener' });
    await t.database.db
      .update(profiles)
      .set({ updatedAt: new Date(Date.now() - 45 * DAY) })
      .where(eq(profiles.id, dormant.id));

    const busy = await createArtist(t, { createdAt: new Date(Date.now() - 90 * DAY) });
    const quiet = await createArtist(t, { createdAt: new Date(Date.now() - 90 * DAY) });
    const old = new Date(Date.now() - 60 * DAY);
    const live = await createTrack(t, { artistId: busy.id, createdAt: old });
    await createTrack(t, { artistId: quiet.id, createdAt: old });
    await createTrack(t, { artistId: quiet.id, status: 'qc', createdAt: old });
    await createTrack(t, { status: 'processing' });
    await createTrack(t, { status: 'rejected', requiresReview: false });
    await createTrack(t, { status: 'qc', requiresReview: false });
    await createPlaylist(t, { ownerId: listener.id });
    await t.database.db.insert(streamEvents).values([
      { userId: listener.id, trackId: live.id, startedAt: new Date() },
      { userId: null, trackId: live.id, startedAt: new Date() },
      { userId: listener.id, trackId: live.id, startedAt: new Date(Date.now() - DAY) },
    ]);

    const body = await adminDashboard();
    const { health, ...figures } = body;
    expect(figures).toEqual(await countedInDatabase());
    expect(figures.todayStreams).toBe(before.todayStreams + 2);
    expect(figures.pendingReview).toBe(before.pendingReview + 2);
    expect(figures.totalUsers).toBe(before.totalUsers + 2);
    expect(figures.activeThisMonth).toBe(before.activeThisMonth + 1);
    expect(figures.liveTracks).toBe(before.liveTracks + 2);
    expect(health.checks.map((c) => c.name)).toEqual(['database', 'storage', 'jobQueue', 'ffmpeg']);
  });

  it('moves with the database: a new stream, user, track and playlist are counted at once', async () => {
    const before = await adminDashboard();
    const user = await createUser(t, { role: 'listener' });
    const track = await createTrack(t, { status: 'qc' });
    await createPlaylist(t, { ownerId: user.id });
    await t.database.db.insert(streamEvents).values({ userId: user.id, trackId: track.id });

    const after = await adminDashboard();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeThisMonth).toBe(before.activeThisMonth + 1);
    expect(after.totalTracks).toBe(before.totalTracks + 1);
    expect(after.pendingReview).toBe(before.pendingReview + 1);
    expect(after.liveTracks).toBe(before.liveTracks);
    expect(after.totalArtists).toBe(before.totalArtists + 1);
    expect(after.activeArtists).toBe(before.activeArtists + 1);
    expect(after.playlistsCreated).toBe(before.playlistsCreated + 1);
    expect(after.todayStreams).toBe(before.todayStreams + 1);
  });
});

describe('the label dashboard', () => {
  it("counts only the label's own artists, their releases, reviews and streams", async () => {
    const label = await createUser(t, { role: 'label' });
    const rival = await createUser(t, { role: 'label' });
    const fan = await createUser(t, { role: 'listener' });
    const star = await createArtist(t, {
      name: 'Star',
      labelId: label.id,
      verified: true,
      monthlyListeners: 900,
    });
    const newcomer = await createArtist(t, { name: 'Newcomer', labelId: label.id });
    const theirs = await createArtist(t, { name: 'Theirs', labelId: rival.id });
    const unsigned = await createArtist(t, { name: 'Unsigned' });

    const hit = await createTrack(t, { artistId: star.id, title: 'Hit' });
    await createTrack(t, { artistId: star.id, title: 'Second' });
    await createTrack(t, { artistId: newcomer.id, title: 'Waiting', status: 'qc' });
    await createTrack(t, {
      artistId: newcomer.id,
      title: 'Urgent',
      status: 'processing',
      reviewPriority: 2,
    });
    await createTrack(t, { artistId: newcomer.id, title: 'Again', status: 'needs_revision' });
    await createTrack(t, { artistId: newcomer.id, title: 'No', status: 'rejected' });
    await createTrack(t, { artistId: newcomer.id, title: 'Broken', status: 'failed' });
    const other = await createTrack(t, { artistId: theirs.id, status: 'qc' });
    await createTrack(t, { artistId: unsigned.id, status: 'qc' });

    await t.database.db.insert(follows).values([
      { followerId: fan.id, artistId: star.id },
      { followerId: label.id, artistId: star.id },
      { followerId: fan.id, artistId: theirs.id },
    ]);
    await t.database.db.insert(streamEvents).values([
      { userId: fan.id, trackId: hit.id, startedAt: new Date() },
      { userId: null, trackId: hit.id, startedAt: new Date(Date.now() - 10 * DAY) },
      { userId: fan.id, trackId: hit.id, startedAt: new Date(Date.now() - 40 * DAY) },
      { userId: fan.id, trackId: other.id, startedAt: new Date() },
    ]);

    const response = await call(t, 'GET', '/api/dashboard/label', { as: label });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LabelDashboard>();
    expect(body.totals).toEqual({ artists: 2, releases: 2, pendingReviews: 2, streams: 2 });
    expect(body.artists).toEqual([
      {
        id: star.id,
        name: 'Star',
        avatarUrl: null,
        verified: true,
        followers: 2,
        monthlyListeners: 900,
        releases: 2,
      },
      {
        id: newcomer.id,
        name: 'Newcomer',
        avatarUrl: null,
        verified: false,
        followers: 0,
        monthlyListeners: 0,
        releases: 0,
      },
    ]);
    expect(body.reviews.map((r) => [r.title, r.artistName, r.status, r.priority])).toEqual([
      ['No', 'Newcomer', 'rejected', 'low'],
      ['Again', 'Newcomer', 'revision', 'low'],
      ['Urgent', 'Newcomer', 'pending', 'high'],
      ['Waiting', 'Newcomer', 'pending', 'low'],
      ['Second', 'Star', 'approved', 'low'],
      ['Hit', 'Star', 'approved', 'low'],
    ]);
  });

  it('shows an unverified label its own, still empty, dashboard', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    const response = await call(t, 'GET', '/api/dashboard/label', { as: label });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LabelDashboard>()).toEqual({
      totals: { artists: 0, releases: 0, pendingReviews: 0, streams: 0 },
      artists: [],
      reviews: [],
    });
  });

  it('follows the artists as an admin signs them to the label', async () => {
    const label = await createUser(t, { role: 'label' });
    const artist = await createArtist(t);
    await createTrack(t, { artistId: artist.id });
    const before = (
      await call(t, 'GET', '/api/dashboard/label', { as: label })
    ).json<LabelDashboard>();
    expect(before.totals.artists).toBe(0);
    await t.database.db.update(artists).set({ labelId: label.id }).where(eq(artists.id, artist.id));
    const after = (
      await call(t, 'GET', '/api/dashboard/label', { as: label })
    ).json<LabelDashboard>();
    expect(after.totals).toMatchObject({ artists: 1, releases: 1 });
  });
});

describe('who may see them', () => {
  it('admin figures for admins, label figures for labels; 403 for other roles, 401 signed out', async () => {
    const listener = await createUser(t, { role: 'listener' });
    const artist = await createUser(t, { role: 'artist' });
    const label = await createUser(t, { role: 'label' });
    for (const user of [listener, artist]) {
      expect((await call(t, 'GET', '/api/dashboard/admin', { as: user })).statusCode).toBe(403);
      expect((await call(t, 'GET', '/api/dashboard/label', { as: user })).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/dashboard/admin', { as: label })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/dashboard/label', { as: admin })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/dashboard/admin')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/dashboard/label')).statusCode).toBe(401);
  });
});
