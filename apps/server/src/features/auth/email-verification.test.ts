import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { linkIn, me, postAuth, signIn } from '../../test/auth';
import { createUser, sessionCookie, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

async function signUp() {
  const tag = randomBytes(4).toString('hex');
  const account = {
    name: `Maryam ${tag}`,
    username: `maryam_${tag}`,
    email: `maryam-${tag}@example.test`,
    password: 'Sada-demo-2026',
    role: 'listener',
    callbackURL: '/',
  };
  const response = await postAuth(t, '/sign-up/email', account);
  return { account, response, cookie: sessionCookie(response.headers['set-cookie']) };
}

async function requireVerification(on: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie, origin: t.config.publicUrl },
    payload: { requireEmailVerification: on },
  });
  expect(response.statusCode).toBe(200);
}

describe('e-mail verification', () => {
  it('verifies the address through the link in the sign-up e-mail', async () => {
    const { account, cookie } = await signUp();
    expect((await me(t, cookie))?.emailVerified).toBe(false);

    const link = linkIn(t, account.email);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2F$/);
    const response = await t.app.inject({ method: 'GET', url: link, headers: { cookie } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');

    expect((await me(t, cookie))?.emailVerified).toBe(true);
  });

  it('signs in whoever opens the link on another device', async () => {
    const { account } = await signUp();
    const response = await t.app.inject({ method: 'GET', url: linkIn(t, account.email) });
    const user = await me(t, sessionCookie(response.headers['set-cookie']));
    expect(user).toMatchObject({ email: account.email, emailVerified: true });
  });

  it('refuses a forged link', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not.a.token',
    });
    expect(response.statusCode).toBe(401);
  });

  it('sends the e-mail again on request, a few times a minute', async () => {
    const { account, cookie } = await signUp();
    const sent = () => t.outbox.filter((m) => m.to === account.email).length;
    expect(sent()).toBe(1);
    const resend = () =>
      postAuth(
        t,
        '/send-verification-email',
        { email: account.email, callbackURL: '/' },
        { cookie },
      );
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    expect(sent()).toBe(4);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(sent()).toBe(4);
  });
});

describe('the admin setting "require e-mail verification before sign-in"', () => {
  it('is off by default: an unverified account signs in', async () => {
    const { account } = await signUp();
    const { response } = await signIn(t, account.email, account.password);
    expect(response.statusCode).toBe(200);
  });

  it('when on, refuses an unverified sign-in with "Email not confirmed" and no session', async () => {
    const { account } = await signUp();
    await requireVerification(true);
    try {
      const { response, cookie } = await signIn(t, account.email, account.password);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Email not confirmed',
      });
      expect(cookie).toBe('');
      const leaked = [response.headers['set-cookie']].flat().join('; ');
      const token = leaked.match(/sada\.session_token=([^;]+)/)?.[1];
      if (token) expect(await me(t, `sada.session_token=${token}`)).toBeNull();

      // A wrong password still says only that the credentials are wrong.
      const wrong = await signIn(t, account.email, 'Wrong-password-1');
      expect(wrong.response.statusCode).toBe(401);

      await t.app.inject({ method: 'GET', url: linkIn(t, account.email) });
      expect((await signIn(t, account.email, account.password)).response.statusCode).toBe(200);
    } finally {
      await requireVerification(false);
    }
  });

  it('when on, creates and mails a new account but does not sign it in', async () => {
    await requireVerification(true);
    try {
      const { account, response, cookie } = await signUp();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ token: null, user: { email: account.email } });
      expect(cookie).toBe('');
      expect(t.outbox.some((m) => m.to === account.email)).toBe(true);
    } finally {
      await requireVerification(false);
    }
  });

  it('when on, makes the session the verification link opens the account’s first visit', async () => {
    await requireVerification(true);
    try {
      const { account } = await signUp();
      const verified = await t.app.inject({ method: 'GET', url: linkIn(t, account.email) });
      const cookie = sessionCookie(verified.headers['set-cookie']);
      expect(await me(t, cookie)).toMatchObject({ email: account.email, firstVisit: true });
    } finally {
      await requireVerification(false);
    }
  });

  it('lets verified accounts sign in while on', async () => {
    const user = await createUser(t);
    await requireVerification(true);
    try {
      expect((await signIn(t, user.email, user.password)).response.statusCode).toBe(200);
    } finally {
      await requireVerification(false);
    }
  });
});
