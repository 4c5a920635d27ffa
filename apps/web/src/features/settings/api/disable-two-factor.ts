import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { refreshSession } from '../../../lib/session/use-session';

/** POST /api/auth/two-factor/disable. */
export function disableTwoFactor(password: string): Promise<unknown> {
  return api.post('/auth/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => refreshSession(queryClient),
  });
}
