import { adminDatabase } from '@sada/contracts/admin-console';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../../lib/api';

export const adminDatabaseKey = ['admin', 'database'] as const;

/** GET /api/admin/database: tables, rows, sizes and the migration version. */
export function adminDatabaseQueryOptions() {
  return queryOptions({
    queryKey: adminDatabaseKey,
    queryFn: ({ signal }) => api.get('/admin/database', { schema: adminDatabase, signal }),
  });
}
