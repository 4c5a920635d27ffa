// A series' details reach listeners only once a reviewer approved them; an edit of an approved
// series waits for review while listeners keep the approved details (decision 019).
import { moderationMessages, type ModerationSeriesItem } from '@sada/contracts/moderation';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { createUploader } from '../../test/uploads';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUploader>>;
let listener: TestUser;
let admin: TestUser;
let label: TestUser;
let otherLabel: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUploader(t);
  listener = await createUser(t, { role: 'listener' });
  admin = await createUser(t, { role: 'admin' });
  label = await createUser(t, { role: 'label' });
  otherLabel = await createUser(t, { role: 'label' });
  await t.database.db
    .update(artists)
    .set({ labelId: label.id })
    .where(eq(artists.id, owner.artist.id));
});
afterAll(() => t.close());

const details = {
  title: 'Invented lessons on patience',
  description: 'One lesson a week',
  kind: 'lectures',
  language: 'english',
  ordering: 'ordered',
};

/** A new series of `as`'s with one live episode. */
async function newSeries(as: TestUser = owner.user, artistId = owner.artist.id) {
  const created = await call(t, 'POST', '/api/me/series', { as, payload: details });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: string }>();
  const track = await createTrack(t, { artistId, status: 'live', instrumentation: 'spoken_word' });
  const set = await call(t, 'PUT', `/api/me/series/${id}/episodes`, {
    as,
    payload: { trackIds: [track.id] },
  });
  expect(set.statusCode, set.body).toBe(200);
  return id;
}

/** What the series' artist was told about it, oldest first. */
async function notificationsOf(seriesId: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, owner.user.id))
    .orderBy(asc(notifications.createdAt));
  return rows.filter((row) => row.data.seriesId === seriesId);
}

const decide = (seriesId: string, as: TestUser | null, payload: object) =>
  call(t, 'POST', `/api/moderation/series/${seriesId}/decision`, { as, payload });
