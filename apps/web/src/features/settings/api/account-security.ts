import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api';

/**
 * POST /api/auth/change-password. The server ends every other session whatever is asked, so a
 * stolen session does not outlive the change.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (values: { currentPassword: string; newPassword: string }) =>
      api.post('/auth/change-password', { ...values, revokeOtherSessions: true }),
  });
}

/** POST /api/auth/revoke-other-sessions: every device but this one is signed out. */
export function useSignOutOtherSessions() {
  return useMutation({ mutationFn: () => api.post('/auth/revoke-other-sessions', {}) });
}
