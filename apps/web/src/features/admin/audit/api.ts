import { auditPage, type AuditPage } from '@sada/contracts/admin';
import { infiniteQueryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const adminAuditKey = ['admin', 'audit'] as const;
const PAGE_SIZE = 50;

export interface AuditFilters {
  action: string;
}

/** GET /api/admin/audit: newest first, page by page, optionally one action. */
export function auditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [...adminAuditKey, filters] as const,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.action) params.set('action', filters.action);
      if (pageParam) params.set('cursor', pageParam);
      return api.get(`/admin/audit?${params.toString()}`, { schema: auditPage, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last: AuditPage) => last.nextCursor ?? undefined,
  });
}
