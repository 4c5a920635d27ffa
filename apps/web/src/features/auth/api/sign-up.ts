import type { signUpForm } from '@sada/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { VERIFICATION_LANDING } from '../../../lib/session/sign-in-language';
import { sessionQueryKey } from '../../../lib/session/use-session';

export type SignUpValues = ReturnType<typeof signUpForm.parse>;

/** Whether the new account is signed in; not while an admin requires a verified address. */
export interface SignUpResult {
  signedIn: boolean;
}

/** The server answers `token: null` when it made the account but no session. */
export function readSignUpAnswer(body: unknown): SignUpResult {
  const awaitsVerification =
    typeof body === 'object' && body !== null && 'token' in body && body.token === null;
  return { signedIn: !awaitsVerification };
}

/**
 * POST /api/auth/sign-up/email. The account is signed in at once unless an admin requires a
 * verified address first; the verification link in the e-mail comes back to the site root,
 * marked so that the account's preferred language applies.
 */
export async function signUp(values: SignUpValues): Promise<SignUpResult> {
  const { displayName, ...rest } = values;
  return readSignUpAnswer(
    await api.post('/auth/sign-up/email', {
      name: displayName,
      ...rest,
      callbackURL: VERIFICATION_LANDING,
    }),
  );
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
