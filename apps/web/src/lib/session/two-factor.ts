import { api } from '../api';

/**
 * POST /api/auth/two-factor/verify-totp: confirms an authenticator code, both to finish a
 * sign-in and to finish turning two-factor on in the settings.
 */
export function verifyTotp(code: string): Promise<unknown> {
  return api.post('/auth/two-factor/verify-totp', { code });
}
