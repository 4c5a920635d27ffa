import { MAX_AUDIO_BYTES, uploadLimits } from '@sada/contracts/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const uploadLimitsKey = ['upload-limits'] as const;

/** GET /api/uploads/limits: the audio size limit an admin has set. */
export function uploadLimitsQueryOptions() {
  return queryOptions({
    queryKey: uploadLimitsKey,
    queryFn: ({ signal }) => api.get('/uploads/limits', { schema: uploadLimits, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The largest audio file an upload may have now, in bytes; 50MB until the server has
 * said otherwise (the server checks again either way).
 */
export function useAudioSizeLimit(): number {
  const { data } = useQuery(uploadLimitsQueryOptions());
  return data?.maxAudioBytes ?? MAX_AUDIO_BYTES;
}
