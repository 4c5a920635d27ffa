// Cross-origin writes, sessions after sign-out and limits behind forged X-Forwarded-For headers.
// - Every mutation route, called with a signed-in admin's cookie from another site (by Origin or
//   by Sec-Fetch-Site), answers 403 and changes nothing.
// - After sign-out the session cookie signs nobody in, and neither does a bearer JWT issued for
//   that session (it names its session, which must still be open).
// - Per-address limits count the address the server trusts: a client that forges
//   X-Forwarded-For gets nowhere, with TRUST_PROXY off (the header is ignored) and on (only the
//   hop the proxy appends counts).
import { createHash } from 'node:crypto';

import { WEB_DEV_PORT, WEB_PREVIEW_PORT } from '@sada/contracts/dev-servers';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  appSettings,
  artists,
  follows,
  likes,
  notifications,
  playlists,
  playlistTracks,
  profiles,
  sessions,
  tracks,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { postAuth, signIn } from '../test/auth';
import { createUser, randomIp } from '../test/factories';
import { bodyRoutes, createWorld, type World } from './fixtures';
import { report } from './report';

const evil = 'https://evil.example';
// Same site as http://localhost:3000 (the tests' PUBLIC_URL), another origin.
const siblingPort = 'http://localhost:3001';
const siblingHost = 'http://evil.localhost:3000';
const noSuchId = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

const watched = {
  users,
  profiles,
  artists,
  tracks,
  playlists,
  playlistTracks,
  likes,
  follows,
  notifications,
  appSettings,
  sessions,
};

/** A digest of every row of the tables a write could change. */
async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const [name, table] of Object.entries(watched)) {
    const rows = (await t.database.db.select().from(table)) as Record<string, unknown>[];
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    hash.update(`${name}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

/** The concrete URL of a registered route, with real ids where the world has them. */
function urlOf(path: string): string {
  const ids: Record<string, string> = {
    playlistId: w.playlistId,
    entryId: w.entryId,
    trackId: w.trackId,
    userId: w.subject.id,
    artistId: w.artistId,
  };
  return path
    .replace(/:(\w+)/g, (_, name: string) => ids[name] ?? noSuchId)
    .replace('*', 'track-covers/x.jpg');
}

function bodyOf(method: string, path: string): Record<string, unknown> | undefined {
  const openApiPath = path.replace(/:(\w+)/g, '{$1}');
  const entry = bodyRoutes.find((r) => r.route === `${method} ${openApiPath}`);
  return entry ? entry.body(w) : undefined;
}

const figures: string[] = [];

/**
 * Other spellings of `url` that a router could take for the same route: the first letter of each
 * segment percent-encoded (lower- and upper-case hex), and the path in other letter cases.
 */
function pathSpellings(url: string): string[] {
  const encode = (upper: boolean) =>
    url.replace(/\/([a-z])/g, (_, letter: string) => {
      const hex = letter.charCodeAt(0).toString(16);
      return `/%${upper ? hex.toUpperCase() : hex}`;
    });
  return [
    url.replace('/api/', '/%61pi/'),
    encode(false),
    encode(true),
    url.replace('/api/', '/API/'),
    url.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`),
  ];
}

