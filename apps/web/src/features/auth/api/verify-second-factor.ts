import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { verifyTotp } from '../../../lib/session/two-factor';
import { refreshSession } from '../../../lib/session/use-session';

export type SecondFactorMethod = 'totp' | 'backupCode';

export interface SecondFactorInput {
  method: SecondFactorMethod;
  code: string;
}

/** Finishes a sign-in that asked for a second factor: an authenticator code or a backup code. */
export function verifySecondFactor({ method, code }: SecondFactorInput): Promise<unknown> {
  return method === 'totp'
    ? verifyTotp(code)
    : api.post('/auth/two-factor/verify-backup-code', { code });
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => refreshSession(queryClient),
  });
}
