// Our rules around better-auth's routes: sign-up validated with the contracts, strong passwords,
// per-account limits, the admin's "verify before sign-in" setting, the error messages the forms
// show (docs/product/accounts.md, "Error messages"), no replayed TOTP codes, and other sessions
// revoked when the password or the second factor changes.
import {
  authErrorCodes,
  authServerMessages,
  displayName,
  newPassword,
  signUpRequest,
  username,
} from '@sada/contracts/auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { and, eq, like, ne } from 'drizzle-orm';
import { z } from 'zod';

import type { OidcProvider } from '../../config';
import type { Database } from '../../db/client';
import { sessions, verifications } from '../../db/schema';
import { isOwnMediaUrl } from '../../http/media-keys';
import { consumeLimit, limitKey, type LimitRule } from '../../http/rate-limit';
import { readAppSettings } from '../../platform/app-settings';
import { isEmailRegistered, isUsernameTaken } from './account-lookup';
import { refuseClosedRegistration } from './account-status';
import {
  emailAlreadyRegistered,
  passwordTooWeak,
  tooManyAttempts,
  usernameAlreadyExists,
  validationError,
} from './auth-errors';
import { forgetFirstSession } from './first-visit';
import type { AuthHookContext } from './hook-context';
import { perAccount } from './limits';
import { isWeakPassword } from './password-strength';
import { phoneAfterHook, phoneBeforeHook } from './phone-factor';
import { revokeSessionById } from './session-tokens';
import { checkSignInAllowed, countFailedSignIn, type SignInFailureDeps } from './sign-in-failures';
import { checkSocialSignIn } from './social';
import { refuseReplayedTotp } from './totp-replay';

/**
 * The picture is an avatar the person uploaded here (PUT /api/me/avatar), or none: never another
 * site's address, which would tell that site about everyone who sees it, nor someone else's file.
 */
const updateUserRequest = (userId: string | null) =>
  z
    .object({
      name: displayName,
      username,
      image: z
        .string()
        .max(2000)
        .refine(
          (v) => userId !== null && isOwnMediaUrl(v, 'user-avatars', userId),
          authServerMessages.imageInvalid,
        )
        .nullable(),
    })
    .partial()
    .strict();

function bodyString(ctx: AuthHookContext, key: string): string | null {
  const value: unknown = ctx.body?.[key];
  return typeof value === 'string' ? value : null;
}

async function limitPerAccount(db: Database, scope: string, email: string | null, rule: LimitRule) {
  if (!email) return;
  const result = await consumeLimit(db, limitKey(scope, email), rule);
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
}

async function checkSignUp(ctx: AuthHookContext, db: Database) {
  await refuseClosedRegistration(db);
  const parsed = signUpRequest.safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  const body = parsed.data;
  await limitPerAccount(db, 'sign-up', body.email, perAccount.signUp);
  if (await isEmailRegistered(db, body.email)) throw emailAlreadyRegistered();
  if (await isUsernameTaken(db, body.username)) throw usernameAlreadyExists();
  if (isWeakPassword(body.password, [body.email, body.username, body.name])) {
    throw passwordTooWeak('password');
  }
  // better-auth goes on with the normalised values: trimmed name, lowercased e-mail and username.
  return { context: { body } };
}

async function checkNewPassword(ctx: AuthHookContext) {
  const parsed = z.object({ newPassword }).safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  const session = ctx.path === '/change-password' ? await getSessionFromCtx(ctx) : null;
  const related = session
    ? [session.user.email, session.user.name, String(session.user.username ?? '')]
    : [];
  if (isWeakPassword(parsed.data.newPassword, related)) throw passwordTooWeak('newPassword');
  // A new password ends every other session, whatever the client asked for.
  if (ctx.path === '/change-password') {
    return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
  }
  return undefined;
}

async function checkUpdateUser(ctx: AuthHookContext, db: Database) {
  const session = await getSessionFromCtx(ctx);
  const parsed = updateUserRequest(session?.user.id ?? null).safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  if (parsed.data.username) {
    if (session && (await isUsernameTaken(db, parsed.data.username, session.user.id))) {
      throw usernameAlreadyExists();
    }
  }
}

