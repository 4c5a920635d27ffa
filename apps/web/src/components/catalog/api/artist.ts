import { artistDetail, artistTracks } from '@sada/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

export function artistQueryKey(artistId: string) {
  return ['artists', artistId] as const;
}

/** GET /api/artists/:artistId: the artist, follower count and whether the caller follows. */
export function artistQueryOptions(artistId: string) {
  return queryOptions({
    queryKey: artistQueryKey(artistId),
    queryFn: ({ signal }) =>
      api.get(`/artists/${encodeURIComponent(artistId)}`, { schema: artistDetail, signal }),
    retry: retryUnlessNotFound,
  });
}

/** GET /api/artists/:artistId/tracks: their live tracks, most played first. */
export function artistTracksQueryOptions(
  artistId: string,
  { limit, excludeTrackId }: { limit: number; excludeTrackId?: string },
) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (excludeTrackId) params.set('excludeTrackId', excludeTrackId);
  return queryOptions({
    queryKey: [...artistQueryKey(artistId), 'tracks', { limit, excludeTrackId }] as const,
    queryFn: ({ signal }) =>
      api.get(`/artists/${encodeURIComponent(artistId)}/tracks?${params}`, {
        schema: artistTracks,
        signal,
      }),
    retry: retryUnlessNotFound,
  });
}
