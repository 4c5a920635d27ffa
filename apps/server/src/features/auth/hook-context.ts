import type { createAuthMiddleware } from 'better-auth/api';

/** What better-auth hands a `hooks.before` / `hooks.after` middleware. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