const approve = async (seriesId: string) => {
  const response = await decide(seriesId, admin, { decision: 'approve' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ message: string }>();
};
const page = (seriesId: string, as: TestUser | null = listener) =>
  call(t, 'GET', `/api/series/${seriesId}`, { as });
const edit = (seriesId: string, payload: object) =>
  call(t, 'PATCH', `/api/me/series/${seriesId}`, { as: owner.user, payload });
const queueOf = async (as: TestUser) => {
  const response = await call(t, 'GET', '/api/moderation/series', { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ series: ModerationSeriesItem[] }>().series;
};
const browseIds = async () =>
  (await call(t, 'GET', '/api/series?limit=50'))
    .json<{ series: { id: string }[] }>()
    .series.map((s) => s.id);
const mineOf = async (seriesId: string) =>
  (await call(t, 'GET', '/api/me/series', { as: owner.user }))
    .json<{ series: { id: string; title: string; review: unknown }[] }>()
    .series.find((s) => s.id === seriesId);

describe('who may review series', () => {
  it('lets moderators in, and nobody decide on their own or their own artists’ series', async () => {
    const id = await newSeries();
    expect((await call(t, 'GET', '/api/moderation/series')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/moderation/series', { as: listener })).statusCode).toBe(403);
    expect((await decide(id, null, { decision: 'approve' })).statusCode).toBe(401);
    expect((await decide(id, listener, { decision: 'approve' })).statusCode).toBe(403);

    // The artist's label neither sees it nor decides on it; another label does see it.
    expect((await queueOf(label)).map((s) => s.id)).not.toContain(id);
    expect((await queueOf(otherLabel)).map((s) => s.id)).toContain(id);
    const byLabel = await decide(id, label, { decision: 'approve' });
    expect(byLabel.statusCode).toBe(403);
    expect(byLabel.json()).toMatchObject({
      error: { code: 'own_artist', message: moderationMessages.ownArtistSeries },
    });

    // An admin who owns an artist profile does not review its series.
    const reviewingArtist = await createUser(t, { role: 'admin' });
    const theirArtist = await createArtist(t, { ownerUserId: reviewingArtist.id });
    const own = await newSeries(reviewingArtist, theirArtist.id);
    expect((await queueOf(reviewingArtist)).map((s) => s.id)).not.toContain(own);
    const byOwner = await decide(own, reviewingArtist, { decision: 'approve' });
    expect(byOwner.statusCode).toBe(403);
    expect(byOwner.json()).toMatchObject({
      error: { code: 'own_series', message: moderationMessages.ownSeries },
    });

    expect(await approve(id)).toEqual({
      message: moderationMessages.seriesApproved,
      seriesId: id,
      decision: 'approve',
    });
    // Decided: the next decision finds nothing waiting.
    const again = await decide(id, otherLabel, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: moderationMessages.seriesNotWaiting } });
    const missing = await decide('00000000-0000-4000-8000-000000000000', admin, {
      decision: 'approve',
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [{ decision: 'reject' }, 'reason', moderationMessages.reasonRequired],
    [{ decision: 'reject', reason: '   ' }, 'reason', moderationMessages.reasonRequired],
    [{ decision: 'reject', reason: 'x'.repeat(501) }, 'reason', moderationMessages.reasonTooLong],
    [{ decision: 'publish' }, 'decision', moderationMessages.seriesDecisionRequired],
    [{}, 'decision', moderationMessages.seriesDecisionRequired],
  ])('refuses a bad decision with a clear message (%#)', async (payload, field, message) => {
    const id = await newSeries();
    const response = await decide(id, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { message, fields: { [field]: message } } });
  });
});

describe('a new series', () => {
  it('stays unseen by listeners until a reviewer approves it', async () => {
    const id = await newSeries();
    expect((await page(id)).statusCode).toBe(404);
    expect((await page(id, null)).statusCode).toBe(404);
    expect(await browseIds()).not.toContain(id);
    expect((await call(t, 'GET', `/api/series/${id}/feed.xml`)).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/artists/${owner.artist.id}/series`)).json().series,
    ).not.toContainEqual(expect.objectContaining({ id }));
    expect((await call(t, 'PUT', `/api/series/${id}/follow`, { as: listener })).statusCode).toBe(
      404,
    );

    // Its artist sees it, and where it stands; the reviewer sees every detail proposed.
    const own = await page(id, owner.user);
    expect(own.json()).toMatchObject({
      mine: true,
      review: { state: 'pending', note: null, pending: null, approvedAt: null },
    });
    const waiting = (await queueOf(admin)).find((s) => s.id === id);
    expect(waiting).toMatchObject({
      approved: null,
      proposed: { title: details.title, kind: 'lectures', ordering: 'ordered' },
      artist: { id: owner.artist.id, name: owner.artist.name },
      episodeCount: 1,
    });

    await approve(id);
    expect((await page(id)).json()).toMatchObject({ title: details.title, review: null });
    expect(await browseIds()).toContain(id);
    expect((await call(t, 'GET', `/api/series/${id}/feed.xml`)).statusCode).toBe(200);
    expect(await mineOf(id)).toMatchObject({ review: { state: 'approved', note: null } });
    expect((await queueOf(admin)).map((s) => s.id)).not.toContain(id);
  });

  it('turned down, stays unseen with the reason; edited, goes back to review keeping it', async () => {
    const id = await newSeries();
    const rejected = await decide(id, admin, { decision: 'reject', reason: '  Title misleads  ' });
    expect(rejected.json()).toMatchObject({ message: moderationMessages.seriesRejected });
    expect((await page(id)).statusCode).toBe(404);
    expect(await mineOf(id)).toMatchObject({
      review: { state: 'rejected', note: 'Title misleads', approvedAt: null },
    });
    expect((await queueOf(admin)).map((s) => s.id)).not.toContain(id);

    // Never approved: the edit applies at once and the series waits for review again.
    const edited = await edit(id, { title: 'Lessons on patience' });
    expect(edited.json()).toMatchObject({
      title: 'Lessons on patience',
      review: { state: 'pending', note: 'Title misleads' },
    });
    expect((await queueOf(admin)).find((s) => s.id === id)).toMatchObject({
      proposed: { title: 'Lessons on patience' },
      previousNote: 'Title misleads',
    });
    await approve(id);
    expect((await page(id)).json()).toMatchObject({ title: 'Lessons on patience' });
    expect(await mineOf(id)).toMatchObject({ review: { state: 'approved', note: null } });
    // The artist was told of each decision.
    const told = await notificationsOf(id);
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'series_rejected',
        data: expect.objectContaining({ reason: 'Title misleads' }),
        link: '/my-series',
      }),
      expect.objectContaining({
        kind: 'series_approved',
        data: expect.objectContaining({ seriesTitle: 'Lessons on patience' }),
        link: `/series/${id}`,
      }),
    ]);
  });
});

describe('an edit of an approved series', () => {
  it('waits for review while listeners keep the approved details, and applies once approved', async () => {
    const id = await newSeries();
    await approve(id);
    const feedBefore = await call(t, 'GET', `/api/series/${id}/feed.xml`);
    expect(feedBefore.body).toContain(details.title);

    const edited = await edit(id, { title: 'Patience, revised', description: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: details.title,
      review: {
        state: 'changesPending',
        pending: { title: 'Patience, revised', description: null },
      },
    });
    expect((await page(id)).json()).toMatchObject({
      title: details.title,
      description: details.description,
      review: null,
    });
    expect((await call(t, 'GET', `/api/series/${id}/feed.xml`)).body).not.toContain('revised');
    expect((await queueOf(admin)).find((s) => s.id === id)).toMatchObject({
      approved: { title: details.title, description: details.description },
      proposed: { title: 'Patience, revised', description: null },
    });

    expect(await approve(id)).toMatchObject({ message: moderationMessages.seriesChangesApproved });
    expect((await page(id)).json()).toMatchObject({
      title: 'Patience, revised',
      description: null,
    });
    // The feed kept before the approval is forgotten at once.
    const feedAfter = await call(t, 'GET', `/api/series/${id}/feed.xml`);
    expect(feedAfter.body).toContain('Patience, revised');
    expect(await mineOf(id)).toMatchObject({
      title: 'Patience, revised',
      review: { state: 'approved', pending: null },
    });
  });

  it('is withdrawn when set back to the approved details, and asks nothing when it changes nothing', async () => {
    const id = await newSeries();
    await approve(id);
    expect((await edit(id, { title: details.title })).json()).toMatchObject({
      review: { state: 'approved', pending: null },
    });
    await edit(id, { ordering: 'episodic', title: 'Changed' });
    // The next edit adds to the one waiting; only what still differs stays.
    const back = await edit(id, { title: details.title });
    expect(back.json()).toMatchObject({
      review: { state: 'changesPending', pending: { ordering: 'episodic' } },
    });
    expect(back.json().review.pending).not.toHaveProperty('title');
    const withdrawn = await edit(id, { ordering: 'ordered' });
    expect(withdrawn.json()).toMatchObject({ review: { state: 'approved', pending: null } });
    expect((await queueOf(admin)).map((s) => s.id)).not.toContain(id);
    expect((await decide(id, admin, { decision: 'approve' })).statusCode).toBe(409);
  });

  it('turned down, leaves the approved details and tells the artist why', async () => {
    const id = await newSeries();
    await approve(id);
    await edit(id, { title: 'Clickbait title', kind: 'stories' });
    const rejected = await decide(id, admin, { decision: 'reject', reason: 'Not accurate' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: moderationMessages.seriesChangesRejected });
    expect((await page(id)).json()).toMatchObject({
      title: details.title,
      kind: 'lectures',
      review: null,
    });
    expect(await mineOf(id)).toMatchObject({
      title: details.title,
      review: { state: 'rejected', note: 'Not accurate', pending: null },
    });
    expect((await notificationsOf(id)).at(-1)).toMatchObject({
      kind: 'series_rejected',
      title: 'Changes not approved',
      data: { seriesTitle: details.title, reason: 'Not accurate', edit: 'true' },
    });
    // The listener never reads the artist's review, on any list.
    const publicList = await call(t, 'GET', `/api/artists/${owner.artist.id}/series`);
    const listed = publicList
      .json<{ series: { id: string; review: unknown }[] }>()
      .series.find((s) => s.id === id);
    expect(listed?.review).toBeNull();
  });
});

describe('with the catalogue cached', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  });
  afterAll(() => cached.close());

  it('forgets the kept feed once an edit is approved, and not before', async () => {
    const artist = await createUploader(cached);
    const reviewer = await createUser(cached, { role: 'admin' });
    const created = await call(cached, 'POST', '/api/me/series', {
      as: artist.user,
      payload: details,
    });
    const { id } = created.json<{ id: string }>();
    const track = await createTrack(cached, { artistId: artist.artist.id, status: 'live' });
    await call(cached, 'PUT', `/api/me/series/${id}/episodes`, {
      as: artist.user,
      payload: { trackIds: [track.id] },
    });
    const feed = () => call(cached, 'GET', `/api/series/${id}/feed.xml`);
    const approveIt = () =>
      call(cached, 'POST', `/api/moderation/series/${id}/decision`, {
        as: reviewer,
        payload: { decision: 'approve' },
      });
    expect((await feed()).statusCode).toBe(404);
    expect((await approveIt()).statusCode).toBe(200);
    expect((await feed()).body).toContain(details.title);

    await call(cached, 'PATCH', `/api/me/series/${id}`, {
      as: artist.user,
      payload: { title: 'Patience, in the feed' },
    });
    expect((await feed()).body).toContain(details.title);
    expect((await approveIt()).statusCode).toBe(200);
    const after = await feed();
    expect(after.body).toContain('Patience, in the feed');
    expect(after.body).not.toContain(details.title);
  });
});
