import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { api } from '../api';

/** POST /api/auth/sign-out; better-auth wants a JSON body even when it is empty. */
export function signOut(): Promise<unknown> {
  return api.post('/auth/sign-out', {});
}

export function useSignOut() {
  const { t } = useTranslation();

  return useMutation({
    mutationFn: signOut,
    // A full load of / drops every cached query and in-memory store of the signed-in user at
    // once; navigating in place would let the route guards react to a half-cleared session.
    onSuccess: () => window.location.assign('/'),
    onError: () => {
      toast.error(t('userMenu.signOutFailed'), {
        description: t('userMenu.signOutFailedDescription'),
      });
    },
  });
}
