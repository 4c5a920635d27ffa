import { history } from '@sada/contracts/history';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const historyKeys = {
  all: ['me', 'history'] as const,
  list: (limit: number) => ['me', 'history', limit] as const,
};

/** GET /api/me/history: the caller's listens, newest first. */
export function historyQueryOptions(limit: number) {
  return queryOptions({
    queryKey: historyKeys.list(limit),
    queryFn: ({ signal }) => api.get(`/me/history?limit=${limit}`, { schema: history, signal }),
  });
}

/** Clear History: DELETE /api/me/history, then every cached list of it is empty. */
export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/me/history'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: historyKeys.all }),
  });
}
