import { adminDashboard } from '@sada/contracts/dashboards';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const adminDashboardKey = ['dashboard', 'admin'] as const;

/** The admin's figures are live: read again every minute while the dashboard is open. */
const REFRESH_MS = 60_000;

/** GET /api/dashboard/admin: platform figures and health. */
export function adminDashboardQueryOptions() {
  return queryOptions({
    queryKey: adminDashboardKey,
    queryFn: ({ signal }) => api.get('/dashboard/admin', { schema: adminDashboard, signal }),
    refetchInterval: REFRESH_MS,
  });
}
