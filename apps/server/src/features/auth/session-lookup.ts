// The signed-in user of a request's session cookie in one query. better-auth's getSession, as
// every API request used to call it, parsed the cookie in a request context of its own, read the
// session and the user in two queries, and its JWT plugin then read the signing key and signed a
// token for a response header nobody reads here; the user's role and status took a third query.
// This reads the same cookie the same way and the session, user and profile together. Whatever
// it cannot settle on its own (no such session, an expired one, one due to be extended, a
// leftover cookie to clear) it leaves to better-auth, so those cases behave as before. Requests
// sent together with one cookie share one read. What a read found is kept for a minute, and
// forgotten the moment anything of the person's changes (platform/user-changes): a session revoked
// or an account suspended still counts from the next request.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { and, eq, gt, isNull, sql } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { artists, profiles, sessions, users } from '../../db/schema';
import type { SessionUser } from '../../http/session';
import { createKeptPerPerson, staggeredEnd } from '../../platform/kept-per-person';
import type { UserChanges } from '../../platform/user-changes';
import type { Auth } from './auth';
import { isFirstVisitSql } from './first-visit';
import { twoFactorMethodSql } from './second-factor';

/** The columns of a SessionUser, from users joined with profiles. */
export const sessionUserFields = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  displayName: users.name,
  username: users.username,
  avatarUrl: users.image,
  role: profiles.role,
  labelVerified: sql<boolean>`${profiles.labelVerifiedAt} is not null`,
  twoFactorEnabled: sql<boolean>`coalesce(${users.twoFactorEnabled}, false)`,
  twoFactorMethod: twoFactorMethodSql,
  phoneNumber: sql<
    string | null
  >`case when ${users.phoneNumberVerified} then ${users.phoneNumber} end`,
  preferredLanguage: profiles.preferredLanguage,
  listeningRule: profiles.listeningRule,
  artistId: sql<
    string | null
  >`(SELECT ${artists.id} FROM ${artists} WHERE ${artists.ownerUserId} = ${users.id})`,
};

/** A cookie's value as better-call reads it: the first of that name, unquoted, URI-decoded. */
export function cookieValue(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eq = header.indexOf('=', index);
    if (eq === -1) return null;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < eq) {
      index = header.lastIndexOf(';', eq - 1) + 1;
      continue;
    }
    if (header.slice(index, eq).trim() === name) {
      let value = header.slice(eq + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      try {
        return value.includes('%') ? decodeURIComponent(value) : value;
      } catch {
        return value;
      }
    }
    index = end + 1;
  }
  return null;
}

/** The token of a signed cookie value (`token.base64(HMAC-SHA256)`), or null when it is not. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * `load` with calls for one key that overlap sharing one run: a page's requests, sent together
 * with one cookie, read its session once. Nothing is kept once the run has settled, so a call
 * made after a session is revoked reads afresh.
 */
export function shareInFlight<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key) => {
    const shared = running.get(key);
    if (shared) return shared;
    const run = load(key).finally(() => running.delete(key));
    running.set(key, run);
    return run;
  };
}

type SessionRow = SessionUser & { expiresAt: Date };

/**
 * Session rows by the session cookie's signed value, each kept until it would need better-auth
 * (expiry, extension) or for `keepMs` (SESSION_CACHE_SECONDS; each ends in its last quarter),
 * and forgotten when the person changes.
 */
export function createSessionKeeper(changes: UserChanges, keepMs: number) {
  const kept = createKeptPerPerson<SessionRow>({ changes, maxEntries: 100_000 });
  return {
    get: kept.get,
    mark: kept.mark,
    keep(signedValue: string, row: SessionRow, until: number, since: number) {
      kept.keep(signedValue, row.id, row, Math.min(until, staggeredEnd(Date.now(), keepMs)), since);
    },
  };
}

/**
 * Returns a lookup: the user of a Cookie header's session, or undefined when better-auth must
 * be asked (it then answers, refreshes or clears exactly as it always has).
 */
export function createSessionLookup(
  auth: Auth,
  db: Database,
  keep?: { changes: UserChanges; keepMs: number },
) {
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    tokenCookie: context.authCookies.sessionToken.name,
    dataCookie: context.authCookies.sessionData.name,
    // better-auth extends a session once less than expiresIn - updateAge is left.
    refreshBelowMs: (context.sessionConfig.expiresIn - context.sessionConfig.updateAge) * 1000,
  }));

  // Prepared: one plan per connection, not one per request.
  const bySessionToken = db
    .select({
      ...sessionUserFields,
      firstVisit: isFirstVisitSql(sessions.id),
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(sessions.token, sql.placeholder('token')),
        gt(sessions.expiresAt, sql`now()`),
        isNull(profiles.suspendedAt),
      ),
    )
    .prepare('session_user_by_token');
  const keeper = keep && keep.keepMs > 0 ? createSessionKeeper(keep.changes, keep.keepMs) : null;
  // By the cookie's signed value: what was kept under it was verified when it was read, so a
  // kept session costs no signature check.
  const readSession = shareInFlight(async (value: string) => {
    const { secret, refreshBelowMs } = await settings;
    const token = verifiedToken(value, secret);
    if (!token) return undefined;
    const since = keeper?.mark() ?? 0;
    const [row] = await bySessionToken.execute({ token });
    if (row && keeper) keeper.keep(value, row, row.expiresAt.getTime() - refreshBelowMs, since);
    return row;
  });

  const usable = (row: SessionRow | undefined, refreshBelowMs: number) =>
    row && row.expiresAt.getTime() - Date.now() > refreshBelowMs ? row : undefined;

  async function lookup(cookieHeader: string): Promise<SessionUser | undefined> {
    const { tokenCookie, dataCookie, refreshBelowMs } = await settings;
    // better-auth clears a leftover session-data cookie; it is left to do so.
    if (cookieHeader.includes(dataCookie)) return undefined;
    const value = cookieValue(cookieHeader, tokenCookie);
    if (!value) return undefined;
    const row = usable(
      keeper?.get(value, Date.now()) ?? (await readSession(value)),
      refreshBelowMs,
    );
    if (!row) return undefined;
    // A new object each: requests that shared the read do not share it.
    const { expiresAt: _expiresAt, ...user } = row;
    return user;
  }

  let ready: Awaited<typeof settings> | null = null;
  void settings.then((resolved) => (ready = resolved)).catch(() => undefined);
  /**
   * The kept user of a Cookie header's session, without waiting: undefined unless `lookup` would
   * answer it from memory. The object is the kept one: read it, never change it.
   */
  function keptUser(cookieHeader: string): Readonly<SessionUser> | undefined {
    if (!ready || !keeper || cookieHeader.includes(ready.dataCookie)) return undefined;
    const value = cookieValue(cookieHeader, ready.tokenCookie);
    return value ? usable(keeper.get(value, Date.now()), ready.refreshBelowMs) : undefined;
  }

  return Object.assign(lookup, { kept: keptUser });
}
