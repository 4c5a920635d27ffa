import { artistPage } from '@sada/contracts/catalog';
import { playlistPage } from '@sada/contracts/playlists';
import { trackPage, type TrackListSort } from '@sada/contracts/tracks';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/**
 * All tracks shows 50; the other lists load 50 at a time (docs/product/discovery.md, "All lists").
 */
export const ALL_LIST_PAGE_SIZE = 50;

function pagePath(path: string, cursor: string | undefined, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ ...extra, limit: String(ALL_LIST_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return `${path}?${params}`;
}

/** GET /api/playlists: public playlists, newest first, a page at a time. */
export const allPlaylistsQueryOptions = infiniteQueryOptions({
  queryKey: ['playlists', 'public'] as const,
  queryFn: ({ pageParam, signal }) =>
    api.get(pagePath('/playlists', pageParam), { schema: playlistPage, signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** GET /api/artists: artists by monthly listeners, a page at a time. */
export const allArtistsQueryOptions = infiniteQueryOptions({
  queryKey: ['artists', 'all'] as const,
  queryFn: ({ pageParam, signal }) =>
    api.get(pagePath('/artists', pageParam), { schema: artistPage, signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** GET /api/tracks?sort=: the first 50 live tracks in that order. */
export function allTracksQueryOptions(sort: TrackListSort) {
  return queryOptions({
    queryKey: ['tracks', 'all', { sort }] as const,
    queryFn: ({ signal }) =>
      api.get(pagePath('/tracks', undefined, { sort }), { schema: trackPage, signal }),
  });
}
