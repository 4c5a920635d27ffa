import { myTrackText, type TrackTextUpdate } from '@sada/contracts/text-layers';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { myTracksKey } from '../../../components/uploads/api/my-tracks';
import { api } from '../../../lib/api';
import { myTrackTextKey } from './my-track-text';

/** PUT /api/me/tracks/:id/text: every layer (none removes the text); a live track's waits. */
export function saveTrackText(trackId: string, update: TrackTextUpdate) {
  return api.put(`/me/tracks/${encodeURIComponent(trackId)}/text`, update, {
    schema: myTrackText,
  });
}

export function useSaveTrackText(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TrackTextUpdate) => saveTrackText(trackId, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(myTrackTextKey(trackId), saved);
      // The list says when a track has changes waiting for review.
      void queryClient.invalidateQueries({ queryKey: myTracksKey });
    },
  });
}
