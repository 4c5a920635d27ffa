// What GET /api/me tells the web app about the signed-in account beyond who it is: whether this
// is the account's first visit (a first-time greeting instead of 'Welcome back') and the language
// the holder prefers (the web app's language on sign-in).
import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth, signIn } from '../../test/auth';
import { createUser, randomIp, sessionCookie } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('a first visit', () => {
  it('is the session a new account starts with', async () => {
    const user = await createUser(t);
    expect(await me(t, user.cookie)).toMatchObject({ id: user.id, firstVisit: true });
  });

  it('is over once the holder comes back in a later session', async () => {
    const user = await createUser(t);
    const later = await signIn(t, user.email, user.password);
    expect(await me(t, later.cookie)).toMatchObject({ firstVisit: false });
  });

  it('is over after signing out and in again', async () => {
    const user = await createUser(t);
    await postAuth(t, '/sign-out', {}, { cookie: user.cookie });
    const again = await signIn(t, user.email, user.password);
    expect(await me(t, again.cookie)).toMatchObject({ firstVisit: false });
  });

  it('is never an account that has been around for days', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(users.id, user.id));
    expect(await me(t, user.cookie)).toMatchObject({ firstVisit: false });
  });
});

describe('an account made without signing up (the seed, or before first visits were kept)', () => {
  it('is never on a first visit', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(profiles)
      .set({ firstSessionId: null })
      .where(eq(profiles.id, user.id));
    await postAuth(t, '/sign-out', {}, { cookie: user.cookie });
    const { cookie } = await signIn(t, user.email, user.password);
    expect(await me(t, cookie)).toMatchObject({ firstVisit: false });
  });
});

describe('the preferred language', () => {
  it('is English until the holder chooses, then what they chose', async () => {
    const user = await createUser(t);
    expect(await me(t, user.cookie)).toMatchObject({ preferredLanguage: 'english' });
    await t.database.db
      .update(profiles)
      .set({ preferredLanguage: 'arabic' })
      .where(eq(profiles.id, user.id));
    expect(await me(t, user.cookie)).toMatchObject({ preferredLanguage: 'arabic' });
  });
});

describe('the preferred language of a new account', () => {
  async function signUpIn(acceptLanguage: string | undefined) {
    const tag = randomBytes(4).toString('hex');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: {
        origin: t.config.publicUrl,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      remoteAddress: randomIp(),
      payload: {
        name: `Huda ${tag}`,
        username: `huda_${tag}`,
        email: `huda-${tag}@example.test`,
        password: 'Sada-demo-2026',
        role: 'listener',
      },
    });
    expect(response.statusCode).toBe(200);
    return me(t, sessionCookie(response.headers['set-cookie']));
  }

  it.each([
    ['ar-SA,ar;q=0.9', 'arabic'],
    ['fr-FR', 'french'],
    ['en-GB', 'english'],
    ['de-DE', 'english'],
    [undefined, 'english'],
  ])('is the language the sign-up was made in (%s → %s)', async (header, expected) => {
    expect(await signUpIn(header)).toMatchObject({ preferredLanguage: expected });
  });
});
