import { likeState } from '@sada/contracts/tracks';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { api } from '../../../lib/api';

/** A page's answer that carries the viewer's like and the like count (an album, a playlist). */
interface Likeable {
  liked: boolean;
  likeCount: number;
}

export interface CollectionLike {
  /** The like's address under /api, e.g. `/me/likes/albums/:id`. */
  path: string;
  /** The query whose answer shows the like (the album's or the playlist's page). */
  detailKey: QueryKey;
  /** The list of what the viewer liked, refreshed once a like is saved. */
  likedListKey: QueryKey;
}

/**
 * PUT (like) or DELETE (unlike) a collection, shown at once in its page's answer and rolled back
 * with a toast on failure.
 */
export function useToggleCollectionLike({ path, detailKey, likedListKey }: CollectionLike) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (like: boolean) =>
      like ? api.put(path, {}, { schema: likeState }) : api.delete(path, { schema: likeState }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const previous = queryClient.getQueryData<Likeable>(detailKey);
      if (previous && previous.liked !== like) {
        queryClient.setQueryData<Likeable>(detailKey, {
          ...previous,
          liked: like,
          likeCount: Math.max(0, previous.likeCount + (like ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(detailKey, context.previous);
      toast.error(t('common.error'), { description: error.message });
    },
    onSuccess: (state) => {
      queryClient.setQueryData<Likeable>(detailKey, (current) =>
        current ? { ...current, ...state } : current,
      );
      void queryClient.invalidateQueries({ queryKey: likedListKey });
    },
  });
}
