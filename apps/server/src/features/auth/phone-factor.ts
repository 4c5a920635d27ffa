// The phone factor (docs/product/accounts.md, "Second factors"): a number is added and proved with
// a code by text message (better-auth's phoneNumber plugin), then used for sign-in codes (the
// two-factor plugin's OTP method). Our rules around both, checked in better-auth's hooks:
// - the number is added only by a signed-in person, for themselves, and not while it is their
//   second factor; better-auth's sign-in by phone, and its phone password reset, are off;
// - SMS codes are sent only to a verified number, only while signing in, and only for an
//   account whose factor is the phone; one factor at a time;
// - codes expire after 5 minutes and are single-use (better-auth); sends and failures are
//   limited per account, and 10 failures lock the codes for 15 minutes.
import { authErrorCodes } from '@sada/contracts/auth';
import {
  oneTimeCode,
  phoneErrorCodes,
  phoneMessages,
  phoneNumber as phoneNumberSchema,
} from '@sada/contracts/sign-in-methods';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { verifications } from '../../db/schema';
import { consumeLimit, limitKey, type LimitRule } from '../../http/rate-limit';
import { tooManyAttempts, validationError } from './auth-errors';
import type { AuthHookContext } from './hook-context';
import { secondFactorOf } from './second-factor';
import { pendingSignInUser } from './totp-replay';

export const smsLimits = {
  /** Codes sent per account (and per number, for the phone check) a minute. */
  sends: { windowSeconds: 60, max: 3 },
  /** Wrong codes per account before a lock. */
  failuresBeforeLock: 10,
  lockSeconds: 15 * 60,
} satisfies Record<string, LimitRule | number>;

const refuse = (
  code: string,
  message: string,
  status: 'BAD_REQUEST' | 'FORBIDDEN' = 'BAD_REQUEST',
) => new APIError(status, { code, message });

async function limitSends(db: Database, scope: string, value: string) {
  const result = await consumeLimit(db, limitKey(scope, value), smsLimits.sends);
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
}

const lockIdentifier = (scope: string, userId: string) => `sada-code-failures:${scope}:${userId}`;

/** Refuses while an account has had too many wrong codes lately. */
async function assertNotLocked(db: Database, scope: string, userId: string) {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, lockIdentifier(scope, userId)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  if (row && Number(row.value) >= smsLimits.failuresBeforeLock) {
    throw tooManyAttempts(Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000));
  }
}

/** One more wrong code; the count starts over 15 minutes after its first failure. */
async function recordFailure(db: Database, scope: string, userId: string) {
  const identifier = lockIdentifier(scope, userId);
  const now = new Date();
  const updated = await db
    .update(verifications)
    .set({ value: sql`(${verifications.value}::int + 1)::text`, updatedAt: now })
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)))
    .returning({ id: verifications.id });
  if (updated.length > 0) return;
  await db.delete(verifications).where(eq(verifications.identifier, identifier));
  await db.insert(verifications).values({
    identifier,
    value: '1',
    expiresAt: new Date(now.getTime() + smsLimits.lockSeconds * 1000),
  });
}

const phoneCheckRequest = z.object({ phoneNumber: phoneNumberSchema }).strict();
const phoneVerifyRequest = z
  .object({
    phoneNumber: phoneNumberSchema,
    code: oneTimeCode,
    updatePhoneNumber: z.literal(true).optional(),
  })
  .strict();

async function signedInUserId(ctx: AuthHookContext): Promise<string> {
  const session = await getSessionFromCtx(ctx);
  if (!session)
    throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Sign in first' });
  return session.user.id;
}

async function assertNumberChangeable(db: Database, userId: string) {
  if ((await secondFactorOf(db, userId)).method === 'phone') {
    throw refuse(phoneErrorCodes.phoneFactorOn, phoneMessages.phoneFactorOn);
  }
}

