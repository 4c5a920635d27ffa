import { moderationQueue, type ModerationQueue } from '@sada/contracts/moderation';
import { type QueryClient, queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const moderationKey = ['moderation'] as const;
export const moderationQueueKey = [...moderationKey, 'queue'] as const;

/** GET /api/moderation/queue: the tracks waiting for review, in review order. */
export function moderationQueueQueryOptions() {
  return queryOptions({
    queryKey: moderationQueueKey,
    queryFn: ({ signal }) =>
      api.get('/moderation/queue?limit=100', { schema: moderationQueue, signal }),
    // A refusal (403) will not change by asking again.
    retry: false,
  });
}

/** Takes a decided track out of the cached queue, so the list moves on at once. */
export function removeFromQueue(queryClient: QueryClient, trackId: string): void {
  queryClient.setQueryData<ModerationQueue>(moderationQueueKey, (queue) =>
    queue ? { ...queue, tracks: queue.tracks.filter((track) => track.id !== trackId) } : queue,
  );
}
