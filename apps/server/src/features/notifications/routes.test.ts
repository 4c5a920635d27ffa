// /api/me/notifications: the bell lists the caller's newest 50 with the unread count, marks one
// or all read, and never lets anybody read or mark another person's notifications. Following
// an artist and adding to someone's collaborative playlist notify the owner.
import type {
  Notification,
  NotificationList,
  NotificationMarked,
  NotificationsMarked,
  UnreadNotificationCount,
} from '@sada/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createPlaylist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t?.close());

/** `n` notifications for `user`, a minute apart, the last one the newest; some already read. */
async function seed(user: TestUser, n: number, read: (i: number) => boolean = () => false) {
  const start = Date.now() - n * 60_000;
  return t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: user.id,
        title: `Title ${i}`,
        message: `Message ${i}`,
        read: read(i),
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning();
}

async function rowsOf(user: TestUser) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
}

const list = async (user: TestUser) => {
  const response = await call(t, 'GET', '/api/me/notifications', { as: user });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
};

describe('GET /api/me/notifications', () => {
  it('is for signed-in users', async () => {
    expect((await call(t, 'GET', '/api/me/notifications')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/me/notifications/unread-count')).statusCode).toBe(401);
  });

  it('lists the newest 50, newest first, and counts every unread one', async () => {
    const user = await createUser(t);
    const rows = await seed(user, 55, (i) => i % 2 === 0);
    await seed(await createUser(t), 3);

    const body = await list(user);
    expect(body.notifications).toHaveLength(50);
    const expected = [...rows].reverse().slice(0, 50);
    expect(body.notifications.map((n) => n.id)).toEqual(expected.map((row) => row.id));
    expect(body.notifications[0]).toEqual<Notification>({
      id: rows[54]?.id ?? '',
      kind: 'general',
      title: 'Title 54',
      message: 'Message 54',
      link: null,
      data: {},
      read: true,
      createdAt: rows[54]?.createdAt.toISOString() ?? '',
    });
    // 27 of the 55 are unread (the odd ones), including the 5 oldest that are not listed.
    expect(body.unreadCount).toBe(27);
    const count = await call(t, 'GET', '/api/me/notifications/unread-count', { as: user });
    expect(count.json<UnreadNotificationCount>()).toEqual({ unreadCount: 27 });
  });

  it('is empty for a new account', async () => {
    expect(await list(await createUser(t))).toEqual({ notifications: [], unreadCount: 0 });
  });
});

describe('POST /api/me/notifications/:notificationId/read', () => {
  it('marks one read and lowers the count, and marking it again changes nothing', async () => {
    const user = await createUser(t);
    const [first, second] = await seed(user, 2);
    const url = `/api/me/notifications/${first?.id}/read`;

    const response = await call(t, 'POST', url, { as: user, payload: {} });
    expect(response.statusCode).toBe(200);
    const marked = response.json<NotificationMarked>();
    expect(marked.notification).toMatchObject({ id: first?.id, read: true });
    expect(marked.unreadCount).toBe(1);

    const again = await call(t, 'POST', url, { as: user, payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json<NotificationMarked>().unreadCount).toBe(1);
    const rows = await rowsOf(user);
    expect(rows.find((row) => row.id === second?.id)?.read).toBe(false);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    const [mine] = await seed(owner, 1);
    const response = await call(t, 'POST', `/api/me/notifications/${mine?.id}/read`, {
      as: other,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'Notification not found' },
    });
    expect((await rowsOf(owner))[0]?.read).toBe(false);
    expect((await list(owner)).unreadCount).toBe(1);
    expect(await list(other)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('answers 404 for an id nobody has, and 400 for something that is not an id', async () => {
    const user = await createUser(t);
    const missing = await call(
      t,
      'POST',
      '/api/me/notifications/00000000-0000-4000-8000-000000000000/read',
      { as: user, payload: {} },
    );
    expect(missing.statusCode).toBe(404);
    const bad = await call(t, 'POST', '/api/me/notifications/not-an-id/read', {
      as: user,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toContain(
      'Not a notification id',
    );
  });

  it('is for signed-in users', async () => {
    const [row] = await seed(await createUser(t), 1);
    const response = await call(t, 'POST', `/api/me/notifications/${row?.id}/read`, {
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/me/notifications/read-all', () => {
  it("marks only the caller's unread notifications and says how many", async () => {
    const [user, other] = await Promise.all([createUser(t), createUser(t)]);
    await seed(user, 4, (i) => i === 0);
    await seed(other, 2);

    const response = await call(t, 'POST', '/api/me/notifications/read-all', {
      as: user,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<NotificationsMarked>()).toEqual({ marked: 3, unreadCount: 0 });
    expect((await rowsOf(user)).every((row) => row.read)).toBe(true);
    expect((await rowsOf(other)).every((row) => !row.read)).toBe(true);
    expect((await list(other)).unreadCount).toBe(2);
  });

  it('never takes the count below zero', async () => {
    const user = await createUser(t);
    const [only] = await seed(user, 1);
    await call(t, 'POST', '/api/me/notifications/read-all', { as: user, payload: {} });
    const twice = await call(t, 'POST', '/api/me/notifications/read-all', {
      as: user,
      payload: {},
    });
    expect(twice.json<NotificationsMarked>()).toEqual({ marked: 0, unreadCount: 0 });
    const markOne = await call(t, 'POST', `/api/me/notifications/${only?.id}/read`, {
      as: user,
      payload: {},
    });
    expect(markOne.json<NotificationMarked>().unreadCount).toBe(0);
    expect((await list(user)).unreadCount).toBe(0);

    const empty = await createUser(t);
    const none = await call(t, 'POST', '/api/me/notifications/read-all', {
      as: empty,
      payload: {},
    });
    expect(none.json<NotificationsMarked>()).toEqual({ marked: 0, unreadCount: 0 });
  });

  it('is for signed-in users', async () => {
    expect(
      (await call(t, 'POST', '/api/me/notifications/read-all', { payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('what creates notifications', () => {
  const kindOf = (user: TestUser, kind: Notification['kind']) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));

  it("a new follower notifies the artist's owner once, however often they follow", async () => {
    const owner = await createUser(t, { role: 'artist' });
    const artist = await createArtist(t, { name: 'Nur Ensemble', ownerUserId: owner.id });
    const fan = await createUser(t, { name: 'Amina Fan' });
    const url = `/api/me/follows/artists/${artist.id}`;

    expect((await call(t, 'PUT', url, { as: fan, payload: {} })).statusCode).toBe(200);
    expect((await call(t, 'PUT', url, { as: fan, payload: {} })).statusCode).toBe(200);
    await call(t, 'DELETE', url, { as: fan });
    await call(t, 'PUT', url, { as: fan, payload: {} });

    const rows = await kindOf(owner, 'new_follower');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'New follower',
      message: 'Amina Fan now follows Nur Ensemble.',
      link: `/user/${fan.id}`,
      read: false,
      data: {
        followerName: 'Amina Fan',
        artistName: 'Nur Ensemble',
        followerId: fan.id,
        artistId: artist.id,
      },
    });
    expect(await rowsOf(fan)).toEqual([]);
    expect((await list(owner)).unreadCount).toBe(1);
  });

  it('nobody is notified when an artist has no owner or the owner follows it', async () => {
    const unowned = await createArtist(t);
    const fan = await createUser(t);
    expect(
      (await call(t, 'PUT', `/api/me/follows/artists/${unowned.id}`, { as: fan, payload: {} }))
        .statusCode,
    ).toBe(200);
    const owner = await createUser(t, { role: 'artist' });
    const artist = await createArtist(t, { ownerUserId: owner.id });
    await call(t, 'PUT', `/api/me/follows/artists/${artist.id}`, { as: owner, payload: {} });
    expect(await rowsOf(owner)).toEqual([]);
    expect(await rowsOf(fan)).toEqual([]);
  });

  it("a track added to someone's collaborative playlist notifies its owner", async () => {
    const owner = await createUser(t);
    const helper = await createUser(t, { name: 'Yusuf Helper' });
    const playlist = await createPlaylist(t, {
      ownerId: owner.id,
      name: 'Road trip',
      collaborative: true,
      isPublic: true,
    });
    const track = await createTrack(t, { title: 'Morning Light' });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${playlist.id}/tracks`,
      headers: { origin: t.config.publicUrl, cookie: helper.cookie },
      payload: { trackId: track.id },
    });
    expect(response.statusCode).toBe(201);

    const rows = await kindOf(owner, 'playlist_track_added');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: 'Track added to your playlist',
      message: 'Yusuf Helper added "Morning Light" to Road trip.',
      link: `/playlist/${playlist.id}`,
      data: {
        userName: 'Yusuf Helper',
        trackTitle: 'Morning Light',
        playlistName: 'Road trip',
        userId: helper.id,
        playlistId: playlist.id,
        trackId: track.id,
      },
    });
    expect(await rowsOf(helper)).toEqual([]);
  });

  it('the owner adding to their own playlist, or a refused add, notifies nobody', async () => {
    const owner = await createUser(t);
    const playlist = await createPlaylist(t, { ownerId: owner.id, collaborative: true });
    const [track, other] = await Promise.all([createTrack(t), createTrack(t)]);
    const add = (user: TestUser, trackId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/playlists/${playlist.id}/tracks`,
        headers: { origin: t.config.publicUrl, cookie: user.cookie },
        payload: { trackId },
      });
    expect((await add(owner, track.id)).statusCode).toBe(201);
    // Already in the playlist: 409, and the rolled-back add tells nobody.
    const stranger = await createUser(t);
    expect((await add(stranger, track.id)).statusCode).toBe(409);
    const closed = await createPlaylist(t, { ownerId: owner.id, collaborative: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/playlists/${closed.id}/tracks`,
      headers: { origin: t.config.publicUrl, cookie: stranger.cookie },
      payload: { trackId: other.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf(owner)).toEqual([]);
  });
});
