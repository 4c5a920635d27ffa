import { AVAILABILITY_DEBOUNCE_MS, email, username } from '@sada/contracts/auth';
import { useQuery } from '@tanstack/react-query';

import { useDebouncedValue } from '../../lib/use-debounced-value';
import { availabilityQueryOptions } from './api/check-availability';
import { type Availability, type AvailabilityKind, deriveAvailability } from './availability';

const schemas = { email, username } as const;

export interface AvailabilityCheck extends Availability {
  /** Asks again after a failed check. */
  retry: () => void;
}

/**
 * Checks whether an e-mail or username is free, once it is valid and typing has paused for
 * AVAILABILITY_DEBOUNCE_MS.
 */
export function useAvailability(kind: AvailabilityKind, raw: string): AvailabilityCheck {
  const parsed = schemas[kind].safeParse(raw);
  const normalized = parsed.success ? parsed.data : null;
  const debounced = useDebouncedValue(normalized, AVAILABILITY_DEBOUNCE_MS);
  const settled = normalized !== null && debounced === normalized;
  const query = useQuery({
    ...availabilityQueryOptions(kind, normalized ?? ''),
    enabled: settled,
  });
  const availability = deriveAvailability({
    raw,
    normalized,
    debounced,
    response: settled ? query.data : undefined,
    failed: settled && query.isError,
  });
  return { ...availability, retry: () => void query.refetch() };
}
