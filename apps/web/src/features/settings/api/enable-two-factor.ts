import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export interface TwoFactorEnrolment {
  /** otpauth://totp/… for the authenticator app (its secret is inside). */
  totpURI: string;
  backupCodes: string[];
}

function readEnrolment(body: unknown): TwoFactorEnrolment {
  if (typeof body === 'object' && body !== null && 'totpURI' in body && 'backupCodes' in body) {
    const { totpURI, backupCodes } = body;
    if (
      typeof totpURI === 'string' &&
      Array.isArray(backupCodes) &&
      backupCodes.every((code) => typeof code === 'string')
    ) {
      return { totpURI, backupCodes };
    }
  }
  throw new Error('The server did not send a two-factor secret');
}

/**
 * POST /api/auth/two-factor/enable: makes a secret and backup codes. Two-factor is on only once
 * a code from the app is confirmed (confirmTwoFactor).
 */
export async function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return readEnrolment(await api.post('/auth/two-factor/enable', { password }));
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
