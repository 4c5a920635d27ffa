import { type ChaptersUpdate, myTrackChapters } from '@sada/contracts/chapters';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { myTracksKey } from '../../../components/uploads/api/my-tracks';
import { api } from '../../../lib/api';

export const myTrackChaptersKey = (trackId: string) => ['me', 'track-chapters', trackId] as const;

const chaptersPath = (trackId: string) => `/me/tracks/${encodeURIComponent(trackId)}/chapters`;

/** GET /api/me/tracks/:id/chapters: the chapters listeners see, and a change waiting for review. */
export function myTrackChaptersQueryOptions(trackId: string) {
  return queryOptions({
    queryKey: myTrackChaptersKey(trackId),
    queryFn: ({ signal }) => api.get(chaptersPath(trackId), { schema: myTrackChapters, signal }),
    // The draft starts from this answer: a refetch in the background must not move it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** PUT /api/me/tracks/:id/chapters: every chapter (none removes them); a live track's waits. */
export function useSaveTrackChapters(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ChaptersUpdate) =>
      api.put(chaptersPath(trackId), update, { schema: myTrackChapters }),
    onSuccess: (saved) => {
      queryClient.setQueryData(myTrackChaptersKey(trackId), saved);
      // The list says when a track has changes waiting for review; the track's page shows the
      // approved chapters.
      void queryClient.invalidateQueries({ queryKey: myTracksKey });
      void queryClient.invalidateQueries({ queryKey: ['tracks', trackId], exact: true });
    },
  });
}
