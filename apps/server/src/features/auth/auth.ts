// better-auth, configured for Sada: e-mail and password, usernames, sign-in with OpenID Connect
// providers, a phone number, two-factor by authenticator app or text message, and JWT, on the
// same database through Drizzle, with httpOnly cookie sessions. The pitfalls this configuration
// avoids are listed in docs/decisions/004-accounts-security.md and 005-social-sign-in-and-sms.md.
import { signUpRole } from '@sada/contracts/auth';
import { SMS_CODE_TTL_SECONDS } from '@sada/contracts/sign-in-methods';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { jwt } from 'better-auth/plugins/jwt';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { username } from 'better-auth/plugins/username';

import type { OidcProvider } from '../../config';
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
import type { Mailer } from '../../platform/mail';
import type { SmsSender } from '../../platform/sms';
import { refuseClosedRegistration, refuseSuspendedSession } from './account-status';
import { CLIENT_IP_HEADER } from './client-ip';
import { AWAITING_FIRST_SESSION, markFirstSession } from './first-visit';
import { createAuthHooks } from './hooks';
import { defaultPerAddressRule, perAddressRules, twoFactorLockout } from './limits';
import { secondFactorOf } from './second-factor';
import { signInChecksPlugin } from './sign-in-checks-plugin';
import { signUpLanguage } from './sign-up-language';
import {
  accountLinking,
  genericOAuthConfig,
  refuseUnconfiguredLinking,
  socialUserDefaults,
} from './social';

export interface AuthDeps {
  db: Database;
  secret: string;
  baseUrl: string;
  /** The origins whose pages may call it (config.trustedOrigins); no wildcard. */
  trustedOrigins: string[];
  mailer: Mailer;
  sms: SmsSender;
  oidcProviders: OidcProvider[];
}

const DAY = 60 * 60 * 24;

const SMS_CODE_MINUTES = SMS_CODE_TTL_SECONDS / 60;
const e164 = /^\+[1-9]\d{7,14}$/;

export function createAuth({
  db,
  secret,
  baseUrl,
  trustedOrigins,
  mailer,
  sms,
  oidcProviders,
}: AuthDeps) {
  return betterAuth({
    appName: 'Sada',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
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
      useSecureCookies: baseUrl.startsWith('https:'),
      // better-auth turns both checks off when NODE_ENV is 'test' or any TEST variable is set;
      // they stay on everywhere, tests included.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Only the routes the web app uses: the username plugin's availability check and username
    // sign-in would sidestep our rate limits and per-account counters; sign-in and password
    // reset by phone would skip the password or the e-mail; linking a provider by hand is not
    // offered (docs/decisions/005).
    disabledPaths: [
      '/is-username-available',
      '/sign-in/username',
      '/sign-in/phone-number',
      '/phone-number/request-password-reset',
      '/phone-number/reset-password',
      '/link-social',
    ],
    account: {
      accountLinking: accountLinking(oidcProviders),
      // Sada never calls the providers' APIs; the tokens it is given are kept encrypted.
      encryptOAuthTokens: true,
    },
    session: {
      expiresIn: 30 * DAY,
      // A session in use is extended once a day, long before it runs out.
      updateAge: DAY,
      // Every request reads the session from the database, so a revoked one stops at once.
      cookieCache: { enabled: false },
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
      expiresIn: DAY,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Verify your e-mail for Sada',
          text: `As-salaam alaikum ${user.name},\n\nPlease verify your e-mail address by opening this link:\n${url}\n\nIf you did not create a Sada account, you can ignore this message.`,
        });
      },
    },
    // On in every environment, counted in the database so all instances share the counts.
    rateLimit: {
      enabled: true,
      storage: 'database',
      ...defaultPerAddressRule,
      customRules: perAddressRules,
    },
    hooks: createAuthHooks({ db, oidcProviders, mailer, baseUrl }),
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 30,
        usernameValidator: (value) => /^[A-Za-z0-9_]+$/.test(value),
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: SMS_CODE_TTL_SECONDS,
        allowedAttempts: 3,
        phoneNumberValidator: (value) => e164.test(value),
        sendOTP: async ({ phoneNumber: to, code }) => {
          await sms.send({
            to,
            text: `Sada: ${code} is your code to verify this phone number. It expires in ${SMS_CODE_MINUTES} minutes. Never share it.`,
          });
        },
      }),
      twoFactor({
        issuer: 'Sada',
        // TOTP secrets are always encrypted with the auth secret; backup codes likewise.
        backupCodeOptions: { storeBackupCodes: 'encrypted' },
        accountLockout: twoFactorLockout,
        // Codes by text message to the verified number (phone-factor.ts says who gets one).
        otpOptions: {
          period: SMS_CODE_MINUTES,
          digits: 6,
          allowedAttempts: 5,
          storeOTP: 'hashed',
          sendOTP: async ({ user, otp }) => {
            const { phoneNumber: to } = await secondFactorOf(db, user.id);
            if (!to) throw new Error('no verified phone number');
            await sms.send({
              to,
              text: `Sada: ${otp} is your sign-in code. It expires in ${SMS_CODE_MINUTES} minutes. Never share it.`,
            });
          },
        },
      }),
      genericOAuth({ config: genericOAuthConfig(oidcProviders) }),
      // A token speaks for its session, not just its user: it names the session, which
      // bearer-token.ts checks on every request, so signing out or a new password ends it too.
      // Nothing personal rides along in a token a client may log or pass on.
      jwt({ jwt: { definePayload: ({ session }) => ({ sid: session.id }) } }),
      signInChecksPlugin(db, baseUrl),
    ],
    databaseHooks: {
      account: {
        create: {
          before: (account, ctx) => refuseUnconfiguredLinking(db, oidcProviders, account, ctx),
        },
      },
      session: {
        create: {
          before: async (session) => {
            await refuseSuspendedSession(db, session.userId);
          },
          after: (session) => markFirstSession(db, session),
        },
      },
      user: {
        create: {
          // No new account while an admin has closed registration. A provider's new account
          // gets a username and display name of our making, and no picture.
          before: async (user, ctx) => {
            await refuseClosedRegistration(db);
            return socialUserDefaults(db, user, ctx);
          },
          // Every account gets its profile row in the same breath, with the role chosen at
          // sign-up (validated by the sign-up hook: listener, artist or label, never admin) and
          // the language it signed up in; its first session will be greeted as a first visit.
          after: async (user, ctx) => {
            const chosen =
              ctx?.path === '/sign-up/email' ? signUpRole.safeParse(ctx.body?.role) : null;
            const role = chosen?.success ? chosen.data : 'listener';
            const preferredLanguage = signUpLanguage(ctx?.headers?.get('accept-language'));
            await db
              .insert(profiles)
              .values({
                id: user.id,
                role,
                preferredLanguage,
                firstSessionId: AWAITING_FIRST_SESSION,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
