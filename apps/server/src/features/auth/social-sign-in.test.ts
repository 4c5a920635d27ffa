// Sign-in with an OpenID Connect provider, end to end: a real provider on loopback, the whole
// redirect chain (Sada → provider → Sada's callback), PKCE, and the rules of decision 005.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accounts, profiles, users } from '../../db/schema';
import { writeAppSettings } from '../../platform/app-settings';
import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth } from '../../test/auth';
import { createUser, randomIp, sessionCookie } from '../../test/factories';
import {
  startOidcProvider,
  type TestOidcAccount,
  type TestOidcProvider,
} from '../../test/oidc-provider';

const PUBLIC_URL = 'http://localhost:3000';
const PROVIDER = 'sada-idp';

let idp: TestOidcProvider;
let t: TestApp;

async function appWithProvider(extra: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({
    OIDC_PROVIDERS: PROVIDER,
    OIDC_SADA_IDP_ISSUER: idp.issuer,
    OIDC_SADA_IDP_CLIENT_ID: idp.clientId,
    OIDC_SADA_IDP_CLIENT_SECRET: idp.clientSecret,
    OIDC_SADA_IDP_LABEL: 'Sada ID',
    ...extra,
  });
}

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUri: `${PUBLIC_URL}/api/auth/callback/${PROVIDER}` });
  t = await appWithProvider();
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

let counter = 0;
function person(overrides: Partial<TestOidcAccount> = {}): TestOidcAccount {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    sub: `subject-${tag}`,
    email: `oidc-${tag}@example.test`,
    emailVerified: true,
    name: 'Amina Rahman',
    ...overrides,
  };
}

/** Cookies as a browser keeps them for one site: name → value. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookie: string | string[] | undefined) {
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of list) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

interface Journey {
  /** Where Sada's callback sent the browser. */
  location: string;
  /** Sada's cookies after the callback. */
  cookie: string;
  authorizationUrl: URL;
}

