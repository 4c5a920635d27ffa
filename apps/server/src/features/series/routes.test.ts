// Series: made and ordered by their artist alone, seen by listeners once approved and an episode
// is live, with each listener's progress, what to continue, and following. Their review is in
// review.test.ts; the series here are approved as they are made.
import { seriesMessages } from '@sada/contracts/series';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { approveSeries } from '../../test/series';
import { createUploader } from '../../test/uploads';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUploader>>;
let otherArtist: Awaited<ReturnType<typeof createUploader>>;
let listener: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUploader(t);
  otherArtist = await createUploader(t);
  listener = await createUser(t, { role: 'listener' });
});
afterAll(() => t.close());

const details = {
  title: 'Seerah — 40 invented lessons',
  description: 'Demo series',
  kind: 'seerah',
  language: 'english',
  ordering: 'ordered',
};

async function newSeries(as: TestUser = owner.user, payload: object = details) {
  const response = await call(t, 'POST', '/api/me/series', { as, payload });
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json<{ id: string }>();
  await approveSeries(t, created.id);
  return created;
}
const episode = (status: 'live' | 'qc' = 'live', artistId = owner.artist.id) =>
  createTrack(t, { artistId, status, durationMs: 40 * 60_000, instrumentation: 'spoken_word' });
const setEpisodes = (seriesId: string, trackIds: string[], as: TestUser = owner.user) =>
  call(t, 'PUT', `/api/me/series/${seriesId}/episodes`, { as, payload: { trackIds } });
const page = (seriesId: string, as: TestUser | null = listener) =>
  call(t, 'GET', `/api/series/${seriesId}`, { as });

