// The admin's say at the door: closed registration refuses sign-up (nothing is made), and a
// suspended account cannot sign in by password, second factor included. Provider sign-ins are
// covered in social-sign-in.test.ts, suspension by an admin in features/admin.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { profiles, users } from '../../db/schema';
import { writeAppSettings } from '../../platform/app-settings';
import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth, signIn } from '../../test/auth';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  postAuth(t, '/sign-up/email', {
    email,
    password: 'Closed-door-2026',
    name: 'Closed Door',
    username: `closed_${Date.now().toString(36)}`,
    ...extra,
  });

describe('sign-up while registration is closed', () => {
  it('answers 403 "Registration is closed", makes nothing and sends nothing', async () => {
    await writeAppSettings(t.database.db, { registrationOpen: false }, null);
    try {
      const email = 'closed-door@example.test';
      const outbox = t.outbox.length;
      const response = await signUp(email);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'REGISTRATION_CLOSED',
        message: 'Registration is closed',
      });
      expect(response.headers['set-cookie'] ?? []).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/session_token=[^;]/)]),
      );
      expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(t.outbox).toHaveLength(outbox);

      // Closed is closed, whatever else is wrong with the request.
      expect((await signUp('not-an-address')).statusCode).toBe(403);
    } finally {
      await writeAppSettings(t.database.db, { registrationOpen: true }, null);
    }
  });

  it('lets existing accounts sign in, and sign-up works again once reopened', async () => {
    const existing = await createUser(t);
    await writeAppSettings(t.database.db, { registrationOpen: false }, null);
    try {
      const { response } = await signIn(t, existing.email, existing.password);
      expect(response.statusCode).toBe(200);
    } finally {
      await writeAppSettings(t.database.db, { registrationOpen: true }, null);
    }
    const reopened = await signUp('open-door@example.test');
    expect(reopened.statusCode).toBe(200);
  });
});

describe('signing in to a suspended account', () => {
  it('is refused with "This account has been suspended" and no session', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, user.id));
    const { response, cookie } = await signIn(t, user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account has been suspended',
    });
    expect(cookie).toBe('');
    expect(await me(t, user.cookie)).toBeNull();
  });
});
