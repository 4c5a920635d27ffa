// How a request's session is read: the cookie of a session in use in one query, else better-auth
// (or a bearer token). The edge (http/session.ts) asks this once per request, when it must know.
import type { IncomingHttpHeaders } from 'node:http';

import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { SessionRead, SessionReader } from '../../http/session';
import type { UserChanges } from '../../platform/user-changes';
import type { Auth } from './auth';
import { bearerToken, type Caller, verifyBearerToken } from './bearer-token';
import { toFetchHeaders } from './client-ip';
import { isFirstVisitSql } from './first-visit';
import { createSessionLookup, sessionUserFields } from './session-lookup';

export function createSessionReader(
  auth: Auth,
  db: Database,
  baseUrl: string,
  keep?: { changes: UserChanges; keepMs: number },
): SessionReader {
  const lookupSession = createSessionLookup(auth, db, keep);

  /**
   * Read from the database, or from memory kept only until the account changes, never from a
   * copy in the session: a role an admin changes, or a suspension, applies from the account's
   * next request.
   */
  async function readSession(request: FastifyRequest): Promise<SessionRead> {
    // The common case, the cookie of a session in use, in one query (session-lookup.ts).
    const cookie = request.headers.cookie;
    if (cookie && !bearerToken(request.headers.authorization)) {
      const user = await lookupSession(cookie);
      if (user) return { user };
    }
    const { caller, cookies } = await callerOf(request);
    if (!caller) return { user: null, cookies };
    const [row] = await db
      .select({ ...sessionUserFields, firstVisit: isFirstVisitSql(caller.sessionId) })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      // A suspended account's session, should one remain, counts for nothing.
      .where(and(eq(users.id, caller.userId), isNull(profiles.suspendedAt)));
    return { user: row ?? null, cookies };
  }
  return Object.assign(readSession, {
    // A request with a bearer token is read the long way, as any the cookie alone cannot settle.
    kept: (headers: IncomingHttpHeaders) =>
      headers.cookie && !headers.authorization ? lookupSession.kept(headers.cookie) : undefined,
  });

  /**
   * Who the request speaks for, and in which session: a bearer token's, else the cookie's; with
   * the cookies better-auth set while reading the session (a refreshed expiry).
   */
  async function callerOf(
    request: FastifyRequest,
  ): Promise<{ caller: Caller | null; cookies?: string[] }> {
    const token = bearerToken(request.headers.authorization);
    if (token) return { caller: await verifyBearerToken(db, token, baseUrl) };
    // No cookie, no session: visitors cost no session lookup.
    if (!request.headers.cookie) return { caller: null };
    const { headers, response: session } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers?.getSetCookie() ?? [];
    return {
      caller: session ? { userId: session.user.id, sessionId: session.session.id } : null,
      cookies,
    };
  }
}
