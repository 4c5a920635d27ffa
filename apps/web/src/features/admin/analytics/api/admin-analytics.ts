import { adminAnalytics } from '@sada/contracts/admin-console';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../../lib/api';

export const adminAnalyticsKey = ['admin', 'analytics'] as const;

/** GET /api/admin/analytics: the last 30 days. */
export function adminAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: adminAnalyticsKey,
    queryFn: ({ signal }) => api.get('/admin/analytics', { schema: adminAnalytics, signal }),
  });
}
