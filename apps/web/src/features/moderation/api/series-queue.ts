import {
  moderationSeriesQueue,
  seriesDecisionResult,
  type ModerationSeriesQueue,
  type SeriesDecisionResult,
  type SeriesDecisionSubmission,
} from '@sada/contracts/moderation';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { moderationKey } from './queue';

export const moderationSeriesKey = [...moderationKey, 'series'] as const;

/** GET /api/moderation/series: the series waiting for review, oldest first. */
export function moderationSeriesQueryOptions() {
  return queryOptions({
    queryKey: moderationSeriesKey,
    queryFn: ({ signal }) =>
      api.get('/moderation/series', { schema: moderationSeriesQueue, signal }),
    // A refusal (403) will not change by asking again.
    retry: false,
  });
}

/** POST /api/moderation/series/:seriesId/decision: approve, or reject with a reason. */
export function decideOnSeries(
  seriesId: string,
  submission: SeriesDecisionSubmission,
): Promise<SeriesDecisionResult> {
  return api.post(`/moderation/series/${encodeURIComponent(seriesId)}/decision`, submission, {
    schema: seriesDecisionResult,
  });
}

/** The decision; the series leaves the cached list at once, decided or found decided already. */
export function useDecideOnSeries(seriesId: string) {
  const queryClient = useQueryClient();
  const leave = () =>
    queryClient.setQueryData<ModerationSeriesQueue>(moderationSeriesKey, (queue) =>
      queue ? { series: queue.series.filter((item) => item.id !== seriesId) } : queue,
    );
  return useMutation({
    mutationFn: (submission: SeriesDecisionSubmission) => decideOnSeries(seriesId, submission),
    onSuccess: leave,
    // Not awaited: the caller hears of the decision while the series is still on screen.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationSeriesKey });
    },
  });
}
