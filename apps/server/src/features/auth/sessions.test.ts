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

/** The raw value of a session cookie: the token the server keeps, before its signature. */
function rawToken(cookie: string): string {
  const value = decodeURIComponent(cookie.split('=').slice(1).join('='));
  return value.slice(0, value.lastIndexOf('.'));
}

const getAuth = (path: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth${path}`, headers: { cookie } });

describe('listing and revoking sessions', () => {
  it('lists the sessions by id, never with their tokens', async () => {
    const user = await createUser(t);
    const other = await signIn(t, user.email, user.password);
    const response = await getAuth('/list-sessions', user.cookie);
    expect(response.statusCode).toBe(200);
    const listed = response.json<Record<string, unknown>[]>();
    expect(listed).toHaveLength(2);
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(session).not.toHaveProperty('token');
    }
    expect(response.body).not.toContain(rawToken(user.cookie));
    expect(response.body).not.toContain(rawToken(other.cookie));
  });

  it('gives the browser no session token in any answer', async () => {
    const user = await createUser(t);
    const { response: signedIn, cookie } = await signIn(t, user.email, user.password);
    expect(signedIn.body).not.toContain(rawToken(cookie));
    const session = await getAuth('/get-session', cookie);
    expect(session.json().session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session.body).not.toContain(rawToken(cookie));
    const changed = await postAuth(
      t,
      '/change-password',
      { currentPassword: user.password, newPassword: 'Amber-Lantern-Quiet-5' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body).not.toContain(rawToken(sessionCookie(changed.headers['set-cookie'])));
  });

  it('revokes another of the account’s sessions by its id', async () => {
    const user = await createUser(t);
    const other = await signIn(t, user.email, user.password);
    const listed = (await getAuth('/list-sessions', user.cookie)).json<{ id: string }[]>();
    const [otherRow] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token, rawToken(other.cookie)));
    expect(listed.map((s) => s.id)).toContain(otherRow?.id);

    const revoked = await postAuth(
      t,
      '/revoke-session',
      { id: otherRow?.id },
      { cookie: user.cookie },
    );
    expect(revoked.statusCode).toBe(200);
    expect(await me(t, other.cookie)).toBeNull();
    expect((await me(t, user.cookie))?.id).toBe(user.id);
  });

  it('leaves another account’s session alone and says it found none', async () => {
    const owner = await createUser(t);
    const stranger = await createUser(t);
    const [ownerRow] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, owner.id));
    const response = await postAuth(
      t,
      '/revoke-session',
      { id: ownerRow?.id },
      { cookie: stranger.cookie },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    expect((await me(t, owner.cookie))?.id).toBe(owner.id);
  });

  it.each([[{}], [{ id: 'not-a-uuid' }], [{ token: 'anything' }]])(
    'refuses the body %j with a clear message',
    async (body) => {
      const user = await createUser(t);
      const response = await postAuth(t, '/revoke-session', body, { cookie: user.cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((await me(t, user.cookie))?.id).toBe(user.id);
    },
  );
});
