import { browse } from '@sada/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/**
 * GET /api/browse: every browse section in one call. Keyed by the signed-in user, since the
 * sections are picked for them.
 */
export function browseQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['browse', { userId }] as const,
    queryFn: ({ signal }) => api.get('/browse', { schema: browse, signal }),
  });
}
