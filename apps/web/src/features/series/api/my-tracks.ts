import { MY_TRACKS_MAX_LIMIT, myTrackPage, type MyTrack } from '@sada/contracts/uploads';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** Pages read at most for the picker: 2,000 tracks, far more than an artist has. */
const MAX_PAGES = 20;

/**
 * GET /api/me/tracks, every page: the artist's tracks in every state, newest first, for the
 * episode picker to search by title.
 */
export function pickerTracksQueryOptions() {
  return queryOptions({
    queryKey: ['series', 'picker', 'my-tracks'] as const,
    queryFn: async ({ signal }): Promise<MyTrack[]> => {
      const tracks: MyTrack[] = [];
      let cursor = '';
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const answer = await api.get(`/me/tracks?limit=${MY_TRACKS_MAX_LIMIT}${after}`, {
          schema: myTrackPage,
          signal,
        });
        tracks.push(...answer.tracks);
        if (!answer.nextCursor) break;
        cursor = answer.nextCursor;
      }
      return tracks;
    },
  });
}
