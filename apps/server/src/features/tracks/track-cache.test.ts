// The catalog cache (CATALOG_CACHE_SECONDS) in front of GET /api/tracks/:id and
// GET /api/artists/:id: visitors are served from memory for its few seconds; someone signed in
// gets their own copy of a live track (http/listener-cache) and reads any other afresh.
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
  it('serves a live track from memory within its time', async () => {
    const track = await createTrack(t, { artistId: (await createArtist(t)).id, title: 'First' });
    const first = await t.app.inject({ method: 'GET', url: `/api/tracks/${track.id}` });
    expect(first.json<TrackDetail>().title).toBe('First');
    await rename(track.id, 'Second');
    const again = await t.app.inject({ method: 'GET', url: `/api/tracks/${track.id}` });
    expect(again.json<TrackDetail>().title).toBe('First');
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
    const artist = await createArtist(t, { name: 'Before' });
    const visit = () => t.app.inject({ method: 'GET', url: `/api/artists/${artist.id}` });
    const first = await visit();
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json<ArtistDetail>()).toMatchObject({ name: 'Before', following: false });
    await renameArtist(artist.id, 'After');
    const again = await visit();
    expect(again.body).toBe(first.body);
    const listener = await createUser(t);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/artists/${artist.id}`,
      headers: { cookie: listener.cookie },
    });
    expect(signedIn.json<ArtistDetail>().name).toBe('After');
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
