import type { signInForm } from '@sada/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { refreshSession } from '../../../lib/session/use-session';

export type SignInValues = ReturnType<typeof signInForm.parse>;

/** Signed in, or the account has a second factor and its code is needed next. */
export type SignInResult = { kind: 'signedIn' } | { kind: 'twoFactor' };

function needsSecondFactor(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'twoFactorRedirect' in body
    ? body.twoFactorRedirect === true
    : false;
}

/** POST /api/auth/sign-in/email. */
export async function signIn(values: SignInValues): Promise<SignInResult> {
  const body = await api.post('/auth/sign-in/email', values);
  return needsSecondFactor(body) ? { kind: 'twoFactor' } : { kind: 'signedIn' };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The guards pick the landing page from the role, so the session must be current first.
    onSuccess: async (result) => {
      if (result.kind === 'signedIn') await refreshSession(queryClient);
    },
  });
}
