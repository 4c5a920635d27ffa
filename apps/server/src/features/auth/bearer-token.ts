// API clients may sign their requests with a JWT from GET /api/auth/token, sent as
// `Authorization: Bearer <token>`, instead of the session cookie. The token is checked against
// the keys published at /api/auth/jwks: its signature, issuer, audience and expiry, and the
// session it names (`sid`) must still be open: signing out, a new password or a revoked session
// ends its tokens too. A token whose signature does not verify is refused with the
// 'Invalid JWT signature'.
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { and, eq, gt } from 'drizzle-orm';
import { decodeProtectedHeader, errors, importJWK, jwtVerify, type JWK } from 'jose';

import type { Database } from '../../db/client';
import { jwks, sessions } from '../../db/schema';
import { AppError } from '../../http/errors';

/** better-auth's jwt plugin signs with EdDSA unless told otherwise. */
const DEFAULT_ALG = 'EdDSA';

const invalidSignature = () =>
  new AppError(401, authErrorCodes.invalidJwtSignature, authServerMessages.invalidJwtSignature);
const invalidToken = () =>
  new AppError(401, authErrorCodes.invalidJwt, authServerMessages.invalidJwt);

const uuid = /^[0-9a-f-]{36}$/i;

/** Whether the session a token names is still open and belongs to the token's subject. */
async function isSessionOpen(db: Database, sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}

/** The token of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The account a request speaks for, and the session it does so in. */
export interface Caller {
  userId: string;
  sessionId: string;
}

/** The caller a valid token speaks for; throws a 401 AppError for any other token. */
export async function verifyBearerToken(
  db: Database,
  token: string,
  baseUrl: string,
): Promise<Caller> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    throw invalidToken();
  }
  if (!kid || !uuid.test(kid)) throw invalidToken();
  const [key] = await db
    .select({ publicKey: jwks.publicKey, alg: jwks.alg })
    .from(jwks)
    .where(eq(jwks.id, kid));
  // A key id we never issued: the token was not signed by us.
  if (!key) throw invalidSignature();
  let subject: string;
  let sessionId: unknown;
  try {
    const alg = key.alg ?? DEFAULT_ALG;
    const publicKey = await importJWK(JSON.parse(key.publicKey) as JWK, alg);
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: baseUrl,
      audience: baseUrl,
      algorithms: [alg],
    });
    if (!payload.sub) throw invalidToken();
    subject = payload.sub;
    sessionId = payload.sid;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWSSignatureVerificationFailed) throw invalidSignature();
    throw invalidToken();
  }
  // Tokens issued before they named their session, or for a session since ended, speak for no one.
  if (typeof sessionId !== 'string' || !uuid.test(sessionId)) throw invalidToken();
  if (!(await isSessionOpen(db, sessionId, subject))) throw invalidToken();
  return { userId: subject, sessionId };
}
