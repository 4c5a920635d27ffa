import { adminTrackResponse } from '@sada/contracts/admin-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api';
import { adminTracksKey } from './admin-tracks';

/** After any change the lists and their counts are read again. */
function useAdminTrackMutation<V>(send: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTracksKey }),
  });
}

/** POST /api/admin/tracks/:trackId/take-down. */
export function useTakeDownTrack(trackId: string) {
  return useAdminTrackMutation((reason: string) =>
    api.post(`/admin/tracks/${trackId}/take-down`, { reason }, { schema: adminTrackResponse }),
  );
}

/** POST /api/admin/tracks/:trackId/restore. */
export function useRestoreTrack(trackId: string) {
  return useAdminTrackMutation(() =>
    api.post(`/admin/tracks/${trackId}/restore`, {}, { schema: adminTrackResponse }),
  );
}

/** PUT /api/admin/tracks/:trackId/review-priority. */
export function useSetReviewPriority(trackId: string) {
  return useAdminTrackMutation((reviewPriority: number) =>
    api.put(
      `/admin/tracks/${trackId}/review-priority`,
      { reviewPriority },
      { schema: adminTrackResponse },
    ),
  );
}
