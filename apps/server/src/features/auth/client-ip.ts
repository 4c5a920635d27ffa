import type { FastifyRequest } from 'fastify';

import type { AuthHookContext } from './hook-context';

/** better-auth reads the caller's address from this header, which only our server sets. */
export const CLIENT_IP_HEADER = 'x-sada-client-ip';

/** The client address our server put on the request better-auth is handling. */
export function clientIpOf(ctx: AuthHookContext): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
}

/** A request's headers for better-auth, with the client address only our server sets. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Fastify's request.ip honours TRUST_PROXY; a client cannot choose its own address.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
