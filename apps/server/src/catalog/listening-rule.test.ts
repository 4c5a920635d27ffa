// The listener's rule (decision 014) on every route that hands out tracks: a visitor's `hear=`,
// a listener's stored rule, the owner's exemption, playlists that grey rather than hide, and the
// stream link refused.
import type { AlbumDetail, Browse, GenrePage } from '@sada/contracts/catalog';
import type { History } from '@sada/contracts/history';
import type { Instrumentation, ListeningRule } from '@sada/contracts/instrumentation';
import type { PlaylistDetail } from '@sada/contracts/playlists';
import type { SearchResults } from '@sada/contracts/search';
import type { PlayableTracks, TrackDetail, TrackPage } from '@sada/contracts/tracks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profiles } from '../db/schema';
import { ruleInUrl } from '../http/listening-rule';
import { createTestApp, type TestApp } from '../test/app';
import { call } from '../test/call';
import {
  createAlbum,
  createArtist,
  createPlaylist,
  ensureGenres,
  recordPlays,
} from '../test/catalog';
import { createUser, type TestUser } from '../test/factories';
import { createPlayableTrack } from '../test/player';

let t: TestApp;
let owner: TestUser;
let listener: TestUser;
let artistId: string;
let albumId: string;
let playlistId: string;
/** The cast's tracks by the kind review confirmed; `unreviewed` has none. */
const ids = {} as Record<Instrumentation | 'unreviewed', string>;
const word = `Rulecheck${Date.now().toString(36)}`;

const kinds: (Instrumentation | null)[] = [
  'vocals_only',
  'spoken_word',
  'vocals_daf',
  'instruments',
  'vocal_effects',
  null,
];

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  owner = await createUser(t, { role: 'artist' });
  listener = await createUser(t);
  const artist = await createArtist(t, { ownerUserId: owner.id });
  artistId = artist.id;
  albumId = (await createAlbum(t, { artistId })).id;
  for (const [i, kind] of kinds.entries()) {
    const { track } = await createPlayableTrack(t, {
      artistId,
      albumId,
      trackNumber: i + 1,
      genre: 'seerah',
      title: `${word} ${kind ?? 'unreviewed'}`,
      instrumentation: kind,
      declaredInstrumentation: kind ?? 'vocals_only',
      playCount: 1_000_000 - i,
    });
    ids[kind ?? 'unreviewed'] = track.id;
  }
  playlistId = (await createPlaylist(t, { ownerId: listener.id }, Object.values(ids))).id;
});
afterAll(() => t.close());

