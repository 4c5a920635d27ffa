// Mounts better-auth under /api/auth (how a request's session is read: session-reader.ts).
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { Auth } from './auth';
import { toFetchHeaders } from './client-ip';
import { withoutSessionTokens } from './session-tokens';

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

export function authRoutes(auth: Auth) {
  return fp(
    async function plugin(app: FastifyInstance) {
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
