import { seriesList } from '@sada/contracts/series';
import { queryOptions } from '@tanstack/react-query';

import { seriesKeys } from '../../../components/catalog/api/series';
import { api } from '../../../lib/api';

/** How many series Browse shows. */
export const BROWSE_SERIES_LIMIT = 12;

/** GET /api/series?limit=12: series with live episodes, recently updated first. */
export function recentSeriesQueryOptions() {
  return queryOptions({
    queryKey: [...seriesKeys.all, 'recent', { limit: BROWSE_SERIES_LIMIT }] as const,
    queryFn: ({ signal }) =>
      api.get(`/series?limit=${BROWSE_SERIES_LIMIT}`, { schema: seriesList, signal }),
  });
}
