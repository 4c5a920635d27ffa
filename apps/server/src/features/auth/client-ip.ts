import type { AuthHookContext } from './hook-context';

/** better-auth reads the caller's address from this header, which only our server sets. */
export const CLIENT_IP_HEADER = 'x-sada-client-ip';

/** The client address our server put on the request better-auth is handling. */
export function clientIpOf(ctx: AuthHookContext): string {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
}
