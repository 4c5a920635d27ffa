// better-auth accepts a TOTP code for its whole window (the step before, the current one and
// the next) as often as it is sent. We remember the last accepted time step per user and
// refuse that step and earlier ones, so an observed code cannot be used again (RFC 6238 §5.2).
import { timingSafeEqual } from 'node:crypto';

import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { twoFactors } from '../../db/schema';
import type { AuthHookContext } from './hook-context';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** better-auth's verify window: one step either side of now. */
const WINDOW = 1;
/** better-auth's two-factor plugin names its pending sign-in cookie so. */
export const TWO_FACTOR_COOKIE = 'two_factor';

/** Whose code this is: the signed-in user (enrolment) or the one half-way through signing in. */
async function codeOwner(ctx: AuthHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  return pendingSignInUser(ctx);
}

/** The account whose password was right and whose second factor is awaited, if any. */
export async function pendingSignInUser(ctx: AuthHookContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}

async function decryptSecret(ctx: AuthHookContext, stored: string): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: stored });
  // better-auth keeps imported secrets as `base32:<secret>`.
  return secret.startsWith('base32:') ? base32.decode(secret.slice(7).toUpperCase()) : secret;
}

function sameCode(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

async function matchingStep(secret: string | Uint8Array, code: string): Promise<number | null> {
  const otp = createOTP(secret, { digits: DIGITS, period: PERIOD_SECONDS });
  const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  let matched: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step += 1) {
    if (sameCode(await otp.hotp(step), code)) matched = step;
  }
  return matched;
}

/**
 * Before /two-factor/verify-totp: when the code is right, claim its time step for the user in
 * one conditional update; a second request with the same (or an older) step is refused. A
 * wrong code is left to better-auth, which counts the failure towards its lock-out.
 */
export async function refuseReplayedTotp(ctx: AuthHookContext, db: Database): Promise<void> {
  const code: unknown = ctx.body?.code;
  if (typeof code !== 'string' || !/^\d+$/.test(code)) return;
  const userId = await codeOwner(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return;
  const step = await matchingStep(await decryptSecret(ctx, row.secret), code);
  if (step === null) return;
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  if (claimed.length === 0) {
    throw new APIError('UNAUTHORIZED', {
      code: authErrorCodes.invalidCode,
      message: authServerMessages.totpCodeReused,
    });
  }
}
