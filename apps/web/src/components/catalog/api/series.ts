import { appPages } from '@sada/contracts/app-pages';
import { seriesList } from '@sada/contracts/series';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/**
 * The query keys of series, shared by the series pages, the artist page and the library, so that
 * following a series or changing one refreshes every list that shows it.
 */
export const seriesKeys = {
  all: ['series'] as const,
  detail: (seriesId: string) => ['series', seriesId] as const,
  /** The lists of the signed-in account: its own series and those it follows. */
  mineAll: ['me', 'series'] as const,
  mine: ['me', 'series', 'mine'] as const,
  followed: ['me', 'series', 'followed'] as const,
  ofArtist: (artistId: string) => ['artists', artistId, 'series'] as const,
};

/** A series' page. */
export function seriesPath(seriesId: string): string {
  return appPages.series.replace(':id', encodeURIComponent(seriesId));
}

/** The page where an artist chooses and orders the episodes of one of their series. */
export function mySeriesEpisodesPath(seriesId: string): string {
  return appPages.mySeriesEpisodes.replace(':id', encodeURIComponent(seriesId));
}

/** GET /api/artists/:artistId/series: the artist's series with live episodes (all, to the artist). */
export function artistSeriesQueryOptions(artistId: string) {
  return queryOptions({
    queryKey: seriesKeys.ofArtist(artistId),
    queryFn: ({ signal }) =>
      api.get(`/artists/${encodeURIComponent(artistId)}/series`, { schema: seriesList, signal }),
    retry: retryUnlessNotFound,
  });
}

/** GET /api/me/series/followed: the series the listener follows. */
export function followedSeriesQueryOptions() {
  return queryOptions({
    queryKey: seriesKeys.followed,
    queryFn: ({ signal }) => api.get('/me/series/followed', { schema: seriesList, signal }),
  });
}
