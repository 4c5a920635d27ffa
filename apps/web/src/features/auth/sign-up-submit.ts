// When the sign-up button may be pressed: both availability checks say available
// and no field has an error. When it may not, the first reason is shown beside it.
import type { SignUpField } from './auth-errors';
import type { AvailabilityStatus } from './availability';

export type SignUpBlocker =
  | { kind: 'fieldErrors'; fields: SignUpField[] }
  | { kind: 'incomplete'; fields: SignUpField[] }
  | { kind: 'taken'; fields: ('email' | 'username')[] }
  | { kind: 'checkFailed'; fields: ('email' | 'username')[] }
  | { kind: 'checking' };

export interface SignUpSubmitInputs {
  /** Fields whose error is on screen. */
  visibleErrors: readonly SignUpField[];
  /** Fields whose current value breaks a rule (shown or not yet, as for untouched fields). */
  invalidFields: readonly SignUpField[];
  email: AvailabilityStatus;
  username: AvailabilityStatus;
}

export interface SignUpSubmitState {
  enabled: boolean;
  blocker: SignUpBlocker | null;
}

const fieldOrder: readonly SignUpField[] = ['displayName', 'username', 'email', 'password', 'role'];

function ordered<F extends SignUpField>(fields: readonly F[]): F[] {
  return fieldOrder.filter((field): field is F =>
    (fields as readonly SignUpField[]).includes(field),
  );
}

export function signUpSubmitState({
  visibleErrors,
  invalidFields,
  email,
  username,
}: SignUpSubmitInputs): SignUpSubmitState {
  const blocked = (blocker: SignUpBlocker): SignUpSubmitState => ({ enabled: false, blocker });
  if (visibleErrors.length > 0)
    return blocked({ kind: 'fieldErrors', fields: ordered(visibleErrors) });
  if (invalidFields.length > 0)
    return blocked({ kind: 'incomplete', fields: ordered(invalidFields) });

  const checks = { email, username } as const;
  const withStatus = (status: AvailabilityStatus) =>
    ordered((['email', 'username'] as const).filter((field) => checks[field] === status));
  const taken = withStatus('taken');
  if (taken.length > 0) return blocked({ kind: 'taken', fields: taken });
  const failed = withStatus('error');
  if (failed.length > 0) return blocked({ kind: 'checkFailed', fields: failed });
  if (email !== 'available' || username !== 'available') return blocked({ kind: 'checking' });
  return { enabled: true, blocker: null };
}