describe('cross-origin writes', () => {
  const mutations = () =>
    t.app.apiRoutes
      .filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method))
      .filter((r) => !r.url.startsWith('/api/auth/'));
  // A sample of better-auth's own writes: it checks the origin of its routes itself.
  const authWrites = ['/api/auth/sign-out', '/api/auth/update-user', '/api/auth/change-password'];

  it.each([
    ['Origin: https://evil.example', { origin: evil }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['both', { origin: evil, 'sec-fetch-site': 'cross-site' }],
    ['a sibling port (same-site)', { origin: siblingPort, 'sec-fetch-site': 'same-site' }],
    ['a sibling subdomain (same-site)', { origin: siblingHost, 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
  ])('refuses every mutation route with %s, changing nothing', async (label, headers) => {
    const routes = mutations();
    expect(routes.length).toBeGreaterThan(30);
    const before = await fingerprint();
    const answers: string[] = [];
    for (const route of routes) {
      const body = bodyOf(route.method, route.url);
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: urlOf(route.url),
        remoteAddress: randomIp(),
        headers: { cookie: w.admin.cookie, ...headers },
        ...(body ? { payload: body } : {}),
      });
      if (response.statusCode !== 403)
        answers.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    const authAnswers: number[] = [];
    for (const path of authWrites) {
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: randomIp(),
        headers: { cookie: w.listener.cookie, ...headers },
        payload: {
          name: 'Cross Site',
          currentPassword: w.listener.password,
          newPassword: 'Cross-Site-1234',
        },
      });
      // better-auth checks the origin of its own routes.
      authAnswers.push(response.statusCode);
      expect(response.statusCode, path).toBe(403);
    }
    expect(answers).toEqual([]);
    expect(await fingerprint()).toBe(before);
    figures.push(
      `cross-origin (${label}): ${routes.length} mutation routes → 403, 0 rows changed; ` +
        `better-auth ${authWrites.length} routes → ${authAnswers.join(', ')}`,
    );
  });

  it.each([
    ['Origin: https://evil.example', { origin: evil }],
    ['a sibling port (same-site)', { origin: siblingPort, 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])(
    'refuses every mutation route under every spelling of its path with %s',
    async (label, headers) => {
      const routes = [
        ...mutations().map((r) => ({ method: r.method, path: r.url, url: urlOf(r.url) })),
        ...authWrites.map((path) => ({ method: 'POST', path, url: path })),
      ];
      const before = await fingerprint();
      const answers: string[] = [];
      let requests = 0;
      for (const route of routes) {
        const body = bodyOf(route.method, route.path) ?? {
          name: 'Cross Site',
          currentPassword: w.listener.password,
          newPassword: 'Cross-Site-1234',
        };
        for (const url of pathSpellings(route.url)) {
          requests += 1;
          const response = await t.app.inject({
            method: route.method as 'POST',
            url,
            remoteAddress: randomIp(),
            headers: { cookie: w.admin.cookie, ...headers },
            payload: body,
          });
          if (response.statusCode !== 403)
            answers.push(`${route.method} ${url}: ${response.statusCode}`);
        }
      }
      expect(answers).toEqual([]);
      expect(await fingerprint()).toBe(before);
      figures.push(
        `cross-origin (${label}), re-spelled paths: ${requests} requests over ${routes.length} ` +
          'mutation routes (percent-encoded letters, mixed case) → 403, 0 rows changed',
      );
    },
  );

  it('decides by the route, not its spelling: a re-spelled path from the app itself works', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/%61pi/me/%70rofile',
      headers: { cookie: w.listener.cookie, origin: t.config.publicUrl },
      payload: { displayName: 'Spelled Differently' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('lets the same request through from the app’s own origin', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: {
        cookie: w.listener.cookie,
        origin: t.config.publicUrl,
        'sec-fetch-site': 'same-origin',
      },
      payload: { displayName: 'Same Origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'outside production, signs in from a page at %s (the port’s loopback spellings)',
    async (origin) => {
      const user = await createUser(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: randomIp(),
        headers: { origin, 'sec-fetch-site': 'same-origin' },
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it.each([
    `http://localhost:${WEB_DEV_PORT}`,
    `http://127.0.0.1:${WEB_DEV_PORT}`,
    `http://[::1]:${WEB_PREVIEW_PORT}`,
  ])(
    'outside production, signs in and makes changes from a page at %s (the Vite servers, which proxy /api)',
    async (origin) => {
      const user = await createUser(t);
      const headers = { origin, 'sec-fetch-site': 'same-origin' };
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: randomIp(),
        headers,
        payload: { email: user.email, password: user.password },
      });
      expect(signedIn.statusCode, signedIn.body).toBe(200);
      const changed = await t.app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { ...headers, cookie: user.cookie },
        payload: { displayName: 'From Vite' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    },
  );

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const user = await createUser(t);
    const { response } = await signIn(t, user.email, user.password);
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    const session = setCookie.split('\n').find((c) => c.startsWith('sada.session_token=')) ?? '';
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    figures.push(
      `session cookie: ${session
        .split(';')
        .slice(1)
        .map((s) => s.trim().split('=')[0])
        .join(', ')}`,
    );
  });
});

describe('sessions after sign-out', () => {
  it('the cookie signs nobody in once signed out', async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user.email, user.password);
    const call = (c: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { cookie: c, origin: t.config.publicUrl },
        payload: { displayName: 'Still Here' },
      });
    expect((await call(cookie)).statusCode).toBe(200);
    const out = await postAuth(t, '/sign-out', {}, { cookie });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json<{ user: unknown }>().user).toBeNull();
    expect((await call(cookie)).statusCode).toBe(401);
    figures.push(
      'sign-out: the old session cookie → /api/me signed out, PATCH /api/me/profile 401',
    );
  });

  it('a bearer JWT ends with its session: refused after sign-out, 15 minutes at most', async () => {
    const user = await createUser(t);
    const { cookie } = await signIn(t, user.email, user.password);
    const tokenResponse = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(tokenResponse.statusCode).toBe(200);
    const { token } = tokenResponse.json<{ token: string }>();
    const { exp = 0, iat = 0 } = decodeJwt(token);
    expect(exp - iat).toBeLessThanOrEqual(15 * 60);
    await postAuth(t, '/sign-out', {}, { cookie });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    figures.push(
      `sign-out: a bearer JWT (lifetime ${(exp - iat) / 60} min) is refused at once, like the ` +
        'cookie; suspension and a new password end it too (features/auth/bearer-token.test.ts)',
    );
  });
});

