import { trackDetail } from '@sada/contracts/tracks';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/** GET /api/tracks/:trackId. */
export function trackQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: ['tracks', trackId] as const,
    queryFn: ({ signal }) =>
      api.get(`/tracks/${encodeURIComponent(trackId)}`, { schema: trackDetail, signal }),
    retry: retryUnlessNotFound,
  });
}