async function getJson<T>(url: string, as?: TestUser): Promise<T> {
  const response = await call(t, 'GET', url, { as: as ?? null });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** The cast's kinds among `list`, in its order. */
function kindsIn(list: { id: string }[]): string[] {
  const byId = new Map(Object.entries(ids).map(([kind, id]) => [id, kind]));
  return list.flatMap((track) => byId.get(track.id) ?? []);
}

const everyKind = [
  'vocals_only',
  'spoken_word',
  'vocals_daf',
  'instruments',
  'vocal_effects',
  'unreviewed',
];
const heardUnder: Record<ListeningRule, string[]> = {
  vocals_only: ['vocals_only', 'spoken_word'],
  vocals_and_daf: ['vocals_only', 'spoken_word', 'vocals_daf'],
  everything: everyKind,
};

async function setRule(user: TestUser, rule: ListeningRule | null) {
  const settings = await getJson<{ preferences: Record<string, unknown> }>(
    '/api/me/settings',
    user,
  );
  const response = await call(t, 'PUT', '/api/me/settings', {
    as: user,
    payload: { ...settings, preferences: { ...settings.preferences, listeningRule: rule } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a visitor’s rule, sent as hear=', () => {
  it.each(['vocals_only', 'vocals_and_daf', 'everything'] as const)(
    'narrows the genre page, search, the artist, the album and the track lists (%s)',
    async (rule) => {
      const hear = `hear=${rule}`;
      const genre = await getJson<GenrePage>(`/api/genres/seerah?${hear}`);
      expect(kindsIn(genre.tracks)).toEqual(heardUnder[rule]);
      const search = await getJson<SearchResults>(`/api/search?q=${word}&${hear}`);
      expect(kindsIn(search.tracks)).toEqual(heardUnder[rule]);
      const artist = await getJson<{ tracks: { id: string }[] }>(
        `/api/artists/${artistId}/tracks?${hear}`,
      );
      expect(kindsIn(artist.tracks)).toEqual(heardUnder[rule]);
      const album = await getJson<AlbumDetail>(`/api/albums/${albumId}?${hear}`);
      expect(kindsIn(album.tracks.map((row) => row.track))).toEqual(heardUnder[rule]);
      for (const kind of ['artist', 'album', 'playlist'] as const) {
        const id = { artist: artistId, album: albumId, playlist: playlistId }[kind];
        const queued = await getJson<PlayableTracks>(`/api/play/${kind}/${id}?${hear}`);
        // An artist's Play queues the newest first.
        expect(kindsIn(queued.tracks).sort()).toEqual([...heardUnder[rule]].sort());
      }
      const popular = await getJson<TrackPage>(`/api/tracks?sort=popular&limit=50&${hear}`);
      expect(kindsIn(popular.tracks)).toEqual(heardUnder[rule]);
      const browse = await getJson<Browse>(`/api/browse?${hear}`);
      expect(kindsIn(browse.madeForYou)).toEqual(heardUnder[rule]);
    },
  );

  it('hears everything reviewed without one', async () => {
    const genre = await getJson<GenrePage>('/api/genres/seerah');
    expect(kindsIn(genre.tracks)).toEqual(everyKind);
  });

  it('greys rather than hides a playlist’s tracks outside it', async () => {
    const detail = await getJson<PlaylistDetail>(`/api/playlists/${playlistId}?hear=vocals_only`);
    expect(detail.entries.map((e) => [kindsIn([e.track])[0], e.outsideRule])).toEqual(
      everyKind.map((kind) => [kind, !heardUnder.vocals_only.includes(kind)]),
    );
    const all = await getJson<PlaylistDetail>(`/api/playlists/${playlistId}`);
    expect(all.entries.every((e) => !e.outsideRule)).toBe(true);
  });

  it('shows a track outside it with the reason, and gives no stream link for it', async () => {
    const page = await getJson<TrackDetail>(`/api/tracks/${ids.instruments}?hear=vocals_only`);
    expect(page.outsideRule).toBe(true);
    expect(
      (await getJson<TrackDetail>(`/api/tracks/${ids.instruments}?hear=everything`)).outsideRule,
    ).toBe(false);
    const refused = await call(
      t,
      'GET',
      `/api/tracks/${ids.instruments}/stream-url?quality=128&hear=vocals_only`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'outside_listening_rule', message: 'Not in what you chose to hear' },
    });
    const given = await call(
      t,
      'GET',
      `/api/tracks/${ids.vocals_only}/stream-url?quality=128&hear=vocals_only`,
    );
    expect(given.statusCode, given.body).toBe(200);
  });

  it.each(['loud', 'Everything', '', 'vocals_only&hear=everything'])(
    'refuses hear=%s with the message, and answers nothing else',
    async (value) => {
      const response = await call(t, 'GET', `/api/genres/seerah?hear=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { message: 'Choose what you would like to hear' },
      });
    },
  );
});

describe('a listener’s stored rule', () => {
  it('applies everywhere, whatever hear= says, and changes at once', async () => {
    await recordPlays(t, listener.id, Object.values(ids));
    for (const id of Object.values(ids)) {
      const liked = await call(t, 'PUT', `/api/me/likes/tracks/${id}`, { as: listener });
      expect(liked.statusCode, liked.body).toBeLessThan(300);
    }
    // Read (and kept for them) under no rule first: the change must not be hidden by it.
    const before = await getJson<PlayableTracks>('/api/play/liked', listener);
    expect(kindsIn(before.tracks).sort()).toEqual([...everyKind].sort());

    await setRule(listener, 'vocals_and_daf');
    const [row] = await t.database.db
      .select({ rule: profiles.listeningRule })
      .from(profiles)
      .where(eq(profiles.id, listener.id));
    expect(row?.rule).toBe('vocals_and_daf');
    await t.app.userChanges.settle();

    const allowed = heardUnder.vocals_and_daf;
    const liked = await getJson<PlayableTracks>('/api/play/liked?hear=everything', listener);
    expect(kindsIn(liked.tracks).sort()).toEqual([...allowed].sort());
    const profile = await getJson<{ stats: { likedSongs: number } }>('/api/me/profile', listener);
    expect(profile.stats.likedSongs).toBe(allowed.length);
    const history = await getJson<History>('/api/me/history?limit=50', listener);
    expect(kindsIn(history.entries.map((e) => e.track)).sort()).toEqual([...allowed].sort());
    const browse = await getJson<Browse>('/api/browse?hear=everything', listener);
    expect(kindsIn(browse.recentlyPlayed).sort()).toEqual([...allowed].sort());
    const search = await getJson<SearchResults>(`/api/search?q=${word}`, listener);
    expect(kindsIn(search.tracks)).toEqual(allowed);
    const refused = await call(t, 'GET', `/api/tracks/${ids.instruments}/stream-url?quality=128`, {
      as: listener,
    });
    expect(refused.statusCode).toBe(403);

    await setRule(listener, null);
    await t.app.userChanges.settle();
    const again = await getJson<PlayableTracks>('/api/play/liked', listener);
    expect(kindsIn(again.tracks).sort()).toEqual([...everyKind].sort());
  });

  it('never hides an artist’s own uploads from them', async () => {
    await setRule(owner, 'vocals_only');
    await t.app.userChanges.settle();
    const own = await getJson<{ tracks: { id: string }[] }>(
      `/api/artists/${artistId}/tracks`,
      owner,
    );
    expect(kindsIn(own.tracks)).toEqual(everyKind);
    const link = await call(t, 'GET', `/api/tracks/${ids.instruments}/stream-url?quality=128`, {
      as: owner,
    });
    expect(link.statusCode, link.body).toBe(200);
    // Anyone else under the same rule does not hear them.
    const other = await getJson<{ tracks: { id: string }[] }>(
      `/api/artists/${artistId}/tracks?hear=vocals_only`,
    );
    expect(kindsIn(other.tracks)).toEqual(heardUnder.vocals_only);
  });
});

describe('ruleInUrl', () => {
  it('reads the one hear= of a URL, or none', () => {
    expect(ruleInUrl('/api/browse')).toBeNull();
    expect(ruleInUrl('/api/browse?limit=3')).toBeNull();
    expect(ruleInUrl('/api/browse?limit=3&hear=vocals_and_daf')).toBe('vocals_and_daf');
    expect(() => ruleInUrl('/api/browse?hear=vocals_only&hear=vocals_only')).toThrow(
      'Choose what you would like to hear',
    );
  });
});
