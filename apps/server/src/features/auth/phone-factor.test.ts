// The phone factor (000 §3 factor_type phone): a verified number, then sign-in codes by text
// message, with the limits of decision 005.
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { and, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth, signIn } from '../../test/auth';
import { createUser, randomIp, sessionCookie, type TestUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let numbers = 0;
/** A number of its own per test (the per-number limit counts across tests). */
function newNumber(): string {
  numbers += 1;
  return `+9665${String(Date.now() % 10_000_000).padStart(7, '0')}${numbers % 10}`;
}

/** The code in the newest text message to `to`. */
function codeSentTo(to: string): string {
  const message = [...t.smsOutbox].reverse().find((m) => m.to === to);
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function addPhone(user: TestUser, cookie = user.cookie): Promise<string> {
  const phoneNumber = newNumber();
  const sent = await postAuth(t, '/phone-number/send-otp', { phoneNumber }, { cookie });
  expect(sent.statusCode).toBe(200);
  const verified = await postAuth(
    t,
    '/phone-number/verify',
    { phoneNumber, code: codeSentTo(phoneNumber) },
    { cookie },
  );
  expect(verified.statusCode).toBe(200);
  return phoneNumber;
}

interface PhoneUser {
  user: TestUser;
  cookie: string;
  phoneNumber: string;
}

async function withPhoneFactor(): Promise<PhoneUser> {
  const user = await createUser(t);
  const phoneNumber = await addPhone(user);
  const enabled = await postAuth(
    t,
    '/two-factor/enable',
    { password: user.password, method: 'otp' },
    { cookie: user.cookie },
  );
  expect(enabled.statusCode).toBe(200);
  return { user, cookie: sessionCookie(enabled.headers['set-cookie']), phoneNumber };
}

/** The password step; returns the pending two-factor cookie. */
async function passwordStep(user: TestUser): Promise<string> {
  const { response } = await signIn(t, user.email, user.password);
  expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['otp'] });
  return sessionCookie(response.headers['set-cookie']);
}

async function sendSignInCode(pending: string, phoneNumber: string): Promise<string> {
  const sent = await postAuth(t, '/two-factor/send-otp', {}, { cookie: pending });
  expect(sent.statusCode).toBe(200);
  return codeSentTo(phoneNumber);
}

const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

