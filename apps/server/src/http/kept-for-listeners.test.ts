// What the app keeps in memory for a signed-in listener (their session, their repeated reads)
// is never what they see after a change of theirs, whoever made it. The reads go over real
// connections: a kept answer to a kept session goes out before routing (http/server-factory).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists, likes, profiles, tracks } from '../db/schema';
import { createLogger } from '../platform/logger';
import { createTestApp, type TestApp } from '../test/app';
import { call, callOverHttp } from '../test/call';
import { createPlaylist, createTrack, ensureGenres } from '../test/catalog';
import { createUser, type TestUser } from '../test/factories';
import { logLines } from '../test/log-lines';

let t: TestApp;
const postgresUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  // A period long enough that nothing in a test expires on its own.
  t = await createTestApp({ LISTENER_CACHE_SECONDS: '300', SESSION_CACHE_SECONDS: '300' });
  await ensureGenres(t);
});
afterAll(() => t.close());

const get = (app: TestApp, url: string, as?: TestUser) => callOverHttp(app, 'GET', url, { as });
const send = (method: 'PUT' | 'PATCH' | 'POST', url: string, as: TestUser, payload?: object) =>
  call(t, method, url, { as, ...(payload ? { payload } : {}) });
async function likedIds(app: TestApp, user: TestUser) {
  const response = await get(app, '/api/play/liked', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ tracks: { id: string }[] }>().tracks.map((track) => track.id);
}
const trackOf = async (app: TestApp, trackId: string, as: TestUser) =>
  (await get(app, `/api/tracks/${trackId}`, as)).json<Record<string, unknown>>();

describe('a listener’s kept reads', () => {
  it('are served again within the period, to that listener only', async () => {
    const track = await createTrack(t, { playCount: 5 });
    const [ann, bob] = [await createUser(t), await createUser(t)];
    expect(await trackOf(t, track.id, ann)).toMatchObject({ playCount: 5 });
    // Counters tell no one of a change: Ann's copy stands until the period ends, as a visitor's.
    await t.database.db.update(tracks).set({ playCount: 6 }).where(eq(tracks.id, track.id));
    await t.settle();
    expect(await trackOf(t, track.id, ann)).toMatchObject({ playCount: 5 });
    expect(await trackOf(t, track.id, bob)).toMatchObject({ playCount: 6 });
  });

  it('show a renamed track, album or artist at once, whoever kept it', async () => {
    const track = await createTrack(t, { title: 'Before' });
    const ann = await createUser(t);
    expect(await trackOf(t, track.id, ann)).toMatchObject({ title: 'Before' });
    await t.database.db.update(tracks).set({ title: 'After' }).where(eq(tracks.id, track.id));
    await t.settle();
    expect(await trackOf(t, track.id, ann)).toMatchObject({ title: 'After' });
    await t.database.db
      .update(artists)
      .set({ name: 'Renamed artist' })
      .where(eq(artists.id, track.artistId));
    await t.settle();
    expect(await trackOf(t, track.id, ann)).toMatchObject({ artist: { name: 'Renamed artist' } });
  });

  it('show the listener’s own like at once, and not to anyone else', async () => {
    const track = await createTrack(t);
    const [ann, bob] = [await createUser(t), await createUser(t)];
    expect(await likedIds(t, ann)).toEqual([]);
    expect(await likedIds(t, bob)).toEqual([]);
    expect((await send('PUT', `/api/me/likes/tracks/${track.id}`, ann)).statusCode).toBe(200);
    expect(await likedIds(t, ann)).toEqual([track.id]);
    expect(await likedIds(t, bob)).toEqual([]);
  });

  it('lose a track that stops being live at once, whoever kept it', async () => {
    const track = await createTrack(t);
    const ann = await createUser(t);
    expect((await send('PUT', `/api/me/likes/tracks/${track.id}`, ann)).statusCode).toBe(200);
    expect(await likedIds(t, ann)).toEqual([track.id]);
    // As a take-down leaves it (rejected), written as another process would.
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    await t.settle();
    expect(await likedIds(t, ann)).toEqual([]);
  });

  it('show a change written by another process once it is heard', async () => {
    const track = await createTrack(t);
    const ann = await createUser(t);
    expect(await likedIds(t, ann)).toEqual([]);
    await t.database.db.insert(likes).values({ userId: ann.id, trackId: track.id });
    await t.settle();
    expect(await likedIds(t, ann)).toEqual([track.id]);
  });

  it('are served only past the route’s own checks: a visitor and a bad query are refused', async () => {
    const track = await createTrack(t);
    const ann = await createUser(t);
    const url = `/api/me/likes/tracks?ids=${track.id}`;
    expect((await get(t, url, ann)).statusCode).toBe(200);
    expect((await get(t, url, ann)).statusCode).toBe(200);
    expect((await get(t, url)).statusCode).toBe(401);
    expect((await get(t, '/api/me/likes/tracks?ids=not-an-id', ann)).statusCode).toBe(400);
  });

  it('never keep someone else’s playlist for a viewer: made private, it is gone at once', async () => {
    const [owner, viewer] = [await createUser(t), await createUser(t)];
    const playlist = await createPlaylist(t, { ownerId: owner.id, isPublic: true }, [
      (await createTrack(t)).id,
    ]);
    const url = `/api/playlists/${playlist.id}`;
    expect((await get(t, url, viewer)).statusCode).toBe(200);
    expect((await get(t, url, owner)).statusCode).toBe(200);
    expect((await send('PATCH', url, owner, { isPublic: false })).statusCode).toBe(204);
    expect((await get(t, url, viewer)).statusCode).toBe(404);
    expect((await get(t, url, owner)).json()).toMatchObject({ isPublic: false });
  });
});

