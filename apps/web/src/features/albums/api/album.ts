import { albumDetail } from '@sada/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';

import { likedAlbumsQueryKey } from '../../../components/catalog/api/liked-albums';
import { useToggleCollectionLike } from '../../../components/catalog/api/toggle-like';
import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

export function albumQueryKey(albumId: string) {
  return ['albums', albumId] as const;
}

/** GET /api/albums/:albumId: the album, its live tracks by number, totals and the caller's like. */
export function albumQueryOptions(albumId: string) {
  return queryOptions({
    queryKey: albumQueryKey(albumId),
    queryFn: ({ signal }) =>
      api.get(`/albums/${encodeURIComponent(albumId)}`, { schema: albumDetail, signal }),
    retry: retryUnlessNotFound,
  });
}

/** PUT (like) or DELETE (unlike) an album, shown at once and rolled back with a toast on failure. */
export function useToggleAlbumLike(albumId: string) {
  return useToggleCollectionLike({
    path: `/me/likes/albums/${encodeURIComponent(albumId)}`,
    detailKey: albumQueryKey(albumId),
    likedListKey: likedAlbumsQueryKey,
  });
}
