import {
  ownPlaylist,
  ownPlaylists,
  playlistCover,
  playlistDetail,
  playlistEntryCreated,
  type PlaylistCreate,
} from '@sada/contracts/playlists';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Everything about playlists the app caches: each playlist and the caller's own lists. */
export const playlistKeys = {
  all: ['playlists'] as const,
  detail: (id: string) => ['playlists', 'detail', id] as const,
  mine: (sort: 'created' | 'updated', limit: number) => ['playlists', 'mine', sort, limit] as const,
};

/** GET /api/playlists/:id: one playlist with its tracks in order. */
export function playlistQueryOptions(id: string) {
  return queryOptions({
    queryKey: playlistKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/playlists/${encodeURIComponent(id)}`, { schema: playlistDetail, signal }),
  });
}

/** GET /api/me/playlists: the caller's playlists, newest or last changed first. */
export function myPlaylistsQueryOptions(sort: 'created' | 'updated', limit: number) {
  return queryOptions({
    queryKey: playlistKeys.mine(sort, limit),
    queryFn: ({ signal }) =>
      api.get(`/me/playlists?sort=${sort}&limit=${limit}`, { schema: ownPlaylists, signal }),
  });
}

export function createPlaylist(values: PlaylistCreate) {
  return api.post('/playlists', values, { schema: ownPlaylist });
}

/** PUT /api/playlists/:id/cover with the picture as multipart form data. */
export function uploadPlaylistCover(id: string, file: File) {
  const form = new FormData();
  form.append('cover', file);
  return api.put(`/playlists/${encodeURIComponent(id)}/cover`, form, {
    schema: playlistCover,
  });
}

export function addTrackToPlaylist(playlistId: string, trackId: string) {
  return api.post(
    `/playlists/${encodeURIComponent(playlistId)}/tracks`,
    { trackId },
    { schema: playlistEntryCreated },
  );
}

/** After any change: the playlist itself (when given) and every list of the caller's own. */
export function invalidatePlaylists(queryClient: QueryClient, id?: string): Promise<void> {
  return Promise.all([
    id ? queryClient.invalidateQueries({ queryKey: playlistKeys.detail(id) }) : undefined,
    queryClient.invalidateQueries({ queryKey: ['playlists', 'mine'] }),
  ]).then(() => undefined);
}