describe('series of the artist', () => {
  it('creates a series, orders its episodes and reorders them', async () => {
    const series = await newSeries();
    const [one, two, three] = [await episode(), await episode(), await episode()];
    const set = await setEpisodes(series.id, [one.id, two.id, three.id]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().episodes.map((e: { track: { id: string } }) => e.track.id)).toEqual([
      one.id,
      two.id,
      three.id,
    ]);
    const reordered = await setEpisodes(series.id, [three.id, one.id]);
    expect(
      reordered
        .json()
        .episodes.map((e: { number: number; track: { id: string } }) => [e.number, e.track.id]),
    ).toEqual([
      [1, three.id],
      [2, one.id],
    ]);
    expect((await page(series.id)).json()).toMatchObject({
      title: details.title,
      kind: 'seerah',
      episodeCount: 2,
      mine: false,
      feedUrl: expect.stringMatching(new RegExp(`/api/series/${series.id}/feed\\.xml$`)),
    });
  });

  it('shows listeners only live episodes, and the series only once one is live', async () => {
    const series = await newSeries();
    const draft = await episode('qc');
    await setEpisodes(series.id, [draft.id]);
    expect((await page(series.id)).statusCode).toBe(404);
    expect((await page(series.id, null)).statusCode).toBe(404);
    const own = await page(series.id, owner.user);
    expect(own.json()).toMatchObject({ mine: true, episodes: [{ track: { id: draft.id } }] });
    const live = await episode();
    await setEpisodes(series.id, [draft.id, live.id]);
    const seen = await page(series.id);
    expect(seen.json().episodes.map((e: { track: { id: string } }) => e.track.id)).toEqual([
      live.id,
    ]);
    // A taken-down episode leaves the page at once.
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, live.id));
    expect((await page(series.id)).statusCode).toBe(404);
  });

  it('keeps each listener’s progress and continues with the first unfinished episode', async () => {
    const series = await newSeries();
    const [one, two, three] = [await episode(), await episode(), await episode()];
    await setEpisodes(series.id, [one.id, two.id, three.id]);
    const me = await createUser(t, { role: 'listener' });
    expect((await page(series.id, me)).json()).toMatchObject({ continueTrackId: one.id });
    await call(t, 'PUT', `/api/me/positions/${one.id}/played`, {
      as: me,
      payload: { played: true },
    });
    await call(t, 'PUT', `/api/me/positions/${two.id}`, {
      as: me,
      payload: { positionMs: 720_000 },
    });
    const mine = (await page(series.id, me)).json();
    expect(mine.continueTrackId).toBe(two.id);
    expect(mine.episodes.map((e: { progress: unknown }) => e.progress)).toEqual([
      { positionMs: 0, played: true },
      { positionMs: 720_000, played: false },
      null,
    ]);
    expect((await page(series.id, listener)).json().continueTrackId).toBe(one.id);
  });

  it('takes only the artist’s own tracks, each once, and in one series', async () => {
    const series = await newSeries();
    const other = await newSeries();
    const mine = await episode();
    const theirs = await episode('live', otherArtist.artist.id);
    const refused = await setEpisodes(series.id, [mine.id, theirs.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: {
        message: seriesMessages.episodeNotYours,
        fields: { 'trackIds.1': seriesMessages.episodeNotYours },
      },
    });
    expect((await setEpisodes(series.id, [mine.id, mine.id])).json()).toMatchObject({
      error: { message: seriesMessages.episodeRepeated },
    });
    expect((await setEpisodes(series.id, [mine.id])).statusCode).toBe(200);
    expect((await setEpisodes(other.id, [mine.id])).json()).toMatchObject({
      error: { message: seriesMessages.episodeInOtherSeries },
    });
    expect(
      (await setEpisodes(series.id, ['00000000-0000-4000-8000-000000000000'])).statusCode,
    ).toBe(400);
  });

  it('lets only its artist change, fill or delete a series', async () => {
    const series = await newSeries();
    const live = await episode();
    await setEpisodes(series.id, [live.id]);
    for (const [method, url, payload] of [
      ['PATCH', `/api/me/series/${series.id}`, { title: 'Mine now' }],
      ['PUT', `/api/me/series/${series.id}/episodes`, { trackIds: [] }],
      ['DELETE', `/api/me/series/${series.id}`, undefined],
    ] as const) {
      expect(
        (await call(t, method, url, { as: otherArtist.user, ...(payload ? { payload } : {}) }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(t, method, url, { as: listener, ...(payload ? { payload } : {}) })).statusCode,
      ).toBe(403);
      expect((await call(t, method, url, payload ? { payload } : {})).statusCode).toBe(401);
    }
    const renamed = await call(t, 'PATCH', `/api/me/series/${series.id}`, {
      as: owner.user,
      payload: { title: '  Renamed  ', ordering: 'episodic' },
    });
    // Approved: listeners keep the approved details while the edit waits for review.
    expect(renamed.json()).toMatchObject({
      title: details.title,
      ordering: 'ordered',
      review: { state: 'changesPending', pending: { title: 'Renamed', ordering: 'episodic' } },
    });
    const removed = await call(t, 'DELETE', `/api/me/series/${series.id}`, { as: owner.user });
    expect(removed.json()).toEqual({ message: seriesMessages.deleted });
    expect((await page(series.id)).statusCode).toBe(404);
    const [still] = await t.database.db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.id, live.id));
    expect(still?.id).toBe(live.id);
  });

  it.each([
    [{ ...details, title: '  ' }, seriesMessages.titleRequired],
    [{ ...details, title: 'x'.repeat(121) }, seriesMessages.titleTooLong],
    [{ ...details, kind: 'podcast' }, seriesMessages.kindInvalid],
    [{ ...details, language: 'klingon' }, seriesMessages.languageInvalid],
    [{ ...details, ordering: 'random' }, seriesMessages.orderingInvalid],
    [{ ...details, description: 'x'.repeat(4001) }, seriesMessages.descriptionTooLong],
    [{ ...details, artistId: '00000000-0000-4000-8000-000000000000' }, undefined],
  ])('refuses a bad series (%#)', async (payload, message) => {
    const response = await call(t, 'POST', '/api/me/series', { as: owner.user, payload });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json()).toMatchObject({ error: { message } });
  });

  it('asks a listener without an artist profile to make one first', async () => {
    const response = await call(t, 'POST', '/api/me/series', { as: listener, payload: details });
    expect(response.statusCode).toBe(403);
  });
});