describe('adding a phone number', () => {
  it('texts a code to the number and keeps it once the code comes back', async () => {
    const user = await createUser(t);
    const sent = await postAuth(
      t,
      '/phone-number/send-otp',
      { phoneNumber: '+966 50 (123) 45-67' },
      { cookie: user.cookie },
    );
    expect(sent.statusCode).toBe(200);
    const message = t.smsOutbox.at(-1);
    expect(message?.to).toBe('+966501234567');
    expect(message?.text).toMatch(/expires in 5 minutes/);
    expect((await me(t, user.cookie))?.phoneNumber).toBeNull();

    const wrong = await postAuth(
      t,
      '/phone-number/verify',
      { phoneNumber: '+966501234567', code: wrongCode(codeSentTo('+966501234567')) },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    const verified = await postAuth(
      t,
      '/phone-number/verify',
      { phoneNumber: '+966501234567', code: codeSentTo('+966501234567') },
      { cookie: user.cookie },
    );
    expect(verified.statusCode).toBe(200);
    expect(await me(t, user.cookie)).toMatchObject({
      phoneNumber: '+966501234567',
      twoFactorMethod: null,
    });
  });

  it('refuses a number that is not in international format', async () => {
    const user = await createUser(t);
    for (const phoneNumber of ['0501234567', '+0501234567', '+9665012345678901', 'call me']) {
      const response = await postAuth(
        t,
        '/phone-number/send-otp',
        { phoneNumber },
        { cookie: user.cookie },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe('phoneNumber');
    }
  });

  it('is only for a signed-in person, and never signs anyone in', async () => {
    const owner = await createUser(t);
    const phoneNumber = await addPhone(owner);
    const anonymous = await postAuth(t, '/phone-number/send-otp', { phoneNumber });
    expect(anonymous.statusCode).toBe(401);
    // better-auth's verify would sign in whoever owns the number; here it needs a session.
    const verify = await postAuth(t, '/phone-number/verify', { phoneNumber, code: '123456' });
    expect(verify.statusCode).toBe(401);
    expect(sessionCookie(verify.headers['set-cookie'])).not.toMatch(/session_token/);
    const signInByPhone = await postAuth(t, '/sign-in/phone-number', {
      phoneNumber,
      password: owner.password,
    });
    expect(signInByPhone.statusCode).toBe(404);
  });

  it('sends at most 3 codes a minute per account', async () => {
    const user = await createUser(t);
    const phoneNumber = newNumber();
    for (let i = 0; i < 3; i += 1) {
      const ok = await postAuth(
        t,
        '/phone-number/send-otp',
        { phoneNumber },
        { cookie: user.cookie },
      );
      expect(ok.statusCode).toBe(200);
    }
    const limited = await postAuth(
      t,
      '/phone-number/send-otp',
      { phoneNumber: newNumber() },
      { cookie: user.cookie },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('turning the phone factor on', () => {
  it('needs a verified number', async () => {
    const user = await createUser(t);
    const refused = await postAuth(
      t,
      '/two-factor/enable',
      { password: user.password, method: 'otp' },
      { cookie: user.cookie },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PHONE_NUMBER_NOT_VERIFIED');
    expect((await me(t, user.cookie))?.twoFactorEnabled).toBe(false);
  });

  it('needs the password, and ends every other session', async () => {
    const user = await createUser(t);
    await addPhone(user);
    const elsewhere = await signIn(t, user.email, user.password);
    const wrong = await postAuth(
      t,
      '/two-factor/enable',
      { password: 'Wrong-password-1', method: 'otp' },
      { cookie: user.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    const enabled = await postAuth(
      t,
      '/two-factor/enable',
      { password: user.password, method: 'otp' },
      { cookie: user.cookie },
    );
    expect(enabled.statusCode).toBe(200);
    const current = sessionCookie(enabled.headers['set-cookie']);
    expect(await me(t, current)).toMatchObject({
      twoFactorEnabled: true,
      twoFactorMethod: 'phone',
    });
    expect(await me(t, elsewhere.cookie)).toBeNull();
  });

  it('keeps one factor at a time, and the number while it is the factor', async () => {
    const { user, cookie } = await withPhoneFactor();
    const totp = await postAuth(t, '/two-factor/enable', { password: user.password }, { cookie });
    expect(totp.statusCode).toBe(400);
    expect(totp.json().code).toBe('OTHER_FACTOR_ON');
    const change = await postAuth(
      t,
      '/phone-number/send-otp',
      { phoneNumber: newNumber() },
      { cookie },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('PHONE_FACTOR_ON');
    // And codes by text message are only for signing in.
    const asSession = await postAuth(t, '/two-factor/send-otp', {}, { cookie });
    expect(asSession.statusCode).toBe(400);
  });
});

describe('signing in with a code by text message', () => {
  it('asks for the code, accepts it once, and refuses a wrong one', async () => {
    const { user, phoneNumber } = await withPhoneFactor();
    const pending = await passwordStep(user);
    expect(await me(t, pending)).toBeNull();
    const code = await sendSignInCode(pending, phoneNumber);
    expect(t.smsOutbox.at(-1)?.text).toMatch(/sign-in code/);

    const wrong = await postAuth(
      t,
      '/two-factor/verify-otp',
      { code: wrongCode(code) },
      { cookie: pending },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');

    const right = await postAuth(t, '/two-factor/verify-otp', { code }, { cookie: pending });
    expect(right.statusCode).toBe(200);
    expect((await me(t, sessionCookie(right.headers['set-cookie'])))?.id).toBe(user.id);

    // The same code on a new sign-in: it was used.
    const second = await passwordStep(user);
    const replayed = await postAuth(t, '/two-factor/verify-otp', { code }, { cookie: second });
    expect(replayed.statusCode).not.toBe(200);
    expect(sessionCookie(replayed.headers['set-cookie'])).not.toMatch(/session_token/);
  });

  it('refuses a code after 5 minutes', async () => {
    const { user, phoneNumber } = await withPhoneFactor();
    const pending = await passwordStep(user);
    const code = await sendSignInCode(pending, phoneNumber);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, '2fa-otp-%'));
    const late = await postAuth(t, '/two-factor/verify-otp', { code }, { cookie: pending });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('OTP_HAS_EXPIRED');
  });

  it('sends at most 3 codes a minute, and locks after 10 wrong codes', async () => {
    const { user, phoneNumber } = await withPhoneFactor();
    const pending = await passwordStep(user);
    for (let i = 0; i < 3; i += 1) await sendSignInCode(pending, phoneNumber);
    const tooMany = await postAuth(t, '/two-factor/send-otp', {}, { cookie: pending });
    expect(tooMany.statusCode).toBe(429);

    const code = codeSentTo(phoneNumber);
    // 5 tries per code, then a new code is needed; 10 wrong codes in all lock the account.
    const answers: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const challenge = i % 5 === 0 && i > 0 ? await passwordStep(user) : pending;
      const response = await postAuth(
        t,
        '/two-factor/verify-otp',
        { code: wrongCode(code) },
        { cookie: challenge, ip: randomIp() },
      );
      answers.push(response.statusCode);
    }
    expect(answers.every((status) => status === 401 || status === 400)).toBe(true);
    const locked = await postAuth(t, '/two-factor/verify-otp', { code }, { cookie: pending });
    expect(locked.statusCode).toBe(429);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(and(like(verifications.identifier, `sada-code-failures:sign-in:${user.id}`)));
    expect(Number(row?.value)).toBeGreaterThanOrEqual(10);
  });

  it('sends no text message for an account whose factor is the app', async () => {
    const user = await createUser(t);
    await addPhone(user);
    const enabled = await postAuth(
      t,
      '/two-factor/enable',
      { password: user.password },
      { cookie: user.cookie },
    );
    const secret = new URL(enabled.json<{ totpURI: string }>().totpURI).searchParams.get('secret');
    const code = await createOTP(base32.decode(secret ?? '')).hotp(Math.floor(Date.now() / 30_000));
    const confirmed = await postAuth(
      t,
      '/two-factor/verify-totp',
      { code },
      { cookie: user.cookie },
    );
    expect(confirmed.statusCode).toBe(200);

    const { response } = await signIn(t, user.email, user.password);
    expect(response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = sessionCookie(response.headers['set-cookie']);
    const before = t.smsOutbox.length;
    const refused = await postAuth(t, '/two-factor/send-otp', {}, { cookie: pending });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('SMS_NOT_ENABLED');
    expect(t.smsOutbox).toHaveLength(before);
  });
});

describe('turning the phone factor off', () => {
  it('needs the password, ends other sessions, and frees the number', async () => {
    const { user, cookie, phoneNumber } = await withPhoneFactor();
    const pending = await passwordStep(user);
    const code = await sendSignInCode(pending, phoneNumber);
    const other = await postAuth(t, '/two-factor/verify-otp', { code }, { cookie: pending });
    const otherCookie = sessionCookie(other.headers['set-cookie']);

    const disabled = await postAuth(
      t,
      '/two-factor/disable',
      { password: user.password },
      { cookie },
    );
    expect(disabled.statusCode).toBe(200);
    const current = sessionCookie(disabled.headers['set-cookie']);
    expect(await me(t, current)).toMatchObject({ twoFactorMethod: null, phoneNumber });
    expect(await me(t, otherCookie)).toBeNull();
    const { response } = await signIn(t, user.email, user.password);
    expect(response.json().twoFactorRedirect).toBeUndefined();
  });
});
