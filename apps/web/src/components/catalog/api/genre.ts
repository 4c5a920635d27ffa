import { genrePage } from '@sada/contracts/catalog';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { retryUnlessNotFound } from '../../../lib/query-retry';

/** GET /api/genres/:slug: the genre, its popular tracks and playlists, the other genres. */
export function genreQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['genres', slug] as const,
    queryFn: ({ signal }) =>
      api.get(`/genres/${encodeURIComponent(slug)}`, { schema: genrePage, signal }),
    retry: retryUnlessNotFound,
  });
}
