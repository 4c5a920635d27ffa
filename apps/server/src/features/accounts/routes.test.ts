import { authMessages } from '@sada/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createUser, randomIp, type TestUser } from '../../test/factories';

let t: TestApp;
let existing: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  existing = await createUser(t);
});
afterAll(() => t.close());

function check(kind: 'email' | 'username', value: unknown, ip = randomIp()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${kind}-availability`,
    headers: { origin: t.config.publicUrl },
    remoteAddress: ip,
    payload: { [kind]: value },
  });
}

describe('POST /api/accounts/email-availability', () => {
  it('says a new address is available', async () => {
    const response = await check('email', 'someone-new@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, message: 'This email is available' });
  });

  it('says a registered address is taken, whatever its case', async () => {
    const response = await check('email', existing.email.toUpperCase());
    expect(response.json()).toEqual({ available: false, message: authMessages.emailTaken });
  });

  it.each([
    ['', authMessages.emailRequired],
    ['not-an-address', authMessages.emailInvalid],
    [undefined, authMessages.emailRequired],
  ])('refuses %j with the spec message', async (email, message) => {
    const response = await check('email', email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('POST /api/accounts/username-availability', () => {
  it('says a free username is available', async () => {
    const response = await check('username', 'brand_new_name');
    expect(response.json()).toEqual({ available: true, message: 'This username is available' });
  });

  it('says a username is taken, whatever its case', async () => {
    const response = await check('username', existing.username.toUpperCase());
    expect(response.json()).toEqual({
      available: false,
      message: 'This username is already taken',
    });
  });

  it.each([
    ['ab', authMessages.usernameTooShort],
    ['a'.repeat(31), authMessages.usernameTooLong],
    ['no spaces', authMessages.usernameCharacters],
  ])('refuses %j with the spec message', async (username, message) => {
    const response = await check('username', username);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', message });
  });
});

describe('availability limits', () => {
  it('allows twenty checks a minute from one client address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await check('username', `walker_${i}`, ip)).statusCode).toBe(200);
    }
    const refused = await check('username', 'walker_21', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: 'Too many attempts. Please wait a minute and try again.',
      },
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // The other route has its own count.
    expect((await check('email', 'walker@example.test', ip)).statusCode).toBe(200);
  });

  it('allows ten checks a minute of one value, from whatever address', async () => {
    const target = await createUser(t);
    for (let i = 0; i < 10; i += 1) {
      expect((await check('email', target.email)).statusCode).toBe(200);
    }
    const refused = await check('email', target.email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
  });
});