/** Clicks 'Continue with …' and follows every redirect, as the browser would. */
async function signInWithProvider(account: TestOidcAccount, app: TestApp = t): Promise<Journey> {
  idp.signInAs(account);
  const ip = randomIp();
  const sada = new CookieJar();
  const start = await postAuth(
    app,
    '/sign-in/social',
    { provider: PROVIDER, callbackURL: '/', errorCallbackURL: '/auth' },
    { ip },
  );
  expect(start.statusCode).toBe(200);
  sada.take(start.headers['set-cookie']);
  const authorizationUrl = new URL(start.json<{ url: string }>().url);

  // At the provider: its own cookies, redirects until it sends the browser back to Sada.
  const providerJar = new CookieJar();
  let next = authorizationUrl.href;
  for (let hop = 0; hop < 10 && next.startsWith(idp.issuer); hop += 1) {
    const response = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: providerJar.header() },
    });
    providerJar.take(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider answered ${response.status} without a redirect`);
    next = new URL(location, next).href;
  }
  expect(next.startsWith(`${PUBLIC_URL}/api/auth/callback/${PROVIDER}?`)).toBe(true);

  const callback = new URL(next);
  const back = await app.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: sada.header() },
    remoteAddress: ip,
  });
  expect(back.statusCode).toBe(302);
  sada.take(back.headers['set-cookie']);
  return { location: String(back.headers.location), cookie: sada.header(), authorizationUrl };
}

describe('the providers the sign-in page offers', () => {
  it('lists the configured provider with its label, and none without configuration', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(listed.json()).toEqual({ providers: [{ id: PROVIDER, label: 'Sada ID' }] });

    const plain = await createTestApp();
    try {
      const none = await plain.app.inject({ method: 'GET', url: '/api/auth-providers' });
      expect(none.json()).toEqual({ providers: [] });
    } finally {
      await plain.close();
    }
  });
});

describe('signing in with an OpenID Connect provider', () => {
  it('makes a listener account with a verified address, through a PKCE redirect', async () => {
    const account = person();
    const journey = await signInWithProvider(account);

    const params = journey.authorizationUrl.searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));

    expect(journey.location).toBe('/');
    const user = await me(t, journey.cookie);
    expect(user).toMatchObject({
      email: account.email,
      emailVerified: true,
      role: 'listener',
      displayName: 'Amina Rahman',
      avatarUrl: null,
      twoFactorEnabled: false,
    });
    expect(user?.username).toMatch(/^amina_rahman(_\d{4})?$/);
  });

  it('signs the same person in again to the same account', async () => {
    const account = person();
    const first = await signInWithProvider(account);
    const again = await signInWithProvider(account);
    expect((await me(t, again.cookie))?.id).toBe((await me(t, first.cookie))?.id);
  });

  it('gives a second person of the same name a username of their own', async () => {
    const one = await me(t, (await signInWithProvider(person({ name: 'Yusuf Ali' }))).cookie);
    const two = await me(t, (await signInWithProvider(person({ name: 'Yusuf Ali' }))).cookie);
    expect(one?.username).not.toBe(two?.username);
    for (const name of [one?.username, two?.username]) expect(name).toMatch(/^[a-z0-9_]{3,30}$/);
  });

  it('makes a username when the name has no Latin letters', async () => {
    const journey = await signInWithProvider(person({ name: 'عائشة' }));
    const user = await me(t, journey.cookie);
    expect(user?.username).toMatch(/^listener_[0-9a-f]{6}$/);
    expect(user?.displayName).toBe('عائشة');
  });

  it('leaves the address unverified when the provider has not verified it', async () => {
    const account = person({ emailVerified: false });
    const journey = await signInWithProvider(account);
    expect(await me(t, journey.cookie)).toMatchObject({ emailVerified: false, role: 'listener' });
    // The usual verification e-mail goes out.
    expect(t.outbox.some((m) => m.to === account.email && /verify/i.test(m.text))).toBe(true);
  });

  it('refuses an unverified address while an admin requires verified ones', async () => {
    await writeAppSettings(t.database.db, { requireEmailVerification: true }, null);
    try {
      const journey = await signInWithProvider(person({ emailVerified: false }));
      expect(journey.location).toBe(`${PUBLIC_URL}/auth?error=email_not_verified`);
      expect(journey.cookie).not.toMatch(/session_token/);
      const verified = await signInWithProvider(person());
      expect(verified.location).toBe('/');
    } finally {
      await writeAppSettings(t.database.db, { requireEmailVerification: false }, null);
    }
  });

  it('never joins an existing account by e-mail unless linking is configured', async () => {
    const existing = await createUser(t);
    const journey = await signInWithProvider(person({ email: existing.email }));
    expect(journey.location).toBe('/auth?error=account_not_linked');
    expect(journey.cookie).not.toMatch(/session_token/);
    const linked = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, existing.id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('keeps the tokens it is given encrypted', async () => {
    const account = person();
    const journey = await signInWithProvider(account);
    const user = await me(t, journey.cookie);
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, String(user?.id)));
    expect(row?.providerId).toBe(PROVIDER);
    expect(row?.accountId).toBe(account.sub);
    expect(row?.accessToken).not.toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('asks for the second factor of an account that has one', async () => {
    const account = person();
    const first = await signInWithProvider(account);
    const userId = String((await me(t, first.cookie))?.id);
    await t.database.db
      .update(users)
      .set({ twoFactorEnabled: true, phoneNumber: '+966501234567', phoneNumberVerified: true })
      .where(eq(users.id, userId));

    const journey = await signInWithProvider(account);
    expect(journey.location).toBe(`${PUBLIC_URL}/auth?twoFactor=phone`);
    expect(journey.cookie).not.toMatch(/session_token/);
    expect(journey.cookie).toMatch(/sada\.two_factor=/);
    expect(await me(t, journey.cookie)).toBeNull();

    const sent = await postAuth(t, '/two-factor/send-otp', {}, { cookie: journey.cookie });
    expect(sent.statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(t.smsOutbox.at(-1)?.text ?? '')?.[1];
    const verified = await postAuth(
      t,
      '/two-factor/verify-otp',
      { code },
      { cookie: journey.cookie },
    );
    expect(verified.statusCode).toBe(200);
    expect((await me(t, sessionCookie(verified.headers['set-cookie'])))?.id).toBe(userId);
  });
});

describe('linking configured for the provider', () => {
  it('joins an existing account whose address is verified, keeping its role', async () => {
    const linking = await appWithProvider({ OIDC_SADA_IDP_LINK_ACCOUNTS: 'true' });
    try {
      const existing = await createUser(linking, { role: 'artist' });
      const journey = await signInWithProvider(person({ email: existing.email }), linking);
      expect(journey.location).toBe('/');
      expect(await me(linking, journey.cookie)).toMatchObject({ id: existing.id, role: 'artist' });

      // An unverified address is not enough.
      const unverified = await createUser(linking, { emailVerified: false });
      const refused = await signInWithProvider(person({ email: unverified.email }), linking);
      expect(refused.location).toBe('/auth?error=account_not_linked');
    } finally {
      await linking.close();
    }
  });
});

describe('what the sign-in request may carry', () => {
  it('refuses an ID token from the client, an unknown provider and another site', async () => {
    const idToken = await postAuth(t, '/sign-in/social', {
      provider: PROVIDER,
      idToken: { token: 'a.b.c' },
    });
    expect(idToken.statusCode).toBe(400);
    expect(idToken.json().field).toBe('idToken');

    const unknown = await postAuth(t, '/sign-in/social', { provider: 'elsewhere' });
    expect(unknown.statusCode).toBe(404);

    const offSite = await postAuth(t, '/sign-in/social', {
      provider: PROVIDER,
      callbackURL: 'https://evil.example/',
    });
    // better-auth's own origin check answers first.
    expect(offSite.statusCode).toBe(403);
  });

  it('gives a provider account the listener role whatever the request says', async () => {
    const withRole = await postAuth(t, '/sign-in/social', { provider: PROVIDER, role: 'admin' });
    expect(withRole.statusCode).toBe(400);
    const journey = await signInWithProvider(person());
    const user = await me(t, journey.cookie);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, String(user?.id)));
    expect(profile?.role).toBe('listener');
  });
});

describe("the admin's say over provider sign-ins", () => {
  it('makes no new account while registration is closed, yet lets existing ones in', async () => {
    const existing = person();
    await signInWithProvider(existing);
    await writeAppSettings(t.database.db, { registrationOpen: false }, null);
    try {
      const newcomer = person();
      const refused = await signInWithProvider(newcomer);
      expect(new URL(refused.location, PUBLIC_URL).searchParams.get('error')).toBe(
        'REGISTRATION_CLOSED',
      );
      expect(refused.cookie).not.toMatch(/session_token/);
      const made = await t.database.db.select().from(users).where(eq(users.email, newcomer.email));
      expect(made).toEqual([]);

      const again = await signInWithProvider(existing);
      expect(again.location).toBe('/');
      expect((await me(t, again.cookie))?.email).toBe(existing.email);
    } finally {
      await writeAppSettings(t.database.db, { registrationOpen: true }, null);
    }
  });

  it('gives a suspended account no session', async () => {
    const account = person();
    const first = await signInWithProvider(account);
    const user = await me(t, first.cookie);
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, String(user?.id)));
    const refused = await signInWithProvider(account);
    expect(new URL(refused.location, PUBLIC_URL).searchParams.get('error')).toBe(
      'ACCOUNT_SUSPENDED',
    );
    expect(refused.cookie).not.toMatch(/session_token/);
  });
});
