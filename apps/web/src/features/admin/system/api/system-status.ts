import { systemStatus } from '@sada/contracts/system';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../../lib/api';

export const systemStatusKey = ['admin', 'system'] as const;

/** GET /api/admin/system: health checks, job queue depth and failed jobs. */
export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: systemStatusKey,
    queryFn: ({ signal }) => api.get('/admin/system', { schema: systemStatus, signal }),
  });
}
