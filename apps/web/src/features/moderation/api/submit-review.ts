import { reviewResult, type ReviewResult, type ReviewSubmission } from '@sada/contracts/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { moderationTrackKey } from './track';

/** POST /api/moderation/tracks/:trackId/reviews: the decision. */
export function submitReview(trackId: string, review: ReviewSubmission): Promise<ReviewResult> {
  return api.post(`/moderation/tracks/${encodeURIComponent(trackId)}/reviews`, review, {
    schema: reviewResult,
  });
}

export function useSubmitReview(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewSubmission) => submitReview(trackId, review),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationTrackKey(trackId) }),
  });
}