describe('limits and forged X-Forwarded-For', () => {
  const proxy = '192.0.2.10';

  /** Sign-in attempts from one client, each with a new forged X-Forwarded-For. */
  async function signInFlood(app: TestApp, attempts: number, forwardedFor: (i: number) => string) {
    const client = randomIp();
    const answers: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: client,
        headers: { origin: app.config.publicUrl, 'x-forwarded-for': forwardedFor(i) },
        // A different unknown address each time: only the per-address limit applies.
        payload: { email: `nobody-${i}@example.test`, password: 'Wrong-Password-1' },
      });
      answers.push(response.statusCode);
    }
    return answers;
  }

  async function availabilityFlood(
    app: TestApp,
    attempts: number,
    forwardedFor: (i: number) => string,
  ) {
    const answers: number[] = [];
    for (let i = 0; i < attempts; i++) {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/accounts/email-availability',
        remoteAddress: proxy,
        headers: { origin: app.config.publicUrl, 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `free-${i}@example.test` },
      });
      answers.push(response.statusCode);
    }
    return answers;
  }

  const forged = (i: number) => `198.51.100.${(i % 250) + 1}`;

  it('TRUST_PROXY off: the header is ignored, the 21st sign-in of a minute is refused', async () => {
    const answers = await signInFlood(t, 21, forged);
    expect(answers.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(answers[20]).toBe(429);
    figures.push(
      `TRUST_PROXY off: 21 sign-ins with 21 forged X-Forwarded-For → ${answers.filter((s) => s === 429).length} × 429 (the 21st)`,
    );
  });

  it('TRUST_PROXY on: only the address the proxy appends counts', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const client = '203.0.113.7';
      // The client forges the first entry; the proxy appends the address it saw.
      const signIns = await (async () => {
        const answers: number[] = [];
        for (let i = 0; i < 21; i++) {
          const response = await behindProxy.app.inject({
            method: 'POST',
            url: '/api/auth/sign-in/email',
            remoteAddress: proxy,
            headers: {
              origin: behindProxy.config.publicUrl,
              'x-forwarded-for': `${forged(i)}, ${client}`,
            },
            payload: { email: `nobody-${i}@example.test`, password: 'Wrong-Password-1' },
          });
          answers.push(response.statusCode);
        }
        return answers;
      })();
      expect(signIns[20]).toBe(429);
      const lookups = await availabilityFlood(behindProxy, 21, (i) => `${forged(i)}, ${client}`);
      expect(lookups.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(lookups[20]).toBe(429);
      // Another client behind the same proxy is not held back by the first one's count.
      const other = await availabilityFlood(behindProxy, 1, () => '203.0.113.8');
      expect(other).toEqual([200]);
      figures.push(
        'TRUST_PROXY on: 21 sign-ins and 21 e-mail look-ups with forged first hops → the 21st of each 429; ' +
          'another client behind the same proxy → 200',
      );
    } finally {
      await behindProxy.close();
    }
  });
});

afterAll(() => report(figures));
