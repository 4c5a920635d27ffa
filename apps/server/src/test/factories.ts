// Small factories for test data. Users are created through better-auth's own sign-up route so
// their passwords and sessions are real.
import { randomBytes } from 'node:crypto';

import type { Role } from '@sada/contracts/enums';
import { eq } from 'drizzle-orm';

import { profiles, users } from '../db/schema';
import type { TestApp } from './app';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role;
  /** The Cookie header value that signs this user in. */
  cookie: string;
}

export async function createUser(
  t: TestApp,
  opts: { role?: Role; emailVerified?: boolean; name?: string } = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex');
  const email = `user-${tag}@example.test`;
  const password = `Pass-${tag}-word`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: t.config.publicUrl },
    payload: { email, password, name: opts.name ?? `User ${tag}`, username: `user_${tag}` },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const { user } = response.json<{ user: { id: string } }>();
  const role = opts.role ?? 'listener';
  await t.database.db.update(profiles).set({ role }).where(eq(profiles.id, user.id));
  if (opts.emailVerified ?? true) {
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  }
  return {
    id: user.id,
    email,
    password,
    role,
    cookie: sessionCookie(response.headers['set-cookie']),
  };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.startsWith('sada.'))
    .join('; ');
}
