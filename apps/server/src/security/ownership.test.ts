// Owner and non-owner: the access matrix (access-matrix.test.ts) says who passes the policy per
// role; here every route that acts on an owned row (a track, a series, a playlist and its
// entries, a notification) is called with real ids by its owner and by people who do not own it: another
// listener, another artist and a label. The owner gets through; the others get 403 or 404 and
// the row stays as it was.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  notifications,
  playlists,
  playlistTracks,
  series,
  seriesEpisodes,
  tracks,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { makeImage } from '../test/audio';
import { createArtist, createPlaylist, createTrack, ensureGenres } from '../test/catalog';
import { createUser, randomIp, type TestUser } from '../test/factories';
import { multipart } from '../test/multipart';
import { report } from './report';

interface Ids {
  trackId: string;
  playlistId: string;
  privatePlaylistId: string;
  entryId: string;
  notificationId: string;
  spareTrackId: string;
  /** A track processed and waiting for its first review. */
  pendingTrackId: string;
  seriesId: string;
}

interface Row {
  route: string;
  owner: 'artist' | 'listener';
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => Record<string, unknown>;
  multipart?: boolean;
  /** The owned rows, read before and after a non-owner's call. */
  state: (ids: Ids) => Promise<unknown>;
}

let t: TestApp;
let people: Record<'listener' | 'artist' | 'otherListener' | 'otherArtist' | 'label', TestUser>;
let artistId: string;
let cover: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  people = {
    listener: await createUser(t),
    artist: await createUser(t, { role: 'artist' }),
    otherListener: await createUser(t),
    otherArtist: await createUser(t, { role: 'artist' }),
    label: await createUser(t, { role: 'label' }),
  };
  artistId = (await createArtist(t, { ownerUserId: people.artist.id })).id;
  await createArtist(t, { ownerUserId: people.otherArtist.id });
  cover = await makeImage('png');
});

/** Rows of their own for each route, so that no owner's call (a deletion) changes another's. */
async function ownedRows(): Promise<Ids> {
  const track = await createTrack(t, { artistId });
  const second = await createTrack(t, { artistId });
  const spare = await createTrack(t, { artistId });
  const pending = await createTrack(t, { artistId, status: 'qc', processingStage: 'completed' });
  const [owned] = await t.database.db
    .insert(series)
    .values({ artistId, title: 'Owned series', kind: 'lectures', language: 'english' })
    .returning({ id: series.id });
  const playlist = await createPlaylist(t, { ownerId: people.listener.id }, [track.id, second.id]);
  const privatePlaylist = await createPlaylist(t, { ownerId: people.listener.id, isPublic: false });
  const [entry] = await t.database.db
    .select({ id: playlistTracks.id })
    .from(playlistTracks)
    .where(eq(playlistTracks.playlistId, playlist.id))
    .orderBy(playlistTracks.position);
  const [notification] = await t.database.db
    .insert(notifications)
    .values({ userId: people.listener.id, title: 'Yours', message: 'Only yours' })
    .returning();
  return {
    trackId: track.id,
    playlistId: playlist.id,
    privatePlaylistId: privatePlaylist.id,
    entryId: entry?.id ?? '',
    notificationId: notification?.id ?? '',
    spareTrackId: spare.id,
    pendingTrackId: pending.id,
    seriesId: owned?.id ?? '',
  };
}
afterAll(() => t.close());

const trackState = async (i: Ids) =>
  (await t.database.db.select().from(tracks).where(eq(tracks.id, i.trackId)))[0];
const pendingTrackState = async (i: Ids) =>
  (await t.database.db.select().from(tracks).where(eq(tracks.id, i.pendingTrackId)))[0];
const seriesState = async (i: Ids) => ({
  series: (await t.database.db.select().from(series).where(eq(series.id, i.seriesId)))[0],
  episodes: await t.database.db
    .select()
    .from(seriesEpisodes)
    .where(eq(seriesEpisodes.seriesId, i.seriesId)),
});
const playlistState = async (i: Ids) => ({
  playlist: (await t.database.db.select().from(playlists).where(eq(playlists.id, i.playlistId)))[0],
  entries: await t.database.db
    .select()
    .from(playlistTracks)
    .where(eq(playlistTracks.playlistId, i.playlistId)),
});

