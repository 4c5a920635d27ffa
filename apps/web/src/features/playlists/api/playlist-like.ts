import { useToggleCollectionLike } from '../../../components/catalog/api/toggle-like';
import { likedPlaylistsQueryKey } from '../../../components/playlists/api/liked-playlists';
import { playlistKeys } from '../../../components/playlists/api/playlists';

/** PUT (like) or DELETE (unlike) a playlist, shown at once and rolled back with a toast on failure. */
export function useTogglePlaylistLike(playlistId: string) {
  return useToggleCollectionLike({
    path: `/me/likes/playlists/${encodeURIComponent(playlistId)}`,
    detailKey: playlistKeys.detail(playlistId),
    likedListKey: likedPlaylistsQueryKey,
  });
}