describe('following and lists', () => {
  it('follows and unfollows, counting each follower once', async () => {
    const series = await newSeries();
    await setEpisodes(series.id, [(await episode()).id]);
    const me = await createUser(t, { role: 'listener' });
    const follow = () => call(t, 'PUT', `/api/series/${series.id}/follow`, { as: me });
    expect((await follow()).json()).toEqual({
      following: true,
      followerCount: 1,
      message: seriesMessages.followed,
    });
    expect((await follow()).json()).toMatchObject({ followerCount: 1 });
    expect((await page(series.id, me)).json()).toMatchObject({ following: true, followerCount: 1 });
    const followed = await call(t, 'GET', '/api/me/series/followed', { as: me });
    expect(followed.json().series.map((s: { id: string }) => s.id)).toEqual([series.id]);
    const un = await call(t, 'DELETE', `/api/series/${series.id}/follow`, { as: me });
    expect(un.json()).toEqual({
      following: false,
      followerCount: 0,
      message: seriesMessages.unfollowed,
    });
    expect((await call(t, 'PUT', `/api/series/${series.id}/follow`)).statusCode).toBe(401);
  });

  it('lists an artist’s series with live episodes, and all of them to the artist', async () => {
    const artist = await createUploader(t);
    const shown = await newSeries(artist.user);
    await setEpisodes(shown.id, [(await episode('live', artist.artist.id)).id], artist.user);
    const empty = await newSeries(artist.user);
    const publicList = await call(t, 'GET', `/api/artists/${artist.artist.id}/series`);
    expect(publicList.json().series.map((s: { id: string }) => s.id)).toEqual([shown.id]);
    const own = await call(t, 'GET', `/api/artists/${artist.artist.id}/series`, {
      as: artist.user,
    });
    expect(
      own
        .json()
        .series.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([shown.id, empty.id].sort());
    const mine = await call(t, 'GET', '/api/me/series', { as: artist.user });
    expect(mine.json().series).toHaveLength(2);
    const recent = await call(t, 'GET', '/api/series?limit=50');
    const ids = recent.json().series.map((s: { id: string }) => s.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(empty.id);
    expect((await call(t, 'GET', '/api/series?limit=500')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/artists/nope/series')).statusCode).toBe(400);
  });
});

describe('new episodes', () => {
  const notificationsOf = async (user: TestUser) =>
    (await call(t, 'GET', '/api/me/notifications', { as: user })).json<{
      notifications: { kind: string; data: Record<string, string>; link: string | null }[];
    }>().notifications;

  it('tell the followers once an episode goes live, or a live track joins the series', async () => {
    const series = await newSeries();
    const first = await episode();
    await setEpisodes(series.id, [first.id]);
    const fan = await createUser(t, { role: 'listener' });
    await call(t, 'PUT', `/api/series/${series.id}/follow`, { as: fan });
    // The artist's followers who follow the series hear of it once, as an episode.
    await call(t, 'PUT', `/api/me/follows/artists/${owner.artist.id}`, { as: fan });

    const added = await episode();
    await setEpisodes(series.id, [first.id, added.id]);
    const inReview = await episode('qc');
    await setEpisodes(series.id, [first.id, added.id, inReview.id]);
    const admin = await createUser(t, { role: 'admin' });
    const approved = await call(t, 'POST', `/api/moderation/tracks/${inReview.id}/reviews`, {
      as: admin,
      payload: { decision: 'approved', instrumentation: 'spoken_word' },
    });
    expect(approved.statusCode, approved.body).toBe(201);

    const told = await notificationsOf(fan);
    const episodes = told.filter((n) => n.kind === 'new_episode');
    expect(episodes.map((n) => n.link).sort()).toEqual(
      [`/track/${added.id}`, `/track/${inReview.id}`].sort(),
    );
    expect(episodes[0]?.data).toMatchObject({ seriesTitle: details.title });
    expect(told.filter((n) => n.kind === 'new_release')).toEqual([]);
    // Nobody else hears of it, and reordering tells nobody again.
    await setEpisodes(series.id, [inReview.id, added.id, first.id]);
    expect((await notificationsOf(fan)).filter((n) => n.kind === 'new_episode')).toHaveLength(2);
    expect((await notificationsOf(listener)).filter((n) => n.kind === 'new_episode')).toEqual([]);
  });
});
