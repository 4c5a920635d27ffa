// Failed password sign-ins. They are counted per account and client address, so someone
// guessing at an account locks only their own address out, not the holder; a slower count per
// account over all addresses is the backstop against guesses spread over many addresses. The
// holder hears of repeated failures by e-mail, at most once an hour.
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { APIError, isAPIError } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { users, verifications } from '../../db/schema';
import { consumeLimit, isLimitReached, limitKey } from '../../http/rate-limit';
import type { Mailer } from '../../platform/mail';
import { tooManyAttempts } from './auth-errors';
import { clientIpOf } from './client-ip';
import type { AuthHookContext } from './hook-context';
import { perAccount, SIGN_IN_ALERT_INTERVAL_MS } from './limits';

export interface SignInFailureDeps {
  db: Database;
  mailer: Mailer;
  baseUrl: string;
}

function emailOf(ctx: AuthHookContext): string | null {
  const value: unknown = ctx.body?.email;
  return typeof value === 'string' ? value : null;
}

const fromAddressKey = (email: string, ip: string) =>
  limitKey('sign-in-failures', `${email.trim().toLowerCase()} ${ip}`);
const everywhereKey = (email: string) => limitKey('sign-in-failures-everywhere', email);

/** Before a password sign-in: refused while this address, or every address, has used its tries. */
export async function checkSignInAllowed(ctx: AuthHookContext, db: Database) {
  const email = emailOf(ctx);
  if (!email) return;
  const rules = [
    [fromAddressKey(email, clientIpOf(ctx)), perAccount.signInFailures],
    [everywhereKey(email), perAccount.signInFailuresEverywhere],
  ] as const;
  for (const [key, rule] of rules) {
    if (await isLimitReached(db, key, rule)) throw tooManyAttempts(rule.windowSeconds);
  }
}

/** After a password sign-in: a wrong password is counted, answered as the sign-in form expects. */
export async function countFailedSignIn(ctx: AuthHookContext, deps: SignInFailureDeps) {
  const returned = ctx.context.returned;
  if (!isAPIError(returned) || returned.body?.code !== authErrorCodes.invalidCredentials) return;
  const email = emailOf(ctx);
  if (email) {
    const { db } = deps;
    await consumeLimit(db, fromAddressKey(email, clientIpOf(ctx)), perAccount.signInFailures);
    const everywhere = await consumeLimit(
      db,
      everywhereKey(email),
      perAccount.signInFailuresEverywhere,
    );
    if (everywhere.count >= perAccount.signInFailuresAlert) {
      await alertHolder(deps, email, everywhere.count);
    }
  }
  throw new APIError('UNAUTHORIZED', {
    code: authErrorCodes.invalidCredentials,
    message: authServerMessages.invalidLoginCredentials,
  });
}

/** E-mails the account's holder, unless told within the hour or there is no such account. */
async function alertHolder(
  { db, mailer, baseUrl }: SignInFailureDeps,
  email: string,
  count: number,
) {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) return;
  const identifier = `sign-in-alert-${user.id}`;
  const [recent] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())));
  if (recent) return;
  await db.delete(verifications).where(eq(verifications.identifier, identifier));
  await db.insert(verifications).values({
    identifier,
    value: user.id,
    expiresAt: new Date(Date.now() + SIGN_IN_ALERT_INTERVAL_MS),
  });
  await mailer.send({
    to: user.email,
    subject: 'Failed sign-ins to your Sada account',
    text:
      `As-salaam alaikum ${user.name},\n\n` +
      `Someone has tried to sign in to your Sada account with a wrong password: ${count} failed attempts in the last minute.\n\n` +
      'If it was you, there is nothing to do. You can still sign in from your own device as usual; ' +
      'attempts from the address that keeps failing have to wait.\n\n' +
      `If it was not you, your account is safe as long as your password is strong. To choose a new one, sign in and open Settings:\n${baseUrl}/settings\n\n` +
      'We will not write about this again for an hour.',
  });
}
