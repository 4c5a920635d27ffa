import type { PlaylistDetail } from '@sada/contracts/playlists';
import { likeState } from '@sada/contracts/tracks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { likedPlaylistsQueryKey } from '../../../components/playlists/api/liked-playlists';
import { playlistKeys } from '../../../components/playlists/api/playlists';
import { api } from '../../../lib/api';

function likePath(playlistId: string): string {
  return `/me/likes/playlists/${encodeURIComponent(playlistId)}`;
}

/** PUT (like) or DELETE (unlike) a playlist, shown at once and rolled back with a toast on failure. */
export function useTogglePlaylistLike(playlistId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = playlistKeys.detail(playlistId);

  return useMutation({
    mutationFn: (like: boolean) =>
      like
        ? api.put(likePath(playlistId), {}, { schema: likeState })
        : api.delete(likePath(playlistId), { schema: likeState }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PlaylistDetail>(key);
      if (previous && previous.liked !== like) {
        queryClient.setQueryData<PlaylistDetail>(key, {
          ...previous,
          liked: like,
          likeCount: Math.max(0, previous.likeCount + (like ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('common.error'), { description: error.message });
    },
    onSuccess: (state) => {
      queryClient.setQueryData<PlaylistDetail>(key, (current) =>
        current ? { ...current, ...state } : current,
      );
      void queryClient.invalidateQueries({ queryKey: likedPlaylistsQueryKey });
    },
  });
}
