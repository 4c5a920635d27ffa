import { myReviewerProfile, type ReviewerProfileInput } from '@sada/contracts/review-record';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const reviewerProfileKey = ['me', 'reviewer-profile'] as const;

/** GET /api/me/reviewer-profile: your public reviewer profile and where its verification stands. */
export const reviewerProfileQueryOptions = queryOptions({
  queryKey: reviewerProfileKey,
  queryFn: ({ signal }) => api.get('/me/reviewer-profile', { schema: myReviewerProfile, signal }),
});

/** PUT /api/me/reviewer-profile: the profile as saved, waiting for verification again. */
export function useSaveReviewerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewerProfileInput) =>
      api.put('/me/reviewer-profile', input, { schema: myReviewerProfile }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(reviewerProfileKey, saved);
      // A profile no longer verified is no longer named on track pages.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tracks'] }),
        queryClient.invalidateQueries({ queryKey: ['reviewers'] }),
      ]);
    },
  });
}
