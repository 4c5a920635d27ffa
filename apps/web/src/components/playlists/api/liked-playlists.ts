import { likedPlaylists } from '@sada/contracts/playlists';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const likedPlaylistsQueryKey = ['me', 'liked-playlists'] as const;

/** GET /api/me/likes/playlists: the playlists the caller liked and may open, newest like first. */
export function likedPlaylistsQueryOptions() {
  return queryOptions({
    queryKey: likedPlaylistsQueryKey,
    queryFn: ({ signal }) => api.get('/me/likes/playlists', { schema: likedPlaylists, signal }),
  });
}
