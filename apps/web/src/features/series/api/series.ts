import { seriesDetail, seriesFollowState, type SeriesDetail } from '@sada/contracts/series';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { seriesKeys } from '../../../components/catalog/api/series';
import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/**
 * GET /api/series/:seriesId: the series, its episodes in order with the listener's progress in
 * each, what 'Continue' plays and the podcast feed.
 */
export function seriesQueryOptions(seriesId: string) {
  return queryOptions({
    queryKey: seriesKeys.detail(seriesId),
    queryFn: ({ signal }) =>
      api.get(`/series/${encodeURIComponent(seriesId)}`, { schema: seriesDetail, signal }),
    retry: retryUnlessNotFound,
  });
}

const followPath = (seriesId: string) => `/series/${encodeURIComponent(seriesId)}/follow`;

/**
 * PUT (follow) or DELETE (unfollow). Following and the follower count change at once, take the
 * server's answer when it comes, and go back with a toast when it fails.
 */
export function useToggleSeriesFollow(seriesId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = seriesKeys.detail(seriesId);

  return useMutation({
    mutationFn: (follow: boolean) =>
      follow
        ? api.put(followPath(seriesId), {}, { schema: seriesFollowState })
        : api.delete(followPath(seriesId), { schema: seriesFollowState }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<SeriesDetail>(key);
      if (previous && previous.following !== follow) {
        queryClient.setQueryData<SeriesDetail>(key, {
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
    onSuccess: ({ following, followerCount }) => {
      queryClient.setQueryData<SeriesDetail>(key, (current) =>
        current ? { ...current, following, followerCount } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: seriesKeys.followed }),
  });
}
