import { publicReviewHistory } from '@sada/contracts/review-record';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/** GET /api/tracks/:trackId/reviews: every decision on the track, newest first. */
export function trackReviewsQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: ['tracks', trackId, 'reviews'] as const,
    queryFn: ({ signal }) =>
      api.get(`/tracks/${encodeURIComponent(trackId)}/reviews`, {
        schema: publicReviewHistory,
        signal,
      }),
    retry: retryUnlessNotFound,
  });
}
