import { availabilityResponse, type AvailabilityResponse } from '@sada/contracts/auth';
import { queryOptions } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import type { AvailabilityKind } from '../availability';

/** POST /api/accounts/{email|username}-availability with the normalized value. */
export function checkAvailability(
  kind: AvailabilityKind,
  value: string,
  signal?: AbortSignal,
): Promise<AvailabilityResponse> {
  return api.post(
    `/accounts/${kind}-availability`,
    { [kind]: value },
    {
      signal,
      schema: availabilityResponse,
    },
  );
}

export const availabilityQueryKey = (kind: AvailabilityKind, value: string) =>
  ['availability', kind, value] as const;

export function availabilityQueryOptions(kind: AvailabilityKind, value: string) {
  return queryOptions({
    queryKey: availabilityQueryKey(kind, value),
    queryFn: ({ signal }) => checkAvailability(kind, value, signal),
    // An answer stays good while the person edits other fields; the server decides at sign-up.
    staleTime: 30_000,
    gcTime: 60_000,
    // The endpoints are rate-limited: a failed check is shown, and retried only on request.
    retry: false,
    refetchOnWindowFocus: false,
  });
}
