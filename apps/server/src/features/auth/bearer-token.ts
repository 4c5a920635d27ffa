// API clients may sign their requests with a JWT from GET /api/auth/token, sent as
// `Authorization: Bearer <token>`, instead of the session cookie. The token is checked against
// the keys published at /api/auth/jwks: its signature, issuer, audience and expiry. A token whose
// signature does not verify is refused with 000 §8's 'Invalid JWT signature'.
import { authErrorCodes, authServerMessages } from '@sada/contracts/auth';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, errors, importJWK, jwtVerify, type JWK } from 'jose';

import type { Database } from '../../db/client';
import { jwks } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** better-auth's jwt plugin signs with EdDSA unless told otherwise. */
const DEFAULT_ALG = 'EdDSA';

const invalidSignature = () =>
  new AppError(401, authErrorCodes.invalidJwtSignature, authServerMessages.invalidJwtSignature);
const invalidToken = () =>
  new AppError(401, authErrorCodes.invalidJwt, authServerMessages.invalidJwt);

/** The token of an `Authorization: Bearer …` header, or null when there is none. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/** The user id a valid token speaks for; throws a 401 AppError for any other token. */
export async function verifyBearerToken(
  db: Database,
  token: string,
  baseUrl: string,
): Promise<string> {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    throw invalidToken();
  }
  if (!kid || !/^[0-9a-f-]{36}$/i.test(kid)) throw invalidToken();
  const [key] = await db
    .select({ publicKey: jwks.publicKey, alg: jwks.alg })
    .from(jwks)
    .where(eq(jwks.id, kid));
  // A key id we never issued: the token was not signed by us.
  if (!key) throw invalidSignature();
  try {
    const alg = key.alg ?? DEFAULT_ALG;
    const publicKey = await importJWK(JSON.parse(key.publicKey) as JWK, alg);
    const { payload } = await jwtVerify(token, publicKey, {
      issuer: baseUrl,
      audience: baseUrl,
      algorithms: [alg],
    });
    if (!payload.sub) throw invalidToken();
    return payload.sub;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWSSignatureVerificationFailed) throw invalidSignature();
    throw invalidToken();
  }
}
