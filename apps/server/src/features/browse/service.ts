// The browse page in one round trip. A signed-in listener gets Made for you
// from the artists they follow and the genres they like, their Recently played and Jump back in
// (what they played most, apart from the recent ones); sections they have too little for are
// filled with popular tracks. Anonymous visitors get popular tracks and no history.
import { browseGenreSlugs, catalogLimits, type Browse } from '@sada/contracts/catalog';
import type { TrackSummary } from '@sada/contracts/tracks';

import type { Hearing } from '../../catalog/listening-rule';
import {
  findLiveTrackSummaries,
  listGenres,
  toArtistSummary,
  toPlaylistSummary,
  toTrackSummary,
  type TrackSummaryRow,
} from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { type CatalogCaching, createReadCache } from '../../platform/read-cache';
import type { Actor } from '../../policy/policy';
import {
  mostPlayedTrackIds,
  newestPublicPlaylists,
  popularArtists,
  popularTracks,
  recentTrackIds,
  tracksForListener,
} from './repository';

const size = catalogLimits.browseTracks;

/** `first`, topped up to the section size from `more` (given the ids to leave out). */
async function fill(
  first: TrackSummary[],
  more: (exclude: string[]) => Promise<TrackSummaryRow[]>,
  alsoExclude: readonly string[] = [],
): Promise<TrackSummary[]> {
  if (first.length >= size) return first.slice(0, size);
  const extra = await more([...first.map((t) => t.id), ...alsoExclude]);
  return [...first, ...extra.map(toTrackSummary)].slice(0, size);
}

export function createBrowseService(db: Database, opts: { caching: CatalogCaching }) {
  // The sections everyone sees alike (visitors' whole page is cached serialised by the route).
  const shared = createReadCache<
    [
      Awaited<ReturnType<typeof newestPublicPlaylists>>,
      Awaited<ReturnType<typeof popularArtists>>,
      Awaited<ReturnType<typeof listGenres>>,
    ]
  >({ ttlMs: opts.caching.seconds * 1000, maxEntries: 1, forgetting: opts.caching.forgetting });

  async function personal(hearing: Hearing, userId: string) {
    const recentIds = await recentTrackIds(db, hearing, userId, size);
    // Already read under the rule: the ids need only be live still.
    const [forListener, recentlyPlayed, historyIds] = await Promise.all([
      tracksForListener(db, hearing, userId, size),
      findLiveTrackSummaries(db, recentIds),
      mostPlayedTrackIds(db, hearing, userId, size, recentIds),
    ]);
    const popular = (by: 'plays' | 'likes') => (exclude: string[]) =>
      popularTracks(db, hearing, by, size, exclude);
    const [madeForYou, jumpBackIn] = await Promise.all([
      fill(forListener.map(toTrackSummary), popular('plays')),
      findLiveTrackSummaries(db, historyIds).then((mine) =>
        fill(mine, popular('likes'), recentIds),
      ),
    ]);
    return { madeForYou, recentlyPlayed, jumpBackIn };
  }

  async function anonymous(hearing: Hearing) {
    const [plays, liked] = await Promise.all([
      popularTracks(db, hearing, 'plays', size),
      popularTracks(db, hearing, 'likes', size),
    ]);
    return {
      madeForYou: plays.map(toTrackSummary),
      recentlyPlayed: [],
      jumpBackIn: liked.map(toTrackSummary),
    };
  }

  return {
    async browse(actor: Actor | null, hearing: Hearing): Promise<Browse> {
      const [sections, [playlists, artists, genres]] = await Promise.all([
        actor ? personal(hearing, actor.id) : anonymous(hearing),
        shared.get('shared', () =>
          Promise.all([
            newestPublicPlaylists(db, catalogLimits.quickPlaylists),
            popularArtists(db, catalogLimits.browseArtists),
            listGenres(db),
          ]),
        ),
      ]);
      return {
        personalized: actor !== null,
        quickPlaylists: playlists.map(toPlaylistSummary),
        ...sections,
        popularArtists: artists.map(toArtistSummary),
        genres: browseGenreSlugs.flatMap((slug) => genres.filter((g) => g.slug === slug)),
      };
    },
  };
}
