import { moderationTrack } from '@sada/contracts/moderation';
import { DEFAULT_STREAM_QUALITY } from '@sada/contracts/streaming';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { getStreamUrl } from '../../../player/api/stream-url';
import { moderationKey } from './queue';

export const moderationTrackKey = (trackId: string) =>
  [...moderationKey, 'track', trackId] as const;

/** GET /api/moderation/tracks/:trackId: the track, its audio and its review history. */
export function moderationTrackQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: moderationTrackKey(trackId),
    queryFn: ({ signal }) =>
      api.get(`/moderation/tracks/${encodeURIComponent(trackId)}`, {
        schema: moderationTrack,
        signal,
      }),
  });
}

/** Signed links last an hour; a new one is asked for well before that. */
const STREAM_URL_STALE_MS = 30 * 60_000;

/** A signed URL of the track's audio; moderators may play tracks that are not live. */
export function reviewAudioQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: [...moderationKey, 'audio', trackId] as const,
    queryFn: ({ signal }) => getStreamUrl(trackId, DEFAULT_STREAM_QUALITY, signal),
    staleTime: STREAM_URL_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