const rows: Row[] = [
  {
    route: 'PATCH /api/me/tracks/:trackId',
    owner: 'artist',
    url: (i) => `/api/me/tracks/${i.trackId}`,
    payload: () => ({ title: 'Renamed by owner' }),
    state: trackState,
  },
  {
    route: 'GET /api/playlists/:playlistId (private)',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.privatePlaylistId}`,
    state: async (i) =>
      (
        await t.database.db.select().from(playlists).where(eq(playlists.id, i.privatePlaylistId))
      )[0],
  },
  {
    route: 'PATCH /api/playlists/:playlistId',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.playlistId}`,
    payload: () => ({ name: 'Renamed by owner', isPublic: true }),
    state: playlistState,
  },
  {
    route: 'PUT /api/playlists/:playlistId/cover',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.playlistId}/cover`,
    multipart: true,
    state: playlistState,
  },
  {
    route: 'POST /api/playlists/:playlistId/tracks',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.playlistId}/tracks`,
    payload: (i) => ({ trackId: i.spareTrackId }),
    state: playlistState,
  },
  {
    route: 'PUT /api/playlists/:playlistId/entries/:entryId/position',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.playlistId}/entries/${i.entryId}/position`,
    payload: () => ({ position: 1 }),
    state: playlistState,
  },
  {
    route: 'DELETE /api/playlists/:playlistId/entries/:entryId',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.playlistId}/entries/${i.entryId}`,
    state: playlistState,
  },
  {
    route: 'POST /api/me/notifications/:notificationId/read',
    owner: 'listener',
    url: (i) => `/api/me/notifications/${i.notificationId}/read`,
    state: async (i) =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(eq(notifications.id, i.notificationId))
      )[0],
  },
  {
    route: 'DELETE /api/playlists/:playlistId',
    owner: 'listener',
    url: (i) => `/api/playlists/${i.playlistId}`,
    state: playlistState,
  },
  {
    route: 'PUT /api/me/tracks/:trackId/cover',
    owner: 'artist',
    url: (i) => `/api/me/tracks/${i.pendingTrackId}/cover`,
    multipart: true,
    state: pendingTrackState,
  },
  {
    route: 'PATCH /api/me/series/:seriesId',
    owner: 'artist',
    url: (i) => `/api/me/series/${i.seriesId}`,
    payload: () => ({ title: 'Renamed by owner' }),
    state: seriesState,
  },
  {
    route: 'PUT /api/me/series/:seriesId/episodes',
    owner: 'artist',
    url: (i) => `/api/me/series/${i.seriesId}/episodes`,
    payload: (i) => ({ trackIds: [i.spareTrackId] }),
    state: seriesState,
  },
  {
    route: 'DELETE /api/me/series/:seriesId',
    owner: 'artist',
    url: (i) => `/api/me/series/${i.seriesId}`,
    state: seriesState,
  },
  {
    route: 'DELETE /api/me/tracks/:trackId',
    owner: 'artist',
    url: (i) => `/api/me/tracks/${i.trackId}`,
    state: trackState,
  },
];

function send(row: Row, user: TestUser, ids: Ids) {
  const [method = 'GET'] = row.route.split(' ');
  const form = row.multipart
    ? multipart({ cover: { filename: 'cover.png', contentType: 'image/png', data: cover } })
    : null;
  return t.app.inject({
    method: method as 'GET',
    url: row.url(ids),
    remoteAddress: randomIp(),
    headers: { origin: t.config.publicUrl, cookie: user.cookie, ...(form?.headers ?? {}) },
    ...(form ? { payload: form.payload } : row.payload ? { payload: row.payload(ids) } : {}),
  });
}

const strangers = ['otherListener', 'otherArtist', 'label'] as const;
let refusals = 0;

describe('owned rows', () => {
  it.each(rows.map((row) => [row.route, row] as const))('%s: only the owner', async (_, row) => {
    const ids = await ownedRows();
    for (const stranger of strangers) {
      const before = await row.state(ids);
      const response = await send(row, people[stranger], ids);
      expect([403, 404], `${stranger}: ${response.body}`).toContain(response.statusCode);
      expect(await row.state(ids)).toEqual(before);
      refusals += 1;
    }
    const response = await send(row, people[row.owner], ids);
    expect(response.statusCode, response.body).toBeLessThan(300);
  });
});

afterAll(() =>
  report(
    `ownership: ${rows.length} routes on owned rows × ${strangers.length} non-owners → ` +
      `${refusals} refused (403/404) with the row unchanged; the owner passes each`,
  ),
);
