import { queryOptions } from '@tanstack/react-query';

import { getPlaySource } from '../../../player/api/play-source';

export const likedTracksQueryKey = ['me', 'liked-tracks'] as const;

/** The signed-in listener's liked live tracks, newest like first (GET /api/play/liked). */
export function likedTracksQueryOptions() {
  return queryOptions({
    queryKey: likedTracksQueryKey,
    queryFn: ({ signal }) => getPlaySource({ kind: 'liked' }, signal),
  });
}