describe('a kept session', () => {
  it('ends with a suspension by an admin: the next request is refused', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const listener = await createUser(t);
    expect((await get(t, '/api/play/liked', listener)).statusCode).toBe(200);
    const suspended = await send('POST', `/api/admin/users/${listener.id}/suspend`, admin, {
      reason: 'Testing',
    });
    expect(suspended.statusCode).toBe(200);
    expect((await get(t, '/api/play/liked', listener)).statusCode).toBe(401);
  });

  it('ends with signing out', async () => {
    const listener = await createUser(t);
    expect((await get(t, '/api/play/liked', listener)).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/sign-out', listener, {})).statusCode).toBe(200);
    expect((await get(t, '/api/play/liked', listener)).statusCode).toBe(401);
  });

  it('takes a role changed by another process once it is heard', async () => {
    const listener = await createUser(t);
    expect((await get(t, '/api/dashboard/admin', listener)).statusCode).toBe(403);
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, listener.id));
    await t.settle();
    expect((await get(t, '/api/dashboard/admin', listener)).statusCode).toBe(200);
  });
});

describe.runIf(Boolean(postgresUrl))('two server instances on PostgreSQL', () => {
  it('each forgets what it kept when the listener changes something through the other', async () => {
    const second = await createTestApp(
      { LISTENER_CACHE_SECONDS: '300', SESSION_CACHE_SECONDS: '300' },
      { database: t.database },
    );
    try {
      const track = await createTrack(t);
      const ann = await createUser(t);
      expect(await likedIds(second, ann)).toEqual([]);
      expect((await send('PUT', `/api/me/likes/tracks/${track.id}`, ann)).statusCode).toBe(200);
      await second.settle();
      expect(await likedIds(second, ann)).toEqual([track.id]);

      const admin = await createUser(t, { role: 'admin' });
      expect((await get(second, '/api/play/liked', ann)).statusCode).toBe(200);
      await send('POST', `/api/admin/users/${ann.id}/suspend`, admin, { reason: 'Testing' });
      await second.settle();
      expect((await get(second, '/api/play/liked', ann)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('a kept answer to a kept session', () => {
  const lines: string[] = [];
  let k: TestApp;
  beforeAll(async () => {
    k = await createTestApp(
      { LISTENER_CACHE_SECONDS: '300', SESSION_CACHE_SECONDS: '300' },
      { logger: createLogger('info', logLines(lines)) },
    );
    await ensureGenres(k);
  });
  afterAll(() => k.close());

  /** The request lines logged for `url` since `from`, and whether each went out before routing. */
  const logged = (url: string, from: number) =>
    lines
      .slice(from)
      .map((line) => JSON.parse(line) as { msg: string; url?: string; kept?: boolean })
      .filter((line) => line.msg === 'request' && line.url === url)
      .map((line) => line.kept === true);
  const withoutDate = (headers: Record<string, string>) => {
    const { date: _date, ...rest } = headers;
    return rest;
  };

  it('goes out before routing, the same bytes and headers as when it was kept', async () => {
    const track = await createTrack(k);
    const ann = await createUser(k);
    const url = `/api/tracks/${track.id}`;
    const from = lines.length;
    const first = await callOverHttp(k, 'GET', url, { as: ann });
    const again = await callOverHttp(k, 'GET', url, { as: ann });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers).toMatchObject({
      'content-type': expect.stringContaining('application/json'),
      'x-content-type-options': 'nosniff',
    });
    expect(logged(url, from)).toEqual([false, true]);
  });

  it('is routed for anyone else, for a HEAD and for a request with a bearer token', async () => {
    const track = await createTrack(k);
    const [ann, bob] = [await createUser(k), await createUser(k)];
    const url = `/api/tracks/${track.id}`;
    expect((await callOverHttp(k, 'GET', url, { as: ann })).statusCode).toBe(200);
    const from = lines.length;
    expect((await callOverHttp(k, 'GET', url, { as: bob })).statusCode).toBe(200);
    expect((await callOverHttp(k, 'HEAD', url, { as: ann })).statusCode).toBe(200);
    const bearer = { authorization: 'Bearer not-a-token' };
    expect((await callOverHttp(k, 'GET', url, { as: ann, headers: bearer })).statusCode).toBe(401);
    expect(logged(url, from)).toEqual([false, false, false]);
  });
});
