import {
  likeState,
  TRACK_LIKES_BATCH_MAX,
  trackLikeStates,
  type LikeState,
} from '@sada/contracts/tracks';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { api, ApiError } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/**
 * The key of the listener's liked-tracks list (components/tracks/api/liked-tracks.ts), which a
 * like or an unlike makes stale. It lives here rather than beside that list because the list is
 * fetched through the player's play-source API, and the player shows a like button: the likes
 * importing the list would tie the player and the likes into a loop.
 */
export const likedTracksQueryKey = ['me', 'liked-tracks'] as const;

function likePath(trackId: string): string {
  return `/me/likes/tracks/${encodeURIComponent(trackId)}`;
}

export function trackLikeQueryKey(trackId: string) {
  return ['me', 'likes', 'tracks', trackId] as const;
}

interface Waiting {
  resolve: (state: LikeState) => void;
  reject: (error: unknown) => void;
}

/** The track ids asked about since the last request went out, and who waits for each. */
let pending: Map<string, Waiting[]> | null = null;

/** Asks for the like states of up to a page of tracks at once and answers whoever waits. */
async function askPage(ids: string[], waiting: Map<string, Waiting[]>): Promise<void> {
  try {
    const { likes } = await api.get(`/me/likes/tracks?ids=${encodeURIComponent(ids.join(','))}`, {
      schema: trackLikeStates,
    });
    const byId = new Map(likes.map(({ trackId, ...state }) => [trackId, state]));
    for (const id of ids) {
      const state = byId.get(id);
      for (const { resolve, reject } of waiting.get(id) ?? []) {
        // Left out: a track this listener may not play, answered as the single request would.
        if (state) resolve(state);
        else reject(new ApiError(404, 'not_found', 'Track not found'));
      }
    }
  } catch (error) {
    for (const id of ids) for (const { reject } of waiting.get(id) ?? []) reject(error);
  }
}

function sendPending(): void {
  const waiting = pending;
  pending = null;
  if (!waiting) return;
  const ids = [...waiting.keys()];
  for (let start = 0; start < ids.length; start += TRACK_LIKES_BATCH_MAX) {
    void askPage(ids.slice(start, start + TRACK_LIKES_BATCH_MAX), waiting);
  }
}

/**
 * The like state of one track, asked together with every other track asked about in the same
 * turn of the event loop: a list's rows mount together, so a page of 50 rows makes one request
 * (GET /api/me/likes/tracks?ids=…) instead of 50.
 */
function loadTrackLikeState(trackId: string): Promise<LikeState> {
  return new Promise((resolve, reject) => {
    if (!pending) {
      pending = new Map();
      setTimeout(sendPending, 0);
    }
    const waiting = pending.get(trackId);
    if (waiting) waiting.push({ resolve, reject });
    else pending.set(trackId, [{ resolve, reject }]);
  });
}

/** Whether the signed-in listener likes the track, and its like count (batched, see above). */
export function trackLikeQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: trackLikeQueryKey(trackId),
    queryFn: () => loadTrackLikeState(trackId),
    staleTime: 5 * 60_000,
    retry: retryUnlessNotFound,
  });
}

/** PUT (like) or DELETE (unlike), shown at once and rolled back with a toast on failure. */
export function useToggleTrackLike(trackId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = trackLikeQueryKey(trackId);
  return useMutation({
    mutationFn: (like: boolean) =>
      like
        ? api.put(likePath(trackId), {}, { schema: likeState })
        : api.delete(likePath(trackId), { schema: likeState }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key);
      if (previous) {
        const likeCount = Math.max(0, previous.likeCount + (like ? 1 : -1));
        queryClient.setQueryData<LikeState>(key, { liked: like, likeCount });
      }
      return { previous };
    },
    onError: (error, _like, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(t('common.error'), { description: error.message });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: likedTracksQueryKey });
    },
  });
}
