// The catalog cache (CATALOG_CACHE_SECONDS) in front of GET /api/tracks/:id and
// GET /api/artists/:id: visitors are served from memory for its few seconds, but for a change of
// what the catalogue shows (a title, a name), which is heard from the database and forgotten at
// once; counters wait for the period. Someone signed in gets their own copy of a live track
// (http/listener-cache) and reads any other afresh.
import type { ArtistDetail } from '@sada/contracts/catalog';
import type { TrackDetail } from '@sada/contracts/tracks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { artists, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  await ensureGenres(t);
});
afterAll(() => t.close());

const rename = (id: string, title: string) =>
  t.database.db.update(tracks).set({ title }).where(eq(tracks.id, id));

describe('the catalog cache of track details', () => {
  it('serves a live track from memory within its time, but for an edit of what it shows', async () => {
    const track = await createTrack(t, {
      artistId: (await createArtist(t)).id,
      title: 'First',
      playCount: 5,
    });
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/tracks/${track.id}` })).json<TrackDetail>();
    expect(await read()).toMatchObject({ title: 'First', playCount: 5 });
    // A counter moves with every play: it waits for the period.
    await t.database.db.update(tracks).set({ playCount: 6 }).where(eq(tracks.id, track.id));
    await t.settle();
    expect(await read()).toMatchObject({ title: 'First', playCount: 5 });
    await rename(track.id, 'Second');
    await t.settle();
    expect(await read()).toMatchObject({ title: 'Second', playCount: 6 });
  });

  it('reads afresh for someone signed in, so an owner sees a change at once', async () => {
    const owner = await createUser(t, { role: 'artist' });
    const artist = await createArtist(t, { ownerUserId: owner.id });
    const track = await createTrack(t, { artistId: artist.id, status: 'qc', title: 'Draft' });
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/tracks/${track.id}`,
        headers: { cookie: owner.cookie },
      });
    expect((await read()).json<TrackDetail>().title).toBe('Draft');
    await rename(track.id, 'Draft, revised');
    expect((await read()).json<TrackDetail>().title).toBe('Draft, revised');
    // Still hidden from visitors, whatever was cached.
    const visitor = await t.app.inject({ method: 'GET', url: `/api/tracks/${track.id}` });
    expect(visitor.statusCode).toBe(404);
  });
});

describe('the catalog cache of artist profiles', () => {
  const renameArtist = (id: string, name: string) =>
    t.database.db.update(artists).set({ name }).where(eq(artists.id, id));

  it('serves visitors the same bytes within its time, and a signed-in reader afresh', async () => {
    const artist = await createArtist(t, { name: 'Before', monthlyListeners: 10 });
    const visit = () => t.app.inject({ method: 'GET', url: `/api/artists/${artist.id}` });
    const first = await visit();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json<ArtistDetail>()).toMatchObject({ name: 'Before', following: false });
    // A recount of listeners waits for the period.
    await t.database.db
      .update(artists)
      .set({ monthlyListeners: 11 })
      .where(eq(artists.id, artist.id));
    await t.settle();
    expect((await visit()).body).toBe(first.body);
    const listener = await createUser(t);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/artists/${artist.id}`,
      headers: { cookie: listener.cookie },
    });
    expect(signedIn.json<ArtistDetail>().monthlyListeners).toBe(11);
    // A new name is heard at once, by every instance.
    await renameArtist(artist.id, 'After');
    await t.settle();
    expect((await visit()).json<ArtistDetail>().name).toBe('After');
  });

  it('does not keep a miss: an unknown artist is looked up again', async () => {
    const id = '00000000-0000-4000-8000-00000000abcd';
    const missing = await t.app.inject({ method: 'GET', url: `/api/artists/${id}` });
    expect(missing.statusCode).toBe(404);
    await createArtist(t, { id, name: 'Late arrival' });
    const found = await t.app.inject({ method: 'GET', url: `/api/artists/${id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json<ArtistDetail>().name).toBe('Late arrival');
  });
});
