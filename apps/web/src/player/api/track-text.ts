import { trackText } from '@sada/contracts/text-layers';
import { queryOptions } from '@tanstack/react-query';

import { api, ApiError } from '../../lib/api';
import { isNotFound, retryUnlessNotFound } from '../../lib/query-retry';

/** GET /api/tracks/:trackId/text: the layers a listener follows while the track plays. */
export function trackTextQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: ['tracks', trackId, 'text'] as const,
    queryFn: ({ signal }) =>
      api.get(`/tracks/${encodeURIComponent(trackId)}/text`, { schema: trackText, signal }),
    retry: (failureCount, error) => !isRefused(error) && retryUnlessNotFound(failureCount, error),
    // The text changes only through review; reading it again on every visit is not needed.
    staleTime: 5 * 60_000,
  });
}

/** The server will not give this text: the track cannot be played, or is outside the rule. */
export function isRefused(error: unknown): error is ApiError {
  return isNotFound(error) || (error instanceof ApiError && error.status === 403);
}
