import { myTrackText } from '@sada/contracts/text-layers';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

// Apart from My tracks' keys: the list is invalidated often (processing), the text only on save.
export const myTrackTextKey = (trackId: string) => ['me', 'track-text', trackId] as const;

/** GET /api/me/tracks/:id/text: the text listeners read, and a change of it waiting for review. */
export function myTrackTextQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: myTrackTextKey(trackId),
    queryFn: ({ signal }) =>
      api.get(`/me/tracks/${encodeURIComponent(trackId)}/text`, { schema: myTrackText, signal }),
    // The draft starts from this answer: a refetch in the background must not move it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
