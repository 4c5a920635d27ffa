import { searchResults } from '@sada/contracts/search';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/** GET /api/search?q=: tracks, artists, public playlists and series matching the text. */
export function searchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['search', query] as const,
    queryFn: ({ signal }) =>
      api.get(`/search?q=${encodeURIComponent(query)}`, { schema: searchResults, signal }),
    staleTime: 60_000,
  });
}
