import { likeState, type LikeState } from '@sada/contracts/tracks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { api } from '../../../lib/api';
import { likedTracksQueryKey } from './liked-tracks';

function likePath(trackId: string): string {
  return `/me/likes/tracks/${encodeURIComponent(trackId)}`;
}

export function trackLikeQueryKey(trackId: string) {
  return ['me', 'likes', 'tracks', trackId] as const;
}

/** GET /api/me/likes/tracks/:trackId: whether the signed-in listener likes the track. */
export function trackLikeQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: trackLikeQueryKey(trackId),
    queryFn: ({ signal }) => api.get(likePath(trackId), { schema: likeState, signal }),
    staleTime: 5 * 60_000,
  });
}

/** PUT (like) or DELETE (unlike), shown at once and rolled back with a toast on failure. */
export function useToggleTrackLike(trackId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = trackLikeQueryKey(trackId);
  return useMutation({
    mutationFn: (like: boolean) =>
      like
        ? api.put(likePath(trackId), {}, { schema: likeState })
        : api.delete(likePath(trackId), { schema: likeState }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key);
      if (previous) {
        const likeCount = Math.max(0, previous.likeCount + (like ? 1 : -1));
        queryClient.setQueryData<LikeState>(key, { liked: like, likeCount });
      }
      return { previous };
    },
    onError: (error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('common.error'), { description: error.message });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: likedTracksQueryKey });
    },
  });
}
