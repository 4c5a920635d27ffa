import { queryOptions } from '@tanstack/react-query';

import { getPlaySource } from '../../../player/api/play-source';
import { likedTracksQueryKey } from '../../likes/api/track-like';

/** The signed-in listener's liked live tracks, newest like first (GET /api/play/liked). */
export function likedTracksQueryOptions() {
  return queryOptions({
    queryKey: likedTracksQueryKey,
    queryFn: ({ signal }) => getPlaySource({ kind: 'liked' }, signal),
  });
}
