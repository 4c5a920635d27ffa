// Resume: each listener's place in a long track, saved and read back on any device, played at
// 95%, and 'Continue listening' with what is in progress.
import { LONG_TRACK_MS } from '@sada/contracts/positions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { series, seriesEpisodes, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let listener: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  [listener, other] = await Promise.all([
    createUser(t, { role: 'listener' }),
    createUser(t, { role: 'listener' }),
  ]);
});
afterAll(() => t.close());

const lecture = () => createTrack(t, { durationMs: 60 * 60_000, instrumentation: 'spoken_word' });
const save = (trackId: string, positionMs: unknown, as: TestUser = listener) =>
  call(t, 'PUT', `/api/me/positions/${trackId}`, { as, payload: { positionMs } });
const positionsOf = async (ids: string[], as: TestUser = listener) =>
  (await call(t, 'GET', `/api/me/positions?ids=${ids.join(',')}`, { as })).json().positions;
const continueList = async (as: TestUser = listener) =>
  (await call(t, 'GET', '/api/me/continue', { as })).json().items as {
    track: { id: string };
    positionMs: number;
    series: { id: string; title: string } | null;
  }[];

describe('PUT /api/me/positions/:trackId', () => {
  it('keeps each listener’s own place, the latest one winning', async () => {
    const track = await lecture();
    expect((await save(track.id, 120_000)).statusCode).toBe(200);
    const saved = await save(track.id, 720_000);
    expect(saved.json()).toMatchObject({ trackId: track.id, positionMs: 720_000, played: false });
    expect(await positionsOf([track.id])).toMatchObject([{ positionMs: 720_000 }]);
    expect(await positionsOf([track.id], other)).toEqual([]);
    await save(track.id, 5000, other);
    expect(await positionsOf([track.id])).toMatchObject([{ positionMs: 720_000 }]);
  });

  it('marks the track played at 95%, and starts it over next time', async () => {
    const track = await lecture();
    const done = await save(track.id, 57 * 60_000);
    expect(done.json()).toMatchObject({ played: true, positionMs: 0 });
    expect((await continueList()).map((i) => i.track.id)).not.toContain(track.id);
    // Playing it again puts it back in progress.
    expect((await save(track.id, 60_000)).json()).toMatchObject({
      played: false,
      positionMs: 60_000,
    });
  });

  it('clamps a place past the end to the end', async () => {
    const track = await createTrack(t, { durationMs: 20 * 60_000 });
    expect((await save(track.id, 30 * 60_000)).json()).toMatchObject({ played: true });
  });

  it.each([[-1], [1.5], ['12'], [null], [48 * 3_600_000 + 1]])(
    'refuses a position of %j',
    async (positionMs) => {
      const track = await lecture();
      const response = await save(track.id, positionMs);
      expect(response.statusCode).toBe(400);
      expect(await positionsOf([track.id])).toEqual([]);
    },
  );

  it('answers 401 to a visitor and 404 for a track the listener may not play', async () => {
    const track = await lecture();
    expect(
      (await call(t, 'PUT', `/api/me/positions/${track.id}`, { payload: { positionMs: 1 } }))
        .statusCode,
    ).toBe(401);
    const hidden = await createTrack(t, { status: 'qc', requiresReview: true });
    expect((await save(hidden.id, 1000)).statusCode).toBe(404);
    expect((await save('00000000-0000-4000-8000-000000000000', 1000)).statusCode).toBe(404);
    expect((await save('nope', 1000)).statusCode).toBe(400);
  });
});

describe('PUT /api/me/positions/:trackId/played', () => {
  it('marks played and unplayed, both from the beginning', async () => {
    const track = await lecture();
    await save(track.id, 600_000);
    const played = await call(t, 'PUT', `/api/me/positions/${track.id}/played`, {
      as: listener,
      payload: { played: true },
    });
    expect(played.json()).toMatchObject({
      played: true,
      positionMs: 0,
      message: 'Marked as played',
    });
    const unplayed = await call(t, 'PUT', `/api/me/positions/${track.id}/played`, {
      as: listener,
      payload: { played: false },
    });
    expect(unplayed.json()).toMatchObject({
      played: false,
      positionMs: 0,
      message: 'Marked as unplayed',
    });
    expect(
      (
        await call(t, 'PUT', `/api/me/positions/${track.id}/played`, {
          as: listener,
          payload: { played: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/me/continue', () => {
  it('lists unfinished long tracks and episodes, latest first, and leaves out short tracks and taken-down ones', async () => {
    const me = await createUser(t, { role: 'listener' });
    const long = await lecture();
    const short = await createTrack(t, { durationMs: LONG_TRACK_MS - 60_000 });
    const artist = await createArtist(t);
    const episode = await createTrack(t, { artistId: artist.id, durationMs: 5 * 60_000 });
    const [show] = await t.database.db
      .insert(series)
      .values({
        artistId: artist.id,
        title: 'Invented lessons',
        kind: 'lectures',
        language: 'english',
        approvedAt: new Date(),
      })
      .returning();
    if (!show) throw new Error('no series');
    await t.database.db
      .insert(seriesEpisodes)
      .values({ seriesId: show.id, trackId: episode.id, position: 1 });
    const gone = await lecture();

    await save(long.id, 60_000, me);
    await save(short.id, 60_000, me);
    await save(gone.id, 60_000, me);
    await save(episode.id, 30_000, me);
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, gone.id));

    const items = await continueList(me);
    expect(items.map((i) => i.track.id)).toEqual([episode.id, long.id]);
    expect(items[0]).toMatchObject({
      positionMs: 30_000,
      series: { id: show.id, title: 'Invented lessons' },
    });
    expect(items[1]).toMatchObject({ positionMs: 60_000, series: null });
    // A series no reviewer approved is named to nobody but its artist.
    await t.database.db.update(series).set({ approvedAt: null }).where(eq(series.id, show.id));
    await t.settle();
    expect((await continueList(me))[0]).toMatchObject({ track: { id: episode.id }, series: null });
    expect(await continueList(await createUser(t, { role: 'listener' }))).toEqual([]);
    expect((await call(t, 'GET', '/api/me/continue')).statusCode).toBe(401);
  });

  it('refuses more than 100 ids or ids that are not', async () => {
    const ids = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    expect(
      (await call(t, 'GET', `/api/me/positions?ids=${ids.join(',')}`, { as: listener })).statusCode,
    ).toBe(400);
    expect((await call(t, 'GET', '/api/me/positions?ids=x', { as: listener })).statusCode).toBe(
      400,
    );
    expect((await call(t, 'GET', '/api/me/positions', { as: listener })).statusCode).toBe(400);
  });
});
