// Mounts better-auth under /api/auth and teaches every request who is asking.
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { SessionUser } from '../../http/request-context';
import type { UserChanges } from '../../platform/user-changes';
import type { Auth } from './auth';
import { bearerToken, type Caller, verifyBearerToken } from './bearer-token';
import { CLIENT_IP_HEADER } from './client-ip';
import { isFirstVisitSql } from './first-visit';
import { createSessionLookup, sessionUserFields } from './session-lookup';
import { withoutSessionTokens } from './session-tokens';

function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Fastify's request.ip honours TRUST_PROXY; a client cannot choose its own address.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * better-auth's answer as the browser gets it: without session tokens, and with its own limiter's
 * answer (which has no code) said the way our forms expect.
 */
async function responseBody(response: Response, pathname: string): Promise<Buffer | null> {
  if (!response.body) return null;
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 429) return withoutSessionTokens(pathname, body);
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { code?: unknown };
    if (typeof parsed.code === 'string') return body;
  } catch {
    // Not JSON: replaced below.
  }
  return Buffer.from(
    JSON.stringify({
      code: authErrorCodes.tooManyRequests,
      message: authServerMessages.tooManyAttempts,
    }),
  );
}

// Kept on the request itself: a property costs less than a WeakMap entry on every request.
const pendingUser = Symbol('pendingUser');
// Cookies better-auth sets while reading a session (a refreshed expiry), for the reply.
const refreshedCookies = Symbol('refreshedCookies');
interface SessionState {
  [pendingUser]?: Promise<SessionUser | null> | null;
  [refreshedCookies]?: string[] | null;
}

export function authRoutes(auth: Auth, db: Database, baseUrl: string, changes?: UserChanges) {
  const lookupSession = createSessionLookup(auth, db, changes);

  /**
   * Read from the database, or from memory kept only until the account changes, never from a
   * copy in the session: a role an admin changes, or a suspension, applies from the account's
   * next request.
   */
  async function loadSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    // The common case, the cookie of a session in use, in one query (session-lookup.ts).
    const cookie = request.headers.cookie;
    if (cookie && !bearerToken(request.headers.authorization)) {
      const user = await lookupSession(cookie);
      if (user) return user;
    }
    const caller = await callerOf(request);
    if (!caller) return null;
    const [row] = await db
      .select({ ...sessionUserFields, firstVisit: isFirstVisitSql(caller.sessionId) })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      // A suspended account's session, should one remain, counts for nothing.
      .where(and(eq(users.id, caller.userId), isNull(profiles.suspendedAt)));
    return row ?? null;
  }

  /** Who the request speaks for, and in which session: a bearer token's, else the cookie's. */
  async function callerOf(request: FastifyRequest): Promise<Caller | null> {
    const token = bearerToken(request.headers.authorization);
    if (token) return verifyBearerToken(db, token, baseUrl);
    // No cookie, no session: visitors cost no session lookup.
    if (!request.headers.cookie) return null;
    const { headers, response: session } = await auth.api.getSession({
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers?.getSetCookie() ?? [];
    if (cookies.length > 0) (request as SessionState)[refreshedCookies] = cookies;
    return session ? { userId: session.user.id, sessionId: session.session.id } : null;
  }

  // Not encapsulated: every other feature's routes need request.sessionUser().
  return fp(
    async function plugin(app: FastifyInstance) {
      app.decorateRequest(pendingUser, null);
      app.decorateRequest(refreshedCookies, null);
      app.decorateRequest('sessionUser', function (this: FastifyRequest & SessionState) {
        return (this[pendingUser] ??= loadSessionUser(this));
      });

      // A session read by any route may have been extended; the browser's cookie follows.
      app.addHook('onSend', (request, reply, payload, done) => {
        const cookies = (request as SessionState)[refreshedCookies];
        if (cookies && !reply.hasHeader('set-cookie')) reply.header('set-cookie', cookies);
        done(null, payload);
      });

      // The keys that verify our JWTs, at the well-known address too, where clients look first.
      app.get(
        '/api/auth/.well-known/jwks.json',
        { schema: { hide: true } },
        async (_request, reply) => {
          const jwks = await auth.api.getJwks();
          return reply.header('cache-control', 'public, max-age=300').send(jwks);
        },
      );

      app.route({
        method: ['GET', 'POST'],
        url: '/api/auth/*',
        schema: { hide: true },
        async handler(request: FastifyRequest, reply: FastifyReply) {
          const url = new URL(request.url, `${request.protocol}://${request.host}`);
          const hasBody = request.method !== 'GET' && request.body !== undefined;
          // better-auth reads fields of the body without checking it is an object (a JSON null
          // made update-user throw): anything else is refused here.
          if (hasBody && !isPlainObject(request.body)) {
            return reply.status(400).send({
              code: authErrorCodes.validation,
              message: authServerMessages.bodyNotObject,
            });
          }
          const response = await auth.handler(
            new Request(url, {
              method: request.method,
              headers: toFetchHeaders(request),
              ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
            }),
          );
          reply.status(response.status);
          for (const [name, value] of response.headers) {
            if (['set-cookie', 'content-length'].includes(name.toLowerCase())) continue;
            reply.header(name, value);
          }
          const retryAfter = response.headers.get('x-retry-after');
          if (response.status === 429 && retryAfter) reply.header('retry-after', retryAfter);
          const cookies = response.headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          return reply.send(await responseBody(response, url.pathname));
        },
      });
    },
    { name: 'sada-auth' },
  );
}
