// How an API request learns who is signed in from the session cookie: one read of the session,
// its user and their profile; what that read cannot settle is left to better-auth.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jwks, profiles, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me } from '../../test/auth';
import { createUser } from '../../test/factories';
import { shareInFlight } from './session-lookup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signingKeys = async () => (await t.database.db.select({ n: count() }).from(jwks))[0]?.n;

describe('the session of an API request', () => {
  it('is read without signing a token for a header no one reads', async () => {
    const user = await createUser(t);
    const keysBefore = await signingKeys();
    expect(await me(t, user.cookie)).toMatchObject({ id: user.id, role: 'listener' });
    // better-auth's getSession made its JWT plugin sign a token (and make a key) every time.
    expect(await signingKeys()).toBe(keysBefore);
  });

  it('counts for nothing with a signature that does not match', async () => {
    const user = await createUser(t);
    const [name, value = ''] = user.cookie.split('=');
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect(await me(t, forged)).toBeNull();
  });

  it('counts for nothing once revoked, or once the account is suspended', async () => {
    const revoked = await createUser(t);
    expect(await me(t, revoked.cookie)).not.toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.userId, revoked.id));
    expect(await me(t, revoked.cookie)).toBeNull();

    const suspended = await createUser(t);
    expect(await me(t, suspended.cookie)).not.toBeNull();
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, suspended.id));
    expect(await me(t, suspended.cookie)).toBeNull();
  });

  it('is left to better-auth once expired: nobody, and the cookie cleared', async () => {
    const user = await createUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(response.json<{ user: unknown }>().user).toBeNull();
    expect(String(response.headers['set-cookie'])).toMatch(/session_token=;/);
  });

  it('is seen with a role changed by an admin from the next request', async () => {
    const user = await createUser(t);
    expect(await me(t, user.cookie)).toMatchObject({ role: 'listener' });
    await t.database.db.update(profiles).set({ role: 'artist' }).where(eq(profiles.id, user.id));
    expect(await me(t, user.cookie)).toMatchObject({ role: 'artist' });
  });
});

describe('reads of one session sent together', () => {
  it('share one read while it runs, and read afresh once it is done', async () => {
    const reads: string[] = [];
    const pending: (() => void)[] = [];
    const read = shareInFlight(async (key: string) => {
      reads.push(key);
      await new Promise<void>((done) => pending.push(done));
      return `${key}:${reads.length}`;
    });
    const together = [read('a'), read('a'), read('b')];
    expect(reads).toEqual(['a', 'b']);
    pending.splice(0).forEach((done) => done());
    expect(await Promise.all(together)).toEqual(['a:2', 'a:2', 'b:2']);
    const later = read('a');
    expect(reads).toEqual(['a', 'b', 'a']);
    pending.splice(0).forEach((done) => done());
    expect(await later).toBe('a:3');
  });

  it('share a failure without keeping it', async () => {
    let calls = 0;
    const read = shareInFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database unreachable');
      return 'ok';
    });
    const together = [read('a'), read('a')];
    await expect(Promise.all(together)).rejects.toThrow('database unreachable');
    expect(await read('a')).toBe('ok');
    expect(calls).toBe(2);
  });

  it('answer every request of a page as its listener', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => me(t, i % 2 ? user.cookie : other.cookie)),
    );
    expect(answers.map((a) => a?.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? user.id : other.id)),
    );
  });
});
