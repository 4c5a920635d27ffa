import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me', () => {
  it('is null for anonymous visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('describes the signed-in user with the role from their profile', async () => {
    const artist = await createUser(t, { role: 'artist', name: 'Yusuf Test' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: artist.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: artist.id,
      email: artist.email,
      role: 'artist',
      displayName: 'Yusuf Test',
      emailVerified: true,
    });
  });

  it('treats a forged session cookie as anonymous', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'sada.session_token=forged.value' },
    });
    expect(response.json()).toEqual({ user: null });
  });
});

describe('sign-in through better-auth', () => {
  it('signs a user in with e-mail and password and sets an httpOnly cookie', async () => {
    const listener = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: listener.email, password: listener.password },
    });
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/sada\.session_token=[^;]+;.*HttpOnly/i);
  });

  it('refuses a wrong password', async () => {
    const listener = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email: listener.email, password: 'Wrong-password-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
