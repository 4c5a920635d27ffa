import { randomBytes } from 'node:crypto';

import { authMessages } from '@sada/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth } from '../../test/auth';
import { createUser, randomIp, sessionCookie } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function newAccount(overrides: Record<string, unknown> = {}) {
  const tag = randomBytes(4).toString('hex');
  return {
    name: `Amina ${tag}`,
    username: `amina_${tag}`,
    email: `amina-${tag}@example.test`,
    password: 'Sada-demo-2026',
    role: 'listener',
    ...overrides,
  };
}

async function userByEmail(email: string) {
  const [row] = await t.database.db
    .select({ id: users.id, username: users.username, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

describe('sign-up', () => {
  it('creates the account with the chosen role, signs it in and mails a verification link', async () => {
    const account = newAccount({
      username: 'Yusuf_Art_' + randomBytes(2).toString('hex'),
      email: `Yusuf-${randomBytes(3).toString('hex')}@Example.test`,
      role: 'artist',
    });
    const response = await postAuth(t, '/sign-up/email', { ...account, callbackURL: '/' });
    expect(response.statusCode).toBe(200);

    const stored = await userByEmail(account.email);
    expect(stored?.username).toBe(account.username.toLowerCase());
    const [profile] = await t.database.db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, stored?.id ?? ''));
    expect(profile?.role).toBe('artist');

    const user = await me(t, sessionCookie(response.headers['set-cookie']));
    expect(user).toMatchObject({
      email: account.email.toLowerCase(),
      role: 'artist',
      emailVerified: false,
      labelVerified: false,
      displayName: account.name,
    });
    expect(t.outbox.at(-1)).toMatchObject({ to: account.email.toLowerCase() });
    expect(t.outbox.at(-1)?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('makes a listener when no role is given', async () => {
    const { role: _role, ...account } = newAccount();
    const response = await postAuth(t, '/sign-up/email', account);
    expect(response.statusCode).toBe(200);
    expect((await me(t, sessionCookie(response.headers['set-cookie'])))?.role).toBe('listener');
  });

  it.each([
    ['name', { name: 'A' }, authMessages.displayNameTooShort],
    ['name', { name: 'x'.repeat(51) }, authMessages.displayNameTooLong],
    ['username', { username: 'ab' }, authMessages.usernameTooShort],
    ['username', { username: 'a'.repeat(31) }, authMessages.usernameTooLong],
    ['username', { username: 'bad-name' }, authMessages.usernameCharacters],
    ['email', { email: '' }, authMessages.emailRequired],
    ['email', { email: 'not-an-address' }, authMessages.emailInvalid],
    ['password', { password: '' }, authMessages.passwordRequired],
    ['password', { password: 'Ab1' }, authMessages.passwordTooShort],
    ['password', { password: 'all-lower-case-words' }, authMessages.passwordCase],
  ])('refuses a bad %s with the spec message (%j)', async (field, change, message) => {
    const account = newAccount(change);
    const response = await postAuth(t, '/sign-up/email', account);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, field });
    expect(response.json().fields[field]).toBe(message);
    expect(await userByEmail(String(account.email))).toBeNull();
  });

  it.each([['admin'], ['superuser'], [5], [null]])(
    'refuses role %j and creates nothing',
    async (role) => {
      const account = newAccount({ role });
      const response = await postAuth(t, '/sign-up/email', account);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'role', message: authMessages.roleInvalid });
      expect(await userByEmail(account.email)).toBeNull();
    },
  );

  it.each([
    ['emailVerified', { emailVerified: true }],
    ['id', { id: '00000000-0000-4000-8000-000000000000' }],
    ['image', { image: 'javascript:alert(1)' }],
    ['twoFactorEnabled', { twoFactorEnabled: true }],
    ['createdAt', { createdAt: '2001-01-01T00:00:00Z' }],
  ])('refuses a sign-up that tries to set %s', async (field, extra) => {
    const account = newAccount(extra);
    const response = await postAuth(t, '/sign-up/email', account);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await userByEmail(account.email)).toBeNull();
  });

  it('refuses an e-mail address that is registered, whatever its case', async () => {
    const existing = await createUser(t);
    const response = await postAuth(
      t,
      '/sign-up/email',
      newAccount({ email: existing.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', field: 'email' });
    expect(response.json().message).toContain('already registered');
  });

  it('refuses a username that exists, whatever its case', async () => {
    const existing = await createUser(t);
    const response = await postAuth(
      t,
      '/sign-up/email',
      newAccount({ username: existing.username.toUpperCase() }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'USERNAME_ALREADY_EXISTS', field: 'username' });
    expect(response.json().message.toLowerCase()).toContain('username');
    expect(response.json().message).toContain('already exists');
  });

  it('keeps usernames and e-mail addresses lowercase in the database itself', async () => {
    const existing = await createUser(t);
    await expect(
      t.database.db.update(users).set({ username: 'MixedCase' }).where(eq(users.id, existing.id)),
    ).rejects.toThrow();
  });

  it.each(['Password1', 'Qwerty123', 'Abcdef', 'Bismillah1'])(
    'refuses the common password %s as too weak',
    async (password) => {
      const account = newAccount({ password });
      const response = await postAuth(t, '/sign-up/email', account);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PASSWORD_TOO_WEAK',
        field: 'password',
        message: authMessages.passwordWeak,
      });
      expect(await userByEmail(account.email)).toBeNull();
    },
  );

  it('refuses a password made of the account’s own name', async () => {
    const account = newAccount({ username: 'harun_rashid', password: 'Harun_rashid' });
    const response = await postAuth(t, '/sign-up/email', account);
    expect(response.json().code).toBe('PASSWORD_TOO_WEAK');
  });

  it.each(['//evil.example/phish', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses a verification link that leads to %s',
    async (callbackURL) => {
      const account = newAccount({ callbackURL });
      const response = await postAuth(t, '/sign-up/email', account);
      expect([400, 403]).toContain(response.statusCode);
      expect(await userByEmail(account.email)).toBeNull();
    },
  );

  it('takes the verification link back to a path of this site only', async () => {
    const response = await postAuth(
      t,
      '/sign-up/email',
      newAccount({ callbackURL: `${t.config.publicUrl}/home` }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('callbackURL');
  });
});

describe('sign-up limits', () => {
  it('allows a few sign-ups per e-mail address a minute, from any address', async () => {
    const account = newAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await postAuth(t, '/sign-up/email', account)).statusCode);
    }
    expect(statuses).toEqual([200, 422, 422, 422, 422, 429]);
  });

  it('allows ten sign-up attempts a minute from one client address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const response = await postAuth(t, '/sign-up/email', newAccount({ name: '' }), { ip });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const last = await postAuth(t, '/sign-up/email', newAccount(), { ip });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
