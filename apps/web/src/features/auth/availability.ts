// The sign-up availability indicator (docs/product/accounts.md, "Availability"), one for the e-mail
// and one for the username: idle → invalid | valid → checking → available | taken (and error when
// the check fails).
import type { AvailabilityResponse } from '@sada/contracts/auth';

export type AvailabilityKind = 'email' | 'username';

export type AvailabilityStatus =
  'idle' | 'invalid' | 'valid' | 'checking' | 'available' | 'taken' | 'error';

export interface Availability {
  status: AvailabilityStatus;
  /** The server's words for a taken value ('This email is already registered'). */
  message?: string;
}

export interface AvailabilityInputs {
  /** What the person typed. */
  raw: string;
  /** The value as the server will see it (trimmed, lowercased), or null when it is invalid. */
  normalized: string | null;
  /** `normalized` as it was before the last pause in typing. */
  debounced: string | null;
  /** The answer of the check for `normalized`, if it has come. */
  response: AvailabilityResponse | undefined;
  /** The check for `normalized` failed. */
  failed: boolean;
}

/**
 * The indicator's state, derived from the field and the check. Answers are looked up by the value
 * they were asked about, so a late answer for an earlier value never shows for the current one.
 */
export function deriveAvailability({
  raw,
  normalized,
  debounced,
  response,
  failed,
}: AvailabilityInputs): Availability {
  if (raw.trim() === '') return { status: 'idle' };
  if (normalized === null) return { status: 'invalid' };
  if (debounced !== normalized) return { status: 'valid' };
  if (response) {
    return response.available
      ? { status: 'available' }
      : { status: 'taken', message: response.message || undefined };
  }
  if (failed) return { status: 'error' };
  return { status: 'checking' };
}
