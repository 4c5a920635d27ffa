import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { twoFactors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth, signIn } from '../../test/auth';
import { createUser, sessionCookie, type TestUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The authenticator app: the code for the time step `offset` steps from now. */
async function codeFor(totpURI: string, offset = 0): Promise<string> {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const step = Math.floor(Date.now() / 30_000) + offset;
  return createOTP(base32.decode(secret)).hotp(step);
}

interface Enrolled {
  user: TestUser;
  cookie: string;
  totpURI: string;
  backupCodes: string[];
  /** The code that proved the app has the secret. */
  firstCode: string;
}

async function enrol(): Promise<Enrolled> {
  const user = await createUser(t);
  const enabled = await postAuth(
    t,
    '/two-factor/enable',
    { password: user.password },
    { cookie: user.cookie },
  );
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const firstCode = await codeFor(totpURI);
  const verified = await postAuth(
    t,
    '/two-factor/verify-totp',
    { code: firstCode },
    { cookie: user.cookie },
  );
  expect(verified.statusCode).toBe(200);
  const cookie = sessionCookie(verified.headers['set-cookie']);
  return { user, cookie, totpURI, backupCodes, firstCode };
}

/** Password step of a sign-in; returns the pending two-factor cookie. */
async function startSignIn(user: TestUser): Promise<string> {
  const { response } = await signIn(t, user.email, user.password);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ twoFactorRedirect: true });
  const cookie = sessionCookie(response.headers['set-cookie']);
  expect(cookie).toMatch(/sada\.two_factor=/);
  expect(cookie).not.toMatch(/session_token/);
  return cookie;
}

describe('enrolling an authenticator app', () => {
  it('needs the password', async () => {
    const user = await createUser(t);
    const missing = await postAuth(t, '/two-factor/enable', {}, { cookie: user.cookie });
    expect(missing.statusCode).toBe(400);
    const wrong = await postAuth(
      t,
      '/two-factor/enable',
      { password: 'Wrong-password-1' },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('returns the otpauth URI and ten backup codes, and stores neither in clear', async () => {
    const user = await createUser(t);
    const enabled = await postAuth(
      t,
      '/two-factor/enable',
      { password: user.password },
      { cookie: user.cookie },
    );
    const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Sada:/);
    expect(backupCodes).toHaveLength(10);

    const [row] = await t.database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const rawSecret = new TextDecoder().decode(base32.decode(secret));
    expect(row?.secret).not.toContain(rawSecret);
    expect(row?.secret).not.toContain(secret);
    for (const code of backupCodes) expect(row?.backupCodes).not.toContain(code);
    // Not on until a first code proves the app has the secret.
    expect((await me(t, user.cookie))?.twoFactorEnabled).toBe(false);
  });

  it('turns two-factor on with a first code and ends every other session', async () => {
    const user = await createUser(t);
    const elsewhere = await signIn(t, user.email, user.password);
    const enabled = await postAuth(
      t,
      '/two-factor/enable',
      { password: user.password },
      { cookie: user.cookie },
    );
    const { totpURI } = enabled.json<{ totpURI: string }>();
    const verified = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: await codeFor(totpURI) },
      { cookie: user.cookie },
    );
    expect(verified.statusCode).toBe(200);
    const current = sessionCookie(verified.headers['set-cookie']);
    expect(await me(t, current)).toMatchObject({ id: user.id, twoFactorEnabled: true });
    expect(await me(t, elsewhere.cookie)).toBeNull();
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code, then signs in with it', async () => {
    const { user, totpURI } = await enrol();
    const pending = await startSignIn(user);
    expect(await me(t, pending)).toBeNull();

    const response = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: await codeFor(totpURI, 1) },
      { cookie: pending },
    );
    expect(response.statusCode).toBe(200);
    expect((await me(t, sessionCookie(response.headers['set-cookie'])))?.id).toBe(user.id);
  });

  it('refuses a wrong code', async () => {
    const { user, totpURI } = await enrol();
    const pending = await startSignIn(user);
    const valid = await Promise.all([-1, 0, 1].map((offset) => codeFor(totpURI, offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c));
    const response = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: wrong },
      { cookie: pending },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CODE');
  });

  it('never accepts the same code twice', async () => {
    const { user, totpURI, firstCode } = await enrol();
    // The code that enrolled the app cannot sign in.
    const first = await startSignIn(user);
    const reused = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: firstCode },
      { cookie: first },
    );
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: 'This code has already been used. Please wait for the next code.',
    });

    const next = await codeFor(totpURI, 1);
    const accepted = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: next },
      { cookie: first },
    );
    expect(accepted.statusCode).toBe(200);

    // Seen over someone's shoulder and typed in at once: still refused.
    const second = await startSignIn(user);
    const replayed = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: next },
      { cookie: second },
    );
    expect(replayed.statusCode).toBe(401);
    expect(sessionCookie(replayed.headers['set-cookie'])).not.toMatch(/session_token/);
  });

  it('accepts a backup code once', async () => {
    const { user, backupCodes } = await enrol();
    const [code] = backupCodes;
    const first = await startSignIn(user);
    const used = await postAuth(t, '/two-factor/verify-backup-code', { code }, { cookie: first });
    expect(used.statusCode).toBe(200);
    const second = await startSignIn(user);
    const again = await postAuth(t, '/two-factor/verify-backup-code', { code }, { cookie: second });
    expect(again.statusCode).toBe(401);
  });
});

