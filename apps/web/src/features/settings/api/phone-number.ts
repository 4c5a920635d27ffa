import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { refreshSession } from '../../../lib/session/use-session';

/** POST /api/auth/phone-number/send-otp: texts a code to a number the person is adding. */
export function sendPhoneCode(phoneNumber: string): Promise<unknown> {
  return api.post('/auth/phone-number/send-otp', { phoneNumber });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** POST /api/auth/phone-number/verify: the code came back, so the number is the person's. */
export function verifyPhoneNumber(input: { phoneNumber: string; code: string }): Promise<unknown> {
  return api.post('/auth/phone-number/verify', { ...input, updatePhoneNumber: true });
}

export function useVerifyPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneNumber,
    // /api/me carries the verified number, which the settings card shows.
    onSuccess: () => refreshSession(queryClient),
  });
}

/** POST /api/auth/two-factor/enable with method `otp`: codes by text message from now on. */
export function enableSmsFactor(password: string): Promise<unknown> {
  return api.post('/auth/two-factor/enable', { password, method: 'otp' });
}

export function useEnableSmsFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSmsFactor,
    onSuccess: () => refreshSession(queryClient),
  });
}
