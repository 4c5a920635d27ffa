import { useMutation, useQueryClient } from '@tanstack/react-query';

import { verifyTotp } from '../../../lib/session/two-factor';
import { refreshSession } from '../../../lib/session/use-session';

/** The first code from the app turns two-factor on (and renews the session cookie). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTotp,
    // /api/me carries twoFactorEnabled, which the settings card shows.
    onSuccess: () => refreshSession(queryClient),
  });
}
