import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { postAuth, signIn } from '../../test/auth';
import { createUser, type TestUser } from '../../test/factories';
import { bearerToken } from './bearer-token';

let t: TestApp;
let user: TestUser;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t, { role: 'artist' });
  const issued = await t.app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { cookie: user.cookie },
  });
  token = issued.json<{ token: string }>().token;
});
afterAll(() => t.close());

const meWith = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });

/** A bearer token issued for the session of `cookie`. */
async function tokenFor(cookie: string): Promise<string> {
  const issued = await t.app.inject({
    method: 'GET',
    url: '/api/auth/token',
    headers: { cookie },
  });
  return issued.json<{ token: string }>().token;
}

/** A token shaped like ours, signed by a key of the attacker's, under our key's id. */
async function forged(overrides: { kid?: string; sub?: string } = {}) {
  const { privateKey } = await generateKeyPair('EdDSA', { extractable: true });
  const kid = overrides.kid ?? decodeProtectedHeader(token).kid ?? '';
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .setSubject(overrides.sub ?? user.id)
    .setIssuer(t.config.publicUrl)
    .setAudience(t.config.publicUrl)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);
}

describe('Authorization: Bearer <JWT> (000 §7, §8)', () => {
  it('signs a request in as the token’s user, with the role read now', async () => {
    const response = await meWith(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, role: 'artist' });

    await t.database.db.update(profiles).set({ role: 'label' }).where(eq(profiles.id, user.id));
    expect((await meWith(`Bearer ${token}`)).json().user).toMatchObject({ role: 'label' });
    await t.database.db.update(profiles).set({ role: 'artist' }).where(eq(profiles.id, user.id));
  });

  it("refuses a token signed by another key with 'Invalid JWT signature'", async () => {
    const response = await meWith(`Bearer ${await forged()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({
      code: 'INVALID_JWT_SIGNATURE',
      message: 'Invalid JWT signature',
    });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const other = await createUser(t, { role: 'admin' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: other.id })).toString(
      'base64url',
    );
    const response = await meWith(`Bearer ${header}.${tampered}.${signature}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Invalid JWT signature');
  });

  it('refuses a key id it never issued as a bad signature', async () => {
    const response = await meWith(
      `Bearer ${await forged({ kid: '00000000-0000-4000-8000-000000000000' })}`,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_JWT_SIGNATURE');
  });

  it.each([['not-a-jwt'], ['a.b.c'], ['eyJhbGciOiJub25lIn0.e30.']])(
    'refuses the malformed token %s without a 5xx',
    async (bad) => {
      const response = await meWith(`Bearer ${bad}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_JWT');
    },
  );

  it('speaks for nobody once the account is suspended', async () => {
    const suspended = await createUser(t);
    const issued = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: suspended.cookie },
    });
    const own = issued.json<{ token: string }>().token;
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, suspended.id));
    expect((await meWith(`Bearer ${own}`)).json().user).toBeNull();
    const library = await t.app.inject({
      method: 'GET',
      url: '/api/me/playlists',
      headers: { authorization: `Bearer ${own}` },
    });
    expect(library.statusCode).toBe(401);
  });

  it('speaks for nobody once the session it was issued for has signed out', async () => {
    const owner = await createUser(t);
    const { cookie } = await signIn(t, owner.email, owner.password);
    const own = await tokenFor(cookie);
    expect((await meWith(`Bearer ${own}`)).json().user).toMatchObject({ id: owner.id });

    expect((await postAuth(t, '/sign-out', {}, { cookie })).statusCode).toBe(200);
    const response = await meWith(`Bearer ${own}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('INVALID_JWT');
  });

  it('speaks for nobody once a password change has revoked its session', async () => {
    const owner = await createUser(t);
    const { cookie: other } = await signIn(t, owner.email, owner.password);
    const own = await tokenFor(other);
    const changed = await postAuth(
      t,
      '/change-password',
      { currentPassword: owner.password, newPassword: 'Quiet-river-2026-mint' },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await meWith(`Bearer ${own}`)).statusCode).toBe(401);
  });

  it('names the session it belongs to and carries nothing personal', async () => {
    const claims = decodeJwt(token);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.sub).toBe(user.id);
    expect(claims).not.toHaveProperty('email');
    expect(claims).not.toHaveProperty('phoneNumber');
  });

  it('reads only the Bearer scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
  });
});
