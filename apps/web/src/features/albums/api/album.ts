import { albumDetail, type AlbumDetail } from '@sada/contracts/catalog';
import { likeState } from '@sada/contracts/tracks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { likedAlbumsQueryKey } from '../../../components/catalog/api/liked-albums';
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

function likePath(albumId: string): string {
  return `/me/likes/albums/${encodeURIComponent(albumId)}`;
}

/** PUT (like) or DELETE (unlike) an album, shown at once and rolled back with a toast on failure. */
export function useToggleAlbumLike(albumId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = albumQueryKey(albumId);

  return useMutation({
    mutationFn: (like: boolean) =>
      like
        ? api.put(likePath(albumId), {}, { schema: likeState })
        : api.delete(likePath(albumId), { schema: likeState }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AlbumDetail>(key);
      if (previous && previous.liked !== like) {
        queryClient.setQueryData<AlbumDetail>(key, {
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
      queryClient.setQueryData<AlbumDetail>(key, (current) =>
        current ? { ...current, ...state } : current,
      );
      void queryClient.invalidateQueries({ queryKey: likedAlbumsQueryKey });
    },
  });
}
