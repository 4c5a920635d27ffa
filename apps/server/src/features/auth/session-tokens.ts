// A session's token is the secret in its httpOnly cookie: the browser's scripts never see it.
// better-auth puts it in several answers (sign-in, sign-up, get-session, list-sessions, a new
// password) for clients that keep it themselves; ours are cookies, so answers lose it here, and a
// session is named by its id, which is what /revoke-session takes.
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { validationError } from './auth-errors';
import type { AuthHookContext } from './hook-context';

/** The one better-auth answer whose `token` is meant for the client: a JWT for API calls. */
const TOKEN_ROUTE = '/api/auth/token';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function withoutToken(value: Json): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { token, ...rest } = value;
  // `token: null` (a sign-up that awaits verification) tells the client nothing; keep the shape.
  return token === null ? value : rest;
}

/**
 * The JSON of an /api/auth/* answer without session tokens: at the top, under `session`, and in
 * each session of a list. Anything that is not JSON passes unchanged.
 */
export function withoutSessionTokens(pathname: string, body: Buffer): Buffer {
  if (pathname === TOKEN_ROUTE || !body.includes('"token"')) return body;
  let parsed: Json;
  try {
    parsed = JSON.parse(body.toString('utf8')) as Json;
  } catch {
    return body;
  }
  let cleaned: Json;
  if (Array.isArray(parsed)) cleaned = parsed.map(withoutToken);
  else if (parsed !== null && typeof parsed === 'object') {
    const top = withoutToken(parsed) as { [key: string]: Json };
    cleaned = 'session' in top ? { ...top, session: withoutToken(top.session ?? null) } : top;
  } else cleaned = parsed;
  return Buffer.from(JSON.stringify(cleaned));
}

const revokeSessionRequest = z.object({ id: z.uuid('Give the id of a session') }).strict();

/** /revoke-session takes the id of one of the caller's open sessions; better-auth, its token. */
export async function revokeSessionById(ctx: AuthHookContext, db: Database) {
  const parsed = revokeSessionRequest.safeParse(ctx.body ?? {});
  if (!parsed.success) throw validationError(parsed.error);
  const caller = await getSessionFromCtx(ctx);
  // Without a session better-auth answers 401 itself.
  if (!caller) return undefined;
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, parsed.data.id),
        eq(sessions.userId, caller.user.id),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (!row) {
    throw new APIError('NOT_FOUND', {
      code: authErrorCodes.sessionNotFound,
      message: authServerMessages.sessionNotFound,
    });
  }
  return { context: { body: { token: row.token } } };
}
