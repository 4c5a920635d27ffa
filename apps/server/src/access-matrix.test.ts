// Who may call every /api route (STYLE: a permission matrix, every route × every role). The
// route list comes from the app itself, so a new route without a row here fails this test:
// whoever adds a route adds its row. better-auth's /api/auth/* routes are covered by the tests
// in features/auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from './test/app';
import { createUser, randomIp, type TestUser } from './test/factories';

const callers = [
  'anonymous',
  'listener',
  'artist',
  'label',
  'admin',
  /** An artist who has not verified the e-mail address. */
  'unverifiedArtist',
  /** A label account no admin has verified yet. */
  'unverifiedLabel',
] as const;
type Caller = (typeof callers)[number];
type SignedIn = Exclude<Caller, 'anonymous'>;

/** 'ok': the policy lets the request through (any answer but 401 or 403, never 5xx). */
type Outcome = 'ok' | 401 | 403;

interface Context {
  users: Record<SignedIn, TestUser>;
}

interface Row {
  /** `METHOD /path` exactly as registered. */
  route: string;
  /** The concrete URL, when the route has parameters. */
  url?: (ctx: Context) => string;
  payload?: Record<string, unknown>;
  outcomes: Record<Caller, Outcome>;
}

const everyone: Record<Caller, Outcome> = {
  anonymous: 'ok',
  listener: 'ok',
  artist: 'ok',
  label: 'ok',
  admin: 'ok',
  unverifiedArtist: 'ok',
  unverifiedLabel: 'ok',
};

/** Allowed for the callers named; 401 for anonymous visitors and 403 for the rest. */
function only(...allowed: Caller[]): Record<Caller, Outcome> {
  const outcomes = { ...everyone };
  for (const caller of callers) {
    if (!allowed.includes(caller)) outcomes[caller] = caller === 'anonymous' ? 401 : 403;
  }
  return outcomes;
}

const matrix: Row[] = [
  { route: 'GET /api/health', outcomes: everyone },
  { route: 'GET /api/me', outcomes: everyone },
  { route: 'GET /api/openapi.json', outcomes: everyone },
  {
    route: 'GET /api/media/*',
    url: () => '/api/media/track-covers/missing.jpg',
    outcomes: everyone,
  },
  { route: 'GET /api/auth-providers', outcomes: everyone },
  {
    route: 'POST /api/accounts/email-availability',
    payload: { email: 'matrix@example.test' },
    outcomes: everyone,
  },
  {
    route: 'POST /api/accounts/username-availability',
    payload: { username: 'matrix_user' },
    outcomes: everyone,
  },
  { route: 'GET /api/admin/settings', outcomes: only('admin') },
  {
    route: 'PUT /api/admin/settings',
    payload: { requireEmailVerification: false },
    outcomes: only('admin'),
  },
  {
    route: 'POST /api/admin/labels/:userId/verify',
    url: ({ users }) => `/api/admin/labels/${users.unverifiedLabel.id}/verify`,
    outcomes: only('admin'),
  },
];

let t: TestApp;
const ctx = {} as Context;
beforeAll(async () => {
  t = await createTestApp();
  ctx.users = {
    listener: await createUser(t, { role: 'listener' }),
    artist: await createUser(t, { role: 'artist' }),
    label: await createUser(t, { role: 'label' }),
    admin: await createUser(t, { role: 'admin' }),
    unverifiedArtist: await createUser(t, { role: 'artist', emailVerified: false }),
    unverifiedLabel: await createUser(t, { role: 'label', labelVerified: false }),
  };
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('has a row for every API route, and no row for a route that is gone', () => {
    const registered = t.app.apiRoutes
      .filter((r) => !r.url.startsWith('/api/auth/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const listed = matrix.map((row) => row.route).sort();
    expect(listed).toEqual(registered);
  });

  const cases = matrix.flatMap((row) =>
    callers.map((caller) => [row.route, caller, row.outcomes[caller], row] as const),
  );

  it.each(cases)('%s as %s: %s', async (route, caller, outcome, row) => {
    const [method = 'GET', path = ''] = route.split(' ');
    const user = caller === 'anonymous' ? null : ctx.users[caller];
    const response = await t.app.inject({
      method: method as 'GET',
      url: row.url ? row.url(ctx) : path,
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
      ...(row.payload ? { payload: row.payload } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    if (outcome === 'ok') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode).toBe(outcome);
    }
  });
});
