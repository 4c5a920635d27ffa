import { genreApprovals } from '@sada/contracts/review-record';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const genreApprovalsKey = ['admin', 'genres'] as const;

/** GET /api/admin/genres: each genre and how many distinct reviewers must approve its tracks. */
export function genreApprovalsQueryOptions() {
  return queryOptions({
    queryKey: genreApprovalsKey,
    queryFn: ({ signal }) => api.get('/admin/genres', { schema: genreApprovals, signal }),
  });
}

/** PUT /api/admin/genres/:slug/approvals; the genres it answers with replace the cached ones. */
export function useSaveGenreApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, approvalsNeeded }: { slug: string; approvalsNeeded: number }) =>
      api.put(
        `/admin/genres/${encodeURIComponent(slug)}/approvals`,
        { approvalsNeeded },
        { schema: genreApprovals },
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(genreApprovalsKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
