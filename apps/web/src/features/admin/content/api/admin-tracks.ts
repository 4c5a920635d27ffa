import {
  adminTrackPage,
  type AdminTrackPage,
  type AdminTrackSort,
  type AdminTrackStatusFilter,
} from '@sada/contracts/admin-console';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { api } from '../../../../lib/api';

export const adminTracksKey = ['admin', 'tracks'] as const;
const PAGE_SIZE = 25;

export interface AdminTrackFilters {
  status: AdminTrackStatusFilter;
  q: string;
  sort: AdminTrackSort;
}

/** GET /api/admin/tracks: every track in any state, page by page, with counts per state. */
export function adminTracksQueryOptions(filters: AdminTrackFilters) {
  return infiniteQueryOptions({
    queryKey: [...adminTracksKey, filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        status: filters.status,
        sort: filters.sort,
        limit: String(PAGE_SIZE),
      });
      if (filters.q) query.set('q', filters.q);
      if (pageParam) query.set('cursor', pageParam);
      return api.get(`/admin/tracks?${query.toString()}`, { schema: adminTrackPage, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: AdminTrackPage) => last.nextCursor ?? undefined,
  });
}
