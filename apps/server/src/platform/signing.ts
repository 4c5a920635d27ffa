// Signatures for the server's own links and tokens. Each use gets its own key, derived from
// AUTH_SECRET with HKDF and a purpose label, so a signature made for one use never passes as
// another, and the secret itself never keys an HMAC.
import { createHmac, createSecretKey, hkdfSync, timingSafeEqual } from 'node:crypto';

export interface Signer {
  /** An HMAC-SHA256 over the parts, base64url (43 characters). */
  sign(parts: readonly string[]): string;
  /** Whether `signature` is the one `sign(parts)` gives, compared in constant time. */
  verify(parts: readonly string[], signature: string): boolean;
}

export function createSigner(secret: string, purpose: string): Signer {
  // A KeyObject made once: HMAC with a raw Buffer key imports the key again at every call.
  const key = createSecretKey(
    Buffer.from(hkdfSync('sha256', secret, 'sada-signing', `sada:${purpose}`, 32)),
  );
  // JSON keeps the parts apart: ['ab', 'c'] and ['a', 'bc'] never sign alike.
  const sign = (parts: readonly string[]) =>
    createHmac('sha256', key).update(JSON.stringify(parts)).digest('base64url');
  return {
    sign,
    verify(parts, signature) {
      const expected = Buffer.from(sign(parts));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
