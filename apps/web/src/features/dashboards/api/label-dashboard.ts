import { labelDashboard } from '@sada/contracts/dashboards';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const labelDashboardKey = ['dashboard', 'label'] as const;

/** GET /api/dashboard/label: the figures of the artists signed to the label. */
export function labelDashboardQueryOptions() {
  return queryOptions({
    queryKey: labelDashboardKey,
    queryFn: ({ signal }) => api.get('/dashboard/label', { schema: labelDashboard, signal }),
  });
}
