import { publicReviewerProfile } from '@sada/contracts/review-record';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/** GET /api/reviewers/:userId: a verified reviewer's public profile (404 for any other). */
export function reviewerQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['reviewers', userId] as const,
    queryFn: ({ signal }) =>
      api.get(`/reviewers/${encodeURIComponent(userId)}`, {
        schema: publicReviewerProfile,
        signal,
      }),
    retry: retryUnlessNotFound,
  });
}
