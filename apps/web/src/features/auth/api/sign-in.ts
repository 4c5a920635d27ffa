import type { signInForm } from '@sada/contracts/auth';
import type { SecondFactorMethod } from '@sada/contracts/sign-in-methods';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/session/sign-in-language';

export type SignInValues = ReturnType<typeof signInForm.parse>;

/** Signed in, or the account has a second factor (app or phone) and its code is needed next. */
export type SignInResult = { kind: 'signedIn' } | { kind: 'twoFactor'; factor: SecondFactorMethod };

/** The server names the account's factor: `otp` is a code by text message. */
export function readSignInAnswer(body: unknown): SignInResult {
  if (typeof body !== 'object' || body === null || !('twoFactorRedirect' in body)) {
    return { kind: 'signedIn' };
  }
  if (body.twoFactorRedirect !== true) return { kind: 'signedIn' };
  const methods = 'twoFactorMethods' in body ? body.twoFactorMethods : undefined;
  const phone = Array.isArray(methods) && methods.includes('otp') && !methods.includes('totp');
  return { kind: 'twoFactor', factor: phone ? 'phone' : 'totp' };
}

/** POST /api/auth/sign-in/email. */
export async function signIn(values: SignInValues): Promise<SignInResult> {
  return readSignInAnswer(await api.post('/auth/sign-in/email', values));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The guards pick the landing page from the role, so the session must be current first;
    // the interface then speaks the account's preferred language.
    onSuccess: async (result) => {
      if (result.kind === 'signedIn') await completeSignIn(queryClient);
    },
  });
}
