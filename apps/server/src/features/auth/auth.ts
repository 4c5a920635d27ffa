// better-auth, configured for Sada: e-mail and password, usernames, TOTP two-factor and JWT,
// on the same database through Drizzle, with httpOnly cookie sessions.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins/jwt';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { username } from 'better-auth/plugins/username';

import type { Database } from '../../db/client';
import {
  accounts,
  jwks,
  profiles,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../../db/schema';
import type { Mailer } from '../../lib/mail';

/** better-auth reads the caller's address from this header, which only our server sets. */
export const CLIENT_IP_HEADER = 'x-sada-client-ip';

export interface AuthDeps {
  db: Database;
  secret: string;
  baseUrl: string;
  mailer: Mailer;
  /** Tests turn better-auth's own rate limiting off so they can sign in many times. */
  rateLimit?: boolean;
}

export function createAuth({ db, secret, baseUrl, mailer, rateLimit = true }: AuthDeps) {
  return betterAuth({
    appName: 'Sada',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        jwks,
        rateLimit: rateLimits,
      },
    }),
    advanced: {
      cookiePrefix: 'sada',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Sada password',
          text: `As-salaam alaikum ${user.name},\n\nTo choose a new password, open this link:\n${url}\n\nIf you did not ask for this, you can ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Verify your e-mail for Sada',
          text: `As-salaam alaikum ${user.name},\n\nPlease verify your e-mail address by opening this link:\n${url}\n\nIf you did not create a Sada account, you can ignore this message.`,
        });
      },
    },
    rateLimit: {
      enabled: rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
    },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 30 }),
      twoFactor({ issuer: 'Sada' }),
      jwt(),
    ],
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile row in the same breath.
          after: async (user) => {
            await db.insert(profiles).values({ id: user.id }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
