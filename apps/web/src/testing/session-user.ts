import { vi } from 'vitest';

import type { SessionUser } from '../lib/session/session-user';

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
 * Stubs fetch: /api/me answers with {@link testListener} preferring `preferredLanguage`, and
 * everything else (/api/auth/*) with `{ redirect: false }`. Undo with `vi.unstubAllGlobals()`.
 */
export function serveSession(preferredLanguage: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/me')
        ? Response.json({ user: { ...testListener, preferredLanguage } })
        : Response.json({ redirect: false }),
    ),
  );
}
