import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('JSON Web Key Set (000 §7)', () => {
  it('serves the same keys at /api/auth/jwks and /api/auth/.well-known/jwks.json', async () => {
    const wellKnown = await t.app.inject({ method: 'GET', url: '/api/auth/.well-known/jwks.json' });
    expect(wellKnown.statusCode).toBe(200);
    expect(wellKnown.headers['content-type']).toMatch(/application\/json/);
    const plain = await t.app.inject({ method: 'GET', url: '/api/auth/jwks' });
    expect(wellKnown.json()).toEqual(plain.json());
    const { keys } = wellKnown.json<{ keys: Record<string, unknown>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });

  it('verifies a token issued to a signed-in user', async () => {
    const user = await createUser(t);
    const issued = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: user.cookie },
    });
    expect(issued.statusCode).toBe(200);
    const { token } = issued.json<{ token: string }>();
    const jwks = (
      await t.app.inject({ method: 'GET', url: '/api/auth/.well-known/jwks.json' })
    ).json();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: t.config.publicUrl,
      audience: t.config.publicUrl,
    });
    expect(payload.sub).toBe(user.id);
  });

  it('issues no token without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/token' });
    expect(response.statusCode).toBe(401);
  });
});
