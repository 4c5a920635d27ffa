import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { api, ApiError, NETWORK_ERROR_STATUS } from '../api';
import { VERIFICATION_LANDING } from './sign-in-language';

/** POST /api/auth/send-verification-email; the link comes back to the site root (marked). */
export function resendVerificationEmail(email: string): Promise<unknown> {
  return api.post('/auth/send-verification-email', { email, callbackURL: VERIFICATION_LANDING });
}

/** Resends the verification e-mail and says how it went. */
export function useResendVerification() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: () => {
      toast.success(t('verifyEmail.sent'), { description: t('verifyEmail.sentDescription') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status !== NETWORK_ERROR_STATUS) {
        toast.error(t('verifyEmail.failed'), { description: error.message });
      } else {
        toast.error(t('verifyEmail.error'), { description: t('verifyEmail.errorDescription') });
      }
    },
  });
}
