import { meResponse } from '@sada/contracts/session';

import type { SessionUser } from '../lib/session/session-user';
import { authRoute, route, serveApi } from './fetch';

/** A signed-in listener as GET /api/me describes one, for tests that need a session. */
export const testListener: SessionUser = {
  id: '00000000-0000-4000-8000-0000000000aa',
  email: 'listener@sada.test',
  emailVerified: true,
  displayName: 'Demo Listener',
  username: 'demo_listener',
  role: 'listener',
  avatarUrl: null,
  labelVerified: false,
  twoFactorEnabled: false,
  twoFactorMethod: null,
  phoneNumber: null,
  preferredLanguage: 'english',
  firstVisit: false,
};

/**
 * Serves /api/me as {@link testListener} preferring `preferredLanguage`, and better-auth's routes
 * (/api/auth/*) with `{ redirect: false }`.
 */
export function serveSession(preferredLanguage: SessionUser['preferredLanguage']) {
  return serveApi(...sessionRoutes(preferredLanguage));
}

/** The handlers {@link serveSession} serves, for tests that serve more beside them. */
export function sessionRoutes(preferredLanguage: SessionUser['preferredLanguage']) {
  return [
    route('GET', '/me', meResponse, { user: { ...testListener, preferredLanguage } }),
    authRoute('POST', '/auth/*', { redirect: false }),
  ];
}
