// A plugin of ours, listed after better-auth's two-factor plugin so that its hooks run after
// that plugin's: the answer to a password sign-in that awaits a second factor names the one the
// account has, and a provider sign-in passes the same checks as a password sign-in.
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

import type { Database } from '../../db/client';
import { afterSocialCallback, secondFactorMethodsAnswer } from './social';

export function signInChecksPlugin(db: Database, publicUrl: string): BetterAuthPlugin {
  return {
    id: 'sada-sign-in-checks',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware((ctx) => secondFactorMethodsAnswer(ctx, db)),
        },
        {
          matcher: (ctx) => Boolean(ctx.path?.startsWith('/callback/')),
          handler: createAuthMiddleware((ctx) => afterSocialCallback(ctx, db, publicUrl)),
        },
      ],
    },
  };
}