/** Undoes the session a sign-in or sign-up has just made. */
async function dropNewSession(ctx: AuthHookContext, db: Database) {
  const created = ctx.context.newSession;
  if (!created) return;
  await ctx.context.internalAdapter.deleteSession(created.session.token);
  await forgetFirstSession(db, created.session.id);
  ctx.context.setNewSession(null);
  deleteSessionCookie(ctx);
}

async function verificationRequired(ctx: AuthHookContext, db: Database): Promise<boolean> {
  const created = ctx.context.newSession;
  if (!created || created.user.emailVerified) return false;
  return (await readAppSettings(db)).requireEmailVerification;
}

async function afterSignIn(ctx: AuthHookContext, deps: SignInFailureDeps) {
  const { db } = deps;
  if (isAPIError(ctx.context.returned)) return countFailedSignIn(ctx, deps);
  if (!(await verificationRequired(ctx, db))) return;
  await dropNewSession(ctx, db);
  throw new APIError('FORBIDDEN', {
    code: authErrorCodes.emailNotVerified,
    message: authServerMessages.emailNotConfirmed,
  });
}

/** With verification required, a new account is made (and mailed) but not signed in. */
async function afterSignUp(ctx: AuthHookContext, db: Database) {
  if (!(await verificationRequired(ctx, db))) return;
  const returned = ctx.context.returned as { user?: unknown } | undefined;
  await dropNewSession(ctx, db);
  return ctx.json({ token: null, user: returned?.user ?? null });
}

/**
 * A new password, or turning the second factor on or off, ends every session but the one that
 * did it, and forgets the devices trusted to skip the second factor.
 */
async function revokeOtherSessions(ctx: AuthHookContext, db: Database) {
  if (isAPIError(ctx.context.returned)) return;
  const current = ctx.context.newSession;
  if (!current) return;
  if (ctx.path === '/two-factor/verify-totp') {
    // Enrolment comes with a session cookie; finishing a sign-in does not.
    const cookie = ctx.context.authCookies.sessionToken.name;
    if (!(await ctx.getSignedCookie(cookie, ctx.context.secret))) return;
  }
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, current.user.id), ne(sessions.token, current.session.token)));
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, current.user.id),
        like(verifications.identifier, 'trust-device-%'),
      ),
    );
}

export interface AuthHookDeps extends SignInFailureDeps {
  oidcProviders: OidcProvider[];
}

export function createAuthHooks(deps: AuthHookDeps) {
  const { db, oidcProviders } = deps;
  const before = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-in/social':
        return checkSocialSignIn(ctx, oidcProviders);
      case '/phone-number/send-otp':
      case '/phone-number/verify':
      case '/two-factor/enable':
      case '/two-factor/send-otp':
      case '/two-factor/verify-otp':
        return phoneBeforeHook(ctx, db);
      case '/sign-up/email':
        return checkSignUp(ctx, db);
      case '/sign-in/email':
        return checkSignInAllowed(ctx, db);
      case '/send-verification-email':
        return limitPerAccount(
          db,
          'verification-email',
          bodyString(ctx, 'email'),
          perAccount.verificationEmail,
        );
      case '/request-password-reset':
        return limitPerAccount(
          db,
          'password-reset',
          bodyString(ctx, 'email'),
          perAccount.passwordReset,
        );
      case '/change-password':
      case '/reset-password':
        return checkNewPassword(ctx);
      case '/update-user':
        return checkUpdateUser(ctx, db);
      case '/two-factor/verify-totp':
        return refuseReplayedTotp(ctx, db);
      case '/revoke-session':
        return revokeSessionById(ctx, db);
      default:
        return undefined;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    switch (ctx.path) {
      case '/sign-in/email':
        return afterSignIn(ctx, deps);
      case '/sign-up/email':
        return afterSignUp(ctx, db);
      case '/change-password':
      case '/two-factor/enable':
      case '/two-factor/disable':
      case '/two-factor/verify-totp':
        return revokeOtherSessions(ctx, db);
      case '/phone-number/verify':
      case '/two-factor/verify-otp':
        return phoneAfterHook(ctx, db);
      default:
        return undefined;
    }
  });

  return { before, after };
}
