import { adminReviewerList } from '@sada/contracts/review-record';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const adminReviewersKey = ['admin', 'reviewers'] as const;

/** GET /api/admin/reviewers: every reviewer profile, those awaiting verification first. */
export function adminReviewersQueryOptions() {
  return queryOptions({
    queryKey: adminReviewersKey,
    queryFn: ({ signal }) => api.get('/admin/reviewers', { schema: adminReviewerList, signal }),
  });
}

/** PUT /api/admin/reviewers/:userId/verification; the list it answers with replaces the cached. */
export function useReviewerVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, verified }: { userId: string; verified: boolean }) =>
      api.put(
        `/admin/reviewers/${encodeURIComponent(userId)}/verification`,
        { verified },
        { schema: adminReviewerList },
      ),
    onSuccess: async (list) => {
      queryClient.setQueryData(adminReviewersKey, list);
      // Track pages name verified reviewers, and the record of admin actions has a new entry.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['tracks'] }),
        queryClient.invalidateQueries({ queryKey: ['reviewers'] }),
      ]);
    },
  });
}
