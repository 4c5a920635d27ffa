// Sign-in with OpenID Connect providers configured by environment variables (config.ts), through
// better-auth's genericOAuth plugin: discovery, the authorization code flow with PKCE and a nonce,
// ID tokens checked against the provider's keys. Our rules (docs/decisions/005):
// - a new account gets the listener role (the profile hook) and a username made from its display
//   name, never from the provider's claims about roles; the provider's picture is not kept;
// - the e-mail counts as verified only when the provider says `email_verified`;
// - a sign-in never joins an existing account unless the provider is configured to link
//   (OIDC_<ID>_LINK_ACCOUNTS) and that account's address is verified;
// - the admin's "verify before sign-in" setting and the account's second factor apply as they do
//   to a password sign-in.
import { randomBytes, randomInt } from 'node:crypto';

import { DISPLAY_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@sada/contracts/auth';
import { socialSignInRequest } from '@sada/contracts/sign-in-methods';
import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { eq, sql } from 'drizzle-orm';

import type { OidcProvider } from '../../config';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { readAppSettings } from '../../platform/app-settings';
import { isUsernameTaken } from './account-lookup';
import { validationError } from './auth-errors';
import type { AuthHookContext } from './hook-context';
import { secondFactorOf } from './second-factor';
import { TWO_FACTOR_COOKIE } from './totp-replay';

export function genericOAuthConfig(providers: OidcProvider[]): GenericOAuthConfig[] {
  return providers.map((p) => ({
    providerId: p.id,
    name: p.label,
    discoveryUrl: `${p.issuer}/.well-known/openid-configuration`,
    // Without the provider's keys an ID token could not be checked: such a provider is skipped.
    requireIdTokenVerification: true,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    overrideUserInfo: false,
    // What the provider says about a person: name, address and whether it checked the address.
    mapProfileToUser: (profile) => ({
      name: typeof profile.name === 'string' ? profile.name : '',
      image: undefined,
    }),
  }));
}

/** better-auth `account.accountLinking`: off unless a provider is configured to link. */
export function accountLinking(providers: OidcProvider[]) {
  const trusted = providers.filter((p) => p.linkAccounts).map((p) => p.id);
  return {
    enabled: trusted.length > 0,
    disableImplicitLinking: trusted.length === 0,
    trustedProviders: trusted,
    requireLocalEmailVerified: true,
    allowDifferentEmails: false,
    updateUserInfoOnLink: false,
  };
}

const isOAuthCallback = (ctx: GenericEndpointContext | null | undefined) =>
  Boolean(ctx?.path?.startsWith('/callback/'));

/** Lowercase letters, digits and underscores from a display name, or '' when none are left. */
function usernameStem(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 5);
}

/** A free username for a new account: from the display name, else `listener_` and digits. */
export async function deriveUsername(db: Database, name: string): Promise<string> {
  const stem = usernameStem(name);
  const base = stem.length >= 3 ? stem : `listener_${randomBytes(3).toString('hex')}`;
  if (!(await isUsernameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = `${base.slice(0, USERNAME_MAX_LENGTH - 5)}_${randomInt(1000, 10_000)}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
  return `listener_${randomBytes(6).toString('hex')}`;
}

/** databaseHooks.user.create.before for accounts made by a provider sign-in. */
export async function socialUserDefaults<T extends { name: string }>(
  db: Database,
  data: T,
  ctx: GenericEndpointContext | null | undefined,
) {
  if (!isOAuthCallback(ctx)) return undefined;
  const given = data.name.trim();
  const username = await deriveUsername(db, given);
  const name = (given.length >= 2 ? given : username).slice(0, DISPLAY_NAME_MAX_LENGTH).trim();
  return { data: { ...data, name, username, displayUsername: username, image: null } };
}

/**
 * databaseHooks.account.create.before: a provider account joins an account that already exists
 * (it has a password or another provider) only when that provider is configured to link.
 */
export async function refuseUnconfiguredLinking(
  db: Database,
  providers: OidcProvider[],
  account: { providerId: string; userId: string },
  ctx: GenericEndpointContext | null | undefined,
): Promise<false | undefined> {
  if (!isOAuthCallback(ctx)) return undefined;
  const provider = providers.find((p) => p.id === account.providerId);
  if (!provider || provider.linkAccounts) return undefined;
  const existing = await db
    .select({ one: sql`1` })
    .from(accounts)
    .where(eq(accounts.userId, account.userId))
    .limit(1);
  return existing.length > 0 ? false : undefined;
}

/** Before /sign-in/social: the redirect flow for a configured provider, nothing else. */
export function checkSocialSignIn(ctx: AuthHookContext, providers: OidcProvider[]) {
  const parsed = socialSignInRequest.safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  if (!providers.some((p) => p.id === parsed.data.provider)) {
    throw new APIError('NOT_FOUND', {
      code: 'PROVIDER_NOT_FOUND',
      message: 'This sign-in provider is not configured',
    });
  }
}

/**
 * The two-factor plugin's pending sign-in (its cookie and challenge rows, in its format; see
 * docs/decisions/004 on upgrades): the session just made is dropped until the code is right.
 */
async function startSecondFactorChallenge(ctx: AuthHookContext, userId: string) {
  const created = ctx.context.newSession;
  if (created) await ctx.context.internalAdapter.deleteSession(created.session.token);
  ctx.context.setNewSession(null);
  deleteSessionCookie(ctx, true);
  const maxAge = 600;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + maxAge * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: userId,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/** After /callback/:id signed someone in: the checks a password sign-in also passes. */
export async function afterSocialCallback(ctx: AuthHookContext, db: Database, publicUrl: string) {
  const created = ctx.context.newSession;
  if (!created) return;
  if (!created.user.emailVerified && (await readAppSettings(db)).requireEmailVerification) {
    await ctx.context.internalAdapter.deleteSession(created.session.token);
    ctx.context.setNewSession(null);
    deleteSessionCookie(ctx, true);
    throw ctx.redirect(`${publicUrl}/auth?error=email_not_verified`);
  }
  if (!created.user.twoFactorEnabled) return;
  const { method } = await secondFactorOf(db, created.user.id);
  await startSecondFactorChallenge(ctx, created.user.id);
  throw ctx.redirect(`${publicUrl}/auth?twoFactor=${method ?? 'totp'}`);
}

/**
 * After a password sign-in that awaits a second factor: say which one the account has (the
 * plugin lists every method the server could use).
 */
export async function secondFactorMethodsAnswer(ctx: AuthHookContext, db: Database) {
  const returned = ctx.context.returned as { twoFactorRedirect?: unknown } | undefined;
  if (!returned || typeof returned !== 'object' || returned.twoFactorRedirect !== true) return;
  const email = typeof ctx.body?.email === 'string' ? ctx.body.email.trim().toLowerCase() : '';
  const user = email ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
  if (!user) return;
  const { method } = await secondFactorOf(db, user.user.id);
  return ctx.json({
    twoFactorRedirect: true,
    twoFactorMethods: [method === 'phone' ? 'otp' : 'totp'],
  });
}
