import type { signUpForm } from '@sada/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session/use-session';

export type SignUpValues = ReturnType<typeof signUpForm.parse>;

/**
 * POST /api/auth/sign-up/email. The account is signed in at once; the verification link in the
 * e-mail comes back to the site root.
 */
export function signUp(values: SignUpValues): Promise<unknown> {
  const { displayName, ...rest } = values;
  return api.post('/auth/sign-up/email', { name: displayName, ...rest, callbackURL: '/' });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