const trustOf = (cookies: string) =>
  cookies
    .split('; ')
    .filter((c) => c.startsWith('sada.trust_device='))
    .join('; ');

describe('trusted devices', () => {
  it('skip the code until the password changes', async () => {
    const { user, totpURI } = await enrol();
    const pending = await startSignIn(user);
    const trusted = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: await codeFor(totpURI, 1), trustDevice: true },
      { cookie: pending },
    );
    const session = sessionCookie(trusted.headers['set-cookie']);
    expect(trustOf(session)).not.toBe('');

    // Each trusted sign-in renews the trust cookie.
    const again = await signIn(t, user.email, user.password, { cookie: trustOf(session) });
    expect(again.response.json().twoFactorRedirect).toBeUndefined();
    const trustCookie = trustOf(again.cookie);
    expect(trustCookie).not.toBe('');

    const changed = await postAuth(
      t,
      '/change-password',
      { currentPassword: user.password, newPassword: 'Amber-Lantern-42' },
      { cookie: session },
    );
    expect(changed.statusCode).toBe(200);
    const after = await signIn(t, user.email, 'Amber-Lantern-42', { cookie: trustCookie });
    expect(after.response.json()).toMatchObject({ twoFactorRedirect: true });
  });
});

describe('turning two-factor off', () => {
  it('needs the password and ends every other session', async () => {
    const { user, cookie, totpURI } = await enrol();
    const pending = await startSignIn(user);
    const other = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code: await codeFor(totpURI, 1) },
      { cookie: pending },
    );
    const otherCookie = sessionCookie(other.headers['set-cookie']);
    expect(await me(t, otherCookie)).not.toBeNull();

    const refused = await postAuth(t, '/two-factor/disable', {}, { cookie });
    expect(refused.statusCode).toBe(400);

    const disabled = await postAuth(
      t,
      '/two-factor/disable',
      { password: user.password },
      { cookie },
    );
    expect(disabled.statusCode).toBe(200);
    const current = sessionCookie(disabled.headers['set-cookie']);
    expect(await me(t, current)).toMatchObject({ id: user.id, twoFactorEnabled: false });
    expect(await me(t, otherCookie)).toBeNull();

    const { response } = await signIn(t, user.email, user.password);
    expect(response.json().twoFactorRedirect).toBeUndefined();
  });
});
