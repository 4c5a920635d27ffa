import { retriedJob } from '@sada/contracts/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../../lib/api';
import { systemStatusKey } from './system-status';

/** POST /api/admin/jobs/:jobId/retry: a failed job goes back to its queue. */
export function retryJob(jobId: string) {
  return api.post(`/admin/jobs/${encodeURIComponent(jobId)}/retry`, {}, { schema: retriedJob });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemStatusKey }),
  });
}
