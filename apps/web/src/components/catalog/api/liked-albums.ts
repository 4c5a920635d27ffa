import { likedAlbums } from '@sada/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const likedAlbumsQueryKey = ['me', 'liked-albums'] as const;

/** GET /api/me/likes/albums: the albums the caller liked, newest like first. */
export function likedAlbumsQueryOptions() {
  return queryOptions({
    queryKey: likedAlbumsQueryKey,
    queryFn: ({ signal }) => api.get('/me/likes/albums', { schema: likedAlbums, signal }),
  });
}
