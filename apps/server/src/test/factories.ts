// Small factories for test data. Users are created through better-auth's own sign-up route so
// their passwords and sessions are real; tests that need many at once take `createListeners`.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

import type { Role } from '@sada/contracts/enums';
import { eq } from 'drizzle-orm';

import { profiles, sessions, users } from '../db/schema';
import type { TestApp } from './app';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
  role: Role;
  /** The Cookie header value that signs this user in. */
  cookie: string;
}

/**
 * A client address of its own for each call: better-auth's limits count per address, so tests
 * that make many accounts or sign in often use a fresh one (`remoteAddress` in inject).
 */
export function randomIp(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

export async function createUser(
  t: TestApp,
  opts: {
    role?: Role;
    emailVerified?: boolean;
    /** For labels: an admin has verified the label (default true). */
    labelVerified?: boolean;
    name?: string;
  } = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `user-${tag}@example.test`;
  const username = `user_${tag}`;
  const password = `Pass-${tag}-word`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.publicUrl },
    remoteAddress: randomIp(),
    payload: { email, password, name: opts.name ?? `User ${tag}`, username },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json<{ user: { id: string } }>();
  const role = opts.role ?? 'listener';
  const labelVerifiedAt = role === 'label' && (opts.labelVerified ?? true) ? new Date() : null;
  await t.database.db
    .update(profiles)
    .set({ role, labelVerifiedAt })
    .where(eq(profiles.id, user.id));
  if (opts.emailVerified ?? true) {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  }
  return {
    id: user.id,
    email,
    username,
    password,
    role,
    cookie: sessionCookie(response.headers['set-cookie']),
  };
}

/**
 * `n` listeners with a live session each, written straight to the tables: signing up many
 * accounts would spend most of a test hashing passwords. The cookie is the one better-auth
 * itself sets: the session token, a dot and its HMAC-SHA256 under the auth secret.
 */
export async function createListeners(
  t: TestApp,
  n: number,
): Promise<{ id: string; cookie: string }[]> {
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  const rows = Array.from({ length: n }, (_, i) => {
    const tag = `${randomBytes(4).toString('hex')}${i}`;
    return {
      id: randomUUID(),
      token: randomBytes(24).toString('base64url'),
      email: `load-${tag}@example.test`,
      username: `load_${tag}`,
    };
  });
  for (let i = 0; i < rows.length; i += 250) {
    const batch = rows.slice(i, i + 250);
    await t.database.db.insert(users).values(
      batch.map((r) => ({
        id: r.id,
        name: r.username,
        email: r.email,
        username: r.username,
        emailVerified: true,
      })),
    );
    await t.database.db.insert(profiles).values(batch.map((r) => ({ id: r.id })));
    await t.database.db
      .insert(sessions)
      .values(batch.map((r) => ({ userId: r.id, token: r.token, expiresAt })));
  }
  return rows.map((r) => {
    const signature = createHmac('sha256', t.config.authSecret).update(r.token).digest('base64');
    return {
      id: r.id,
      cookie: `sada.session_token=${encodeURIComponent(`${r.token}.${signature}`)}`,
    };
  });
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('sada.') && !c.endsWith('='))
    .join('; ');
}
