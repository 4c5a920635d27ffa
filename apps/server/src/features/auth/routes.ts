// Mounts better-auth under /api/auth and teaches every request who is asking.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import type { SessionUser } from '../../lib/request-context';
import { CLIENT_IP_HEADER, type Auth } from './auth';

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

export function authRoutes(auth: Auth, db: Database) {
  const sessionUsers = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

  async function loadSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
    const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
    if (!session) return null;
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        displayName: users.name,
        username: users.username,
        avatarUrl: users.image,
        role: profiles.role,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, session.user.id));
    return row ?? null;
  }

  // Not encapsulated: every other feature's routes need request.sessionUser().
  return fp(
    async function plugin(app: FastifyInstance) {
      app.decorateRequest('sessionUser', function (this: FastifyRequest) {
        let pending = sessionUsers.get(this);
        if (!pending) {
          pending = loadSessionUser(this);
          sessionUsers.set(this, pending);
        }
        return pending;
      });

      app.route({
        method: ['GET', 'POST'],
        url: '/api/auth/*',
        schema: { hide: true },
        async handler(request: FastifyRequest, reply: FastifyReply) {
          const url = new URL(request.url, `${request.protocol}://${request.host}`);
          const hasBody = request.method !== 'GET' && request.body !== undefined;
          const response = await auth.handler(
            new Request(url, {
              method: request.method,
              headers: toFetchHeaders(request),
              ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
            }),
          );
          reply.status(response.status);
          for (const [name, value] of response.headers) {
            if (name.toLowerCase() === 'set-cookie') continue;
            reply.header(name, value);
          }
          const cookies = response.headers.getSetCookie();
          if (cookies.length > 0) reply.header('set-cookie', cookies);
          return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
        },
      });
    },
    { name: 'sada-auth' },
  );
}
