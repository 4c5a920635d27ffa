import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { me, signIn } from '../../test/auth';
import { createUser, randomIp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('signs in with e-mail (any case) and password', async () => {
    const user = await createUser(t);
    const { response, cookie } = await signIn(t, user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect((await me(t, cookie))?.id).toBe(user.id);
  });

  it.each([
    ['a wrong password', true],
    ['an unknown address', false],
  ])('answers %s with the spec’s "Invalid login credentials"', async (_case, known) => {
    const user = await createUser(t);
    const email = known ? user.email : `nobody-${user.id}@example.test`;
    const { response, cookie } = await signIn(t, email, 'Wrong-password-1');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid login credentials',
    });
    expect(cookie).toBe('');
  });
});

describe('trusted origins', () => {
  it.each(['https://evil.example', 'http://localhost:5173', 'http://localhost:3000.evil.example'])(
    'refuses a sign-in posted from %s',
    async (origin) => {
      const user = await createUser(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin, 'sec-fetch-site': 'cross-site' },
        remoteAddress: randomIp(),
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(403);
    },
  );
});

describe('sign-in limits', () => {
  it('stops an account after five failed sign-ins a minute, from whatever address', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await signIn(t, user.email, `Wrong-password-${i}`)).response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const { response, cookie } = await signIn(t, user.email, user.password);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(cookie).toBe('');
  });

  it('does not count successful sign-ins against the account', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn(t, user.email, user.password)).response.statusCode).toBe(200);
    }
  });

  it('allows twenty sign-in attempts a minute from one client address', async () => {
    const ip = randomIp();
    const users = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    for (let i = 0; i < 20; i += 1) {
      const user = users[i % users.length];
      if (!user) throw new Error('no user');
      expect((await signIn(t, user.email, user.password, { ip })).response.statusCode).toBe(200);
    }
    const last = await signIn(t, users[0]?.email ?? '', users[0]?.password ?? '', { ip });
    expect(last.response.statusCode).toBe(429);
    expect(last.response.json().message).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });
});
