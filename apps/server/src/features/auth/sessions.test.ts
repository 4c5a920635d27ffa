import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { linkIn, me, postAuth, signIn } from '../../test/auth';
import { createUser, sessionCookie } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('session cookies', () => {
  it('are httpOnly and SameSite=Lax, without Secure on plain http', async () => {
    const user = await createUser(t);
    const { response } = await signIn(t, user.email, user.password);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('are Secure when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://sada.example' });
    try {
      const response = await postAuth(secure, '/sign-up/email', {
        name: 'Secure User',
        username: 'secure_user',
        email: 'secure@example.test',
        password: 'Sada-demo-2026',
      });
      expect(response.statusCode).toBe(200);
      const cookie = [response.headers['set-cookie']]
        .flat()
        .find((c) => c?.includes('session_token'));
      expect(cookie).toMatch(/^__Secure-sada\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
    } finally {
      await secure.close();
    }
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const user = await createUser(t);
    expect((await me(t, user.cookie))?.id).toBe(user.id);
    const response = await postAuth(t, '/sign-out', {}, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(await me(t, user.cookie)).toBeNull();
  });
});

describe('session refresh', () => {
  it('extends a session in use once a day and sends the browser the new cookie', async () => {
    const user = await createUser(t);
    const soon = new Date(Date.now() + 20 * DAY);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.userId, user.id));

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(response.json().user.id).toBe(user.id);
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/sada\.session_token=/);
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('leaves a fresh session alone', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('changing the password', () => {
  it('ends every other session, even when the client asks to keep them', async () => {
    const user = await createUser(t);
    const other = await signIn(t, user.email, user.password);
    const response = await postAuth(
      t,
      '/change-password',
      {
        currentPassword: user.password,
        newPassword: 'Fresh-Tamarind-77',
        revokeOtherSessions: false,
      },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(await me(t, other.cookie)).toBeNull();
    expect(await me(t, user.cookie)).toBeNull();
    expect((await me(t, sessionCookie(response.headers['set-cookie'])))?.id).toBe(user.id);
    expect((await signIn(t, user.email, 'Fresh-Tamarind-77')).response.statusCode).toBe(200);
  });

  it('refuses a weak or rule-breaking new password', async () => {
    const user = await createUser(t);
    const weak = await postAuth(
      t,
      '/change-password',
      { currentPassword: user.password, newPassword: 'Qwerty123' },
      { cookie: user.cookie },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', field: 'newPassword' });
    const lower = await postAuth(
      t,
      '/change-password',
      { currentPassword: user.password, newPassword: 'all-lower-case-words' },
      { cookie: user.cookie },
    );
    expect(lower.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'newPassword' });
    expect(await me(t, user.cookie)).not.toBeNull();
  });
});

describe('resetting a forgotten password', () => {
  it('applies the strength rule and ends every session', async () => {
    const user = await createUser(t);
    const request = await postAuth(t, '/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const link = linkIn(t, user.email);
    const token = link.match(/reset-password\/([^?]+)/)?.[1];
    expect(token).toBeTruthy();

    const weak = await postAuth(t, '/reset-password', { token, newPassword: 'Password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Password is too weak. Please choose a stronger password.');

    const reset = await postAuth(t, '/reset-password', {
      token,
      newPassword: 'Quiet-Olive-Grove-9',
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(t, user.cookie)).toBeNull();
    expect((await signIn(t, user.email, 'Quiet-Olive-Grove-9')).response.statusCode).toBe(200);
  });
});