/** Before /phone-number/send-otp: a signed-in person adding a number of their own. */
async function beforePhoneCode(ctx: AuthHookContext, db: Database) {
  const userId = await signedInUserId(ctx);
  const parsed = phoneCheckRequest.safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  await assertNumberChangeable(db, userId);
  await limitSends(db, 'sms-phone-check', userId);
  await limitSends(db, 'sms-phone-check-number', parsed.data.phoneNumber);
  return { context: { body: parsed.data } };
}

/**
 * Before /phone-number/verify: only ever for the signed-in person's own account. Without
 * `updatePhoneNumber` better-auth would sign in whoever owns the number, a sign-in by text
 * message that skips the password; it is always set here.
 */
async function beforePhoneVerify(ctx: AuthHookContext, db: Database) {
  const userId = await signedInUserId(ctx);
  const parsed = phoneVerifyRequest.safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  await assertNumberChangeable(db, userId);
  await assertNotLocked(db, 'phone-check', userId);
  return { context: { body: { ...parsed.data, updatePhoneNumber: true } } };
}

/** Before /two-factor/enable: one factor at a time; the phone factor needs a verified number. */
async function beforeEnable(ctx: AuthHookContext, db: Database) {
  const userId = await signedInUserId(ctx);
  const state = await secondFactorOf(db, userId);
  if (ctx.body?.method === 'otp') {
    if (state.method === 'totp')
      throw refuse(phoneErrorCodes.otherFactorOn, phoneMessages.totpIsOn);
    if (!state.phoneNumber) {
      throw refuse(phoneErrorCodes.phoneNotVerified, phoneMessages.phoneNotVerified);
    }
  } else if (state.method === 'phone') {
    throw refuse(phoneErrorCodes.otherFactorOn, phoneMessages.phoneFactorIsOn);
  }
}

/** The account half-way through signing in whose factor is the phone. */
async function signInWithPhoneFactor(ctx: AuthHookContext, db: Database): Promise<string | null> {
  if (await getSessionFromCtx(ctx)) {
    throw refuse(phoneErrorCodes.smsNotEnabled, phoneMessages.signInOnly);
  }
  const userId = await pendingSignInUser(ctx);
  if (!userId) return null;
  if ((await secondFactorOf(db, userId)).method !== 'phone') {
    throw refuse(phoneErrorCodes.smsNotEnabled, phoneMessages.smsNotEnabled);
  }
  return userId;
}

async function beforeSignInCode(ctx: AuthHookContext, db: Database) {
  const userId = await signInWithPhoneFactor(ctx, db);
  if (userId) await limitSends(db, 'sms-sign-in', userId);
}

async function beforeSignInVerify(ctx: AuthHookContext, db: Database) {
  const userId = await signInWithPhoneFactor(ctx, db);
  if (userId) await assertNotLocked(db, 'sign-in', userId);
}

export function phoneBeforeHook(ctx: AuthHookContext, db: Database) {
  switch (ctx.path) {
    case '/phone-number/send-otp':
      return beforePhoneCode(ctx, db);
    case '/phone-number/verify':
      return beforePhoneVerify(ctx, db);
    case '/two-factor/enable':
      return beforeEnable(ctx, db);
    case '/two-factor/send-otp':
      return beforeSignInCode(ctx, db);
    case '/two-factor/verify-otp':
      return beforeSignInVerify(ctx, db);
    default:
      return undefined;
  }
}

const failedCodes = new Set([
  authErrorCodes.invalidCode,
  'INVALID_OTP',
  'OTP_NOT_FOUND',
  'OTP_EXPIRED',
  'OTP_HAS_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
]);

/** After a code was checked: a wrong one counts towards the account's lock. */
export async function phoneAfterHook(ctx: AuthHookContext, db: Database) {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || !failedCodes.has(String(returned.body?.code))) return;
  if (ctx.path === '/phone-number/verify') {
    const session = await getSessionFromCtx(ctx);
    if (session) await recordFailure(db, 'phone-check', session.user.id);
  } else if (ctx.path === '/two-factor/verify-otp') {
    const userId = await pendingSignInUser(ctx);
    if (userId) await recordFailure(db, 'sign-in', userId);
  }
}
