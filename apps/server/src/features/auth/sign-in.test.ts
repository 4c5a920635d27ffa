import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { me, signIn } from '../../test/auth';
import { createUser, randomIp } from '../../test/factories';
import { perAccount } from './limits';

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
  it.each(['https://evil.example', 'http://localhost:8080', 'http://localhost:3000.evil.example'])(
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
  it('five failed sign-ins a minute from one address stop that address only', async () => {
    const user = await createUser(t);
    const attacker = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const attempt = await signIn(t, user.email, `Wrong-password-${i}`, { ip: attacker });
      statuses.push(attempt.response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const { response, cookie } = await signIn(t, user.email, user.password, { ip: attacker });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(cookie).toBe('');

    // The account holder, elsewhere, is not locked out by someone else's guesses.
    const owner = await signIn(t, user.email, user.password, { ip: randomIp() });
    expect(owner.response.statusCode).toBe(200);
    expect((await me(t, owner.cookie))?.id).toBe(user.id);
  });

  it(`stops the account everywhere after ${perAccount.signInFailuresEverywhere.max} failures a minute from many addresses`, async () => {
    const user = await createUser(t);
    for (let i = 0; i < perAccount.signInFailuresEverywhere.max; i += 1) {
      expect((await signIn(t, user.email, `Wrong-password-${i}`)).response.statusCode).toBe(401);
    }
    const { response } = await signIn(t, user.email, user.password);
    expect(response.statusCode).toBe(429);
  });

  it('tells the account holder by e-mail of repeated failed sign-ins, once', async () => {
    const user = await createUser(t);
    const mailsTo = () => t.outbox.filter((m) => m.to === user.email);
    const before = mailsTo().length;
    for (let i = 0; i < perAccount.signInFailuresAlert; i += 1) {
      await signIn(t, user.email, `Wrong-password-${i}`);
    }
    const alerts = mailsTo().slice(before);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe('Failed sign-ins to your Sada account');
    expect(alerts[0]?.text).toContain(`${perAccount.signInFailuresAlert} failed attempts`);
    expect(alerts[0]?.text).toContain(`${t.config.publicUrl}/settings`);
    expect(alerts[0]?.text).not.toContain('Wrong-password');

    for (let i = 0; i < perAccount.signInFailuresAlert; i += 1) {
      await signIn(t, user.email, `Wrong-password-again-${i}`);
    }
    expect(mailsTo().slice(before)).toHaveLength(1);
  });

  it('sends nothing for failed sign-ins to an address without an account', async () => {
    const email = `nobody-${randomIp()}@example.test`;
    for (let i = 0; i < perAccount.signInFailuresAlert; i += 1) {
      expect((await signIn(t, email, 'Wrong-password-1')).response.statusCode).toBe(401);
    }
    expect(t.outbox.filter((m) => m.to === email)).toHaveLength(0);
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
