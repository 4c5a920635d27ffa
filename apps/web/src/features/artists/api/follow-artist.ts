import { type ArtistDetail, followState } from '@sada/contracts/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { artistQueryKey } from '../../../components/catalog/api/artist';
import { api } from '../../../lib/api';

function followPath(artistId: string): string {
  return `/me/follows/artists/${encodeURIComponent(artistId)}`;
}

/**
 * PUT (follow) or DELETE (unfollow). The artist's Following state and follower count change at
 * once, take the server's answer when it comes, and go back with a toast when it fails.
 */
export function useToggleFollow(artistId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = artistQueryKey(artistId);

  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put(followPath(artistId), {}, { schema: followState })
        : api.delete(followPath(artistId), { schema: followState }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ArtistDetail>(key);
      if (previous && previous.following !== follow) {
        queryClient.setQueryData<ArtistDetail>(key, {
          ...previous,
          following: follow,
          followerCount: Math.max(0, previous.followerCount + (follow ? 1 : -1)),
        });
      }
      return { previous };
    },
    onError: (error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('common.error'), { description: error.message });
    },
    onSuccess: (state) => {
      queryClient.setQueryData<ArtistDetail>(key, (current) =>
        current ? { ...current, ...state } : current,
      );
    },
  });
}
