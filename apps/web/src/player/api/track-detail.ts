import { trackDetail } from '@sada/contracts/tracks';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../lib/api';
import { isNotFound } from '../../lib/query-retry';

/**
 * GET /api/tracks/:trackId, for what the player shows beside the list's summary (the chapters).
 * The same key as the track's page, so that either fills the cache for the other.
 */
export function playerTrackQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: ['tracks', trackId] as const,
    queryFn: ({ signal }) =>
      api.get(`/tracks/${encodeURIComponent(trackId)}`, { schema: trackDetail, signal }),
    // Extras for the bar: a failure leaves them out rather than asking again and again.
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}
