import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { completeSignIn } from '../../../lib/session/sign-in-language';
import { verifyTotp } from '../../../lib/session/two-factor';

export type SecondFactorMethod = 'totp' | 'backupCode' | 'sms';

export interface SecondFactorInput {
  method: SecondFactorMethod;
  code: string;
}

const verifyPaths: Record<Exclude<SecondFactorMethod, 'totp'>, string> = {
  backupCode: '/auth/two-factor/verify-backup-code',
  sms: '/auth/two-factor/verify-otp',
};

/**
 * Finishes a sign-in that asked for a second factor: an authenticator code, a backup code or a
 * code sent by text message.
 */
export function verifySecondFactor({ method, code }: SecondFactorInput): Promise<unknown> {
  return method === 'totp' ? verifyTotp(code) : api.post(verifyPaths[method], { code });
}

/** POST /api/auth/two-factor/send-otp: texts a sign-in code to the account's phone. */
export function sendSignInCode(): Promise<unknown> {
  return api.post('/auth/two-factor/send-otp', {});
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}

export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: () => completeSignIn(queryClient),
  });
}
