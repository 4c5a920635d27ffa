// Search rules: live tracks (within the viewer's listening rule), public playlists and the series
// listeners may see only, sections capped, ranked exact, then prefix, then contains, then similar,
// and within a rank by popularity (followers for series). A text naming a riwayah also finds that
// riwayah's recitations, after the exact title matches.
import type { ListeningRule } from '@sada/contracts/instrumentation';
import { riwayatNamedIn } from '@sada/contracts/recitation-search';
import { foldForSearch, searchLimits, type SearchResults } from '@sada/contracts/search';

import { toArtistSummary, toPlaylistSummary, toTrackSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { searchSeries } from '../series';
import { searchArtists, searchPlaylists, searchTracks } from './repository';

const empty: SearchResults = { tracks: [], artists: [], playlists: [], series: [] };

export function createSearchService(db: Database) {
  return {
    async search(q: string, rule: ListeningRule, limit?: number): Promise<SearchResults> {
      const folded = foldForSearch(q).trim();
      // Only marks or punctuation: nothing to match, and no trigram to find it with.
      if (!/[\p{L}\p{N}]/u.test(folded)) return empty;
      const short = [...folded].length < 3;
      const cap = (max: number) => Math.min(limit ?? max, max);
      const [tracks, artists, playlists, series] = await Promise.all([
        searchTracks(db, { q, short, limit: cap(searchLimits.tracks) }, rule, riwayatNamedIn(q)),
        searchArtists(db, { q, short, limit: cap(searchLimits.artists) }),
        searchPlaylists(db, { q, short, limit: cap(searchLimits.playlists) }),
        searchSeries(db, { q, limit: cap(searchLimits.series) }),
      ]);
      return {
        tracks: tracks.map(toTrackSummary),
        artists: artists.map(toArtistSummary),
        playlists: playlists.map(toPlaylistSummary),
        series,
      };
    },
  };
}
