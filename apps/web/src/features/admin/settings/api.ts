import { appSettings, type AppSettings } from '@sada/contracts/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const adminSettingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings. */
export function adminSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminSettingsKey,
    queryFn: ({ signal }) => api.get('/admin/settings', { schema: appSettings, signal }),
  });
}

/** PUT /api/admin/settings with every setting; the saved values replace the cached ones. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AppSettings) =>
      api.put('/admin/settings', values, { schema: appSettings }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminSettingsKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['upload-limits'] }),
      ]);
    },
  });
}
