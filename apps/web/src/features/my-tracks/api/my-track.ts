import {
  MY_TRACKS_MAX_LIMIT,
  myTrackPage,
  type MyTrack,
  type MyTrackPage,
} from '@sada/contracts/uploads';
import { queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';

import { myTracksKey } from '../../../components/uploads/api/my-tracks';
import { api } from '../../../lib/api';

/** Pages read at most when looking for a track the list has not loaded: 2,000 tracks. */
const MAX_PAGES = 20;

function fromList(queryClient: QueryClient, trackId: string): MyTrack | undefined {
  const list = queryClient.getQueryData<InfiniteData<MyTrackPage, string>>(myTracksKey);
  return list?.pages.flatMap((page) => page.tracks).find((track) => track.id === trackId);
}

/**
 * One of the caller's tracks, from My tracks when it is loaded, else read from their list
 * (GET /api/me/tracks has no one-track form); null when it is not theirs.
 */
export function myTrackQueryOptions(queryClient: QueryClient, trackId: string) {
  return queryOptions({
    queryKey: [...myTracksKey, trackId, 'track'] as const,
    queryFn: async ({ signal }): Promise<MyTrack | null> => {
      let cursor = '';
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const query = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const { tracks, nextCursor } = await api.get(
          `/me/tracks?limit=${MY_TRACKS_MAX_LIMIT}${query}`,
          { schema: myTrackPage, signal },
        );
        const found = tracks.find((track) => track.id === trackId);
        if (found) return found;
        if (!nextCursor) return null;
        cursor = nextCursor;
      }
      return null;
    },
    initialData: () => fromList(queryClient, trackId),
    staleTime: 30_000,
  });
}
