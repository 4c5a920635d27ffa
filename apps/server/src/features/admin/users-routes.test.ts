// The accounts an admin manages: finding them, roles, verification, labels and suspension. Each
// change is checked in the database, in the record of admin actions, and at the account's next
// request.
import { randomUUID } from 'node:crypto';

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminActions, artists, profiles, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me, signIn } from '../../test/auth';
import { call } from '../../test/call';
import { createArtist } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin', name: 'Chief Admin' });
});
afterAll(() => t.close());

function recordsFor(targetId: string) {
  return t.database.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.targetId, targetId))
    .orderBy(desc(adminActions.createdAt));
}

async function roleOf(userId: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
  return row?.role;
}

/** Every kind of caller that is not an admin, and what each is told. */
async function nonAdmins(): Promise<[string, TestUser | null, number][]> {
  const listener = await createUser(t);
  const artist = await createUser(t, { role: 'artist' });
  const label = await createUser(t, { role: 'label' });
  const unverifiedLabel = await createUser(t, { role: 'label', labelVerified: false });
  return [
    ['anonymous', null, 401],
    ['listener', listener, 403],
    ['artist', artist, 403],
    ['label', label, 403],
    ['unverified label', unverifiedLabel, 403],
  ];
}

describe('GET /api/admin/users', () => {
  it('lists accounts newest first with what an admin needs to see', async () => {
    const owner = await createUser(t, { role: 'artist', name: 'Listed Owner' });
    const label = await createUser(t, { role: 'label', name: 'Listed Label' });
    const artist = await createArtist(t, {
      ownerUserId: owner.id,
      name: 'Listed Artist',
      labelId: label.id,
      verified: true,
    });
    const response = await call(t, 'GET', '/api/admin/users?limit=2', { as: admin });
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users.map((u: { id: string }) => u.id)).toEqual([label.id, owner.id]);
    expect(users[1]).toEqual({
      id: owner.id,
      displayName: 'Listed Owner',
      username: owner.username,
      email: owner.email,
      avatarUrl: null,
      role: 'artist',
      emailVerified: true,
      labelVerified: false,
      artist: {
        id: artist.id,
        name: 'Listed Artist',
        verified: true,
        labelId: label.id,
        labelName: 'Listed Label',
        ownerUserId: owner.id,
      },
      suspended: false,
      suspendedAt: null,
      createdAt: expect.any(String),
      lastActiveAt: expect.any(String),
    });
    expect(users[0]).toMatchObject({ role: 'label', labelVerified: true, artist: null });
  });

  it('finds accounts by part of the name, username or e-mail, in any case', async () => {
    const person = await createUser(t, { name: 'Zubayda Qasimi' });
    for (const q of ['zubAYDA', person.username.slice(-6).toUpperCase(), person.email]) {
      const response = await call(t, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}`, {
        as: admin,
      });
      expect(response.json().users.map((u: { id: string }) => u.id)).toEqual([person.id]);
    }
    const none = await call(t, 'GET', '/api/admin/users?q=nobody-has-this', { as: admin });
    expect(none.json()).toEqual({ users: [], nextCursor: null });
  });

  it('filters by role and by status', async () => {
    const label = await createUser(t, { role: 'label' });
    const labels = (
      await call(t, 'GET', '/api/admin/users?role=label&limit=100', { as: admin })
    ).json().users as { id: string; role: string }[];
    expect(labels.map((u) => u.id)).toContain(label.id);
    expect(new Set(labels.map((u) => u.role))).toEqual(new Set(['label']));

    const suspended = await createUser(t);
    await call(t, 'POST', `/api/admin/users/${suspended.id}/suspend`, { as: admin, payload: {} });
    const list = (await call(t, 'GET', '/api/admin/users?status=suspended', { as: admin })).json()
      .users as { id: string; suspended: boolean }[];
    expect(list.map((u) => u.id)).toContain(suspended.id);
    expect(list.every((u) => u.suspended)).toBe(true);
    const active = (
      await call(t, 'GET', '/api/admin/users?status=active&limit=100', { as: admin })
    ).json().users as { id: string }[];
    expect(active.map((u) => u.id)).not.toContain(suspended.id);
  });

  it('pages through every account once with the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await call(t, 'GET', `/api/admin/users?limit=3${query}`, { as: admin })).json();
      seen.push(...page.users.map((u: { id: string }) => u.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await call(t, 'GET', '/api/admin/users?limit=100', { as: admin })).json().users;
    expect(seen).toEqual(all.map((u: { id: string }) => u.id));
    expect(seen).toContain(admin.id);
  });

  it.each([
    ['role=superuser', 'Choose one of the roles: listener, artist, label or admin'],
    ['status=gone', 'Choose active or suspended'],
    [`q=${'x'.repeat(101)}`, 'The search can be at most 100 characters'],
    ['limit=101', 'limit must be at most 100'],
    ['cursor=%%%', 'Invalid cursor'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await call(t, 'GET', `/api/admin/users?${query}`, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('is for admins only', async () => {
    for (const [, user, status] of await nonAdmins()) {
      expect((await call(t, 'GET', '/api/admin/users', { as: user })).statusCode).toBe(status);
    }
  });
});

describe('GET /api/admin/users/:userId', () => {
  it('shows one account, 404 for an unknown one and 400 for a malformed id', async () => {
    const person = await createUser(t, { name: 'Single Person' });
    const response = await call(t, 'GET', `/api/admin/users/${person.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: person.id, displayName: 'Single Person' });
    const unknown = await call(t, 'GET', `/api/admin/users/${randomUUID()}`, { as: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No account with this id');
    const malformed = await call(t, 'GET', '/api/admin/users/nope', { as: admin });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Not a user id');
  });
});

describe('PUT /api/admin/users/:userId/role', () => {
  it("takes effect at the account's next request, without signing in again", async () => {
    const person = await createUser(t);
    // Only artists may make an artist profile; a blank name is refused after the policy (400).
    const tryProfile = () =>
      call(t, 'POST', '/api/me/artist-profile', { as: person, payload: { name: '' } });
    expect((await tryProfile()).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/users', { as: person })).statusCode).toBe(403);

    const response = await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
      as: admin,
      payload: {
        role: 'artist',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: person.id, role: 'artist' });
    expect((await me(t, person.cookie))?.role).toBe('artist');
    expect((await tryProfile()).statusCode).toBe(400);

    await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
      as: admin,
      payload: { role: 'admin' },
    });
    expect((await call(t, 'GET', '/api/admin/users', { as: person })).statusCode).toBe(200);
  });

  it('records who changed the role, from what to what, and when', async () => {
    const person = await createUser(t);
    await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
      as: admin,
      payload: { role: 'artist' },
    });
    const [record, ...rest] = await recordsFor(person.id);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      action: 'user.role',
      targetType: 'user',
      details: { from: 'listener', to: 'artist' },
    });
    expect(Date.now() - (record?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);

    // The same role again changes nothing and records nothing.
    await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
      as: admin,
      payload: { role: 'artist' },
    });
    expect(await recordsFor(person.id)).toHaveLength(1);
  });

  it('leaves a new label unverified, and clears the mark when a label becomes something else', async () => {
    const person = await createUser(t);
    const toLabel = await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
      as: admin,
      payload: {
        role: 'label',
      },
    });
    expect(toLabel.json().user).toMatchObject({ role: 'label', labelVerified: false });
    expect(await me(t, person.cookie)).toMatchObject({ role: 'label', labelVerified: false });

    const verified = await createUser(t, { role: 'label' });
    await call(t, 'PUT', `/api/admin/users/${verified.id}/role`, {
      as: admin,
      payload: { role: 'listener' },
    });
    expect(await me(t, verified.cookie)).toMatchObject({
      role: 'listener',
      labelVerified: false,
    });
  });

  it('refuses to let an admin change their own role', async () => {
    const response = await call(t, 'PUT', `/api/admin/users/${admin.id}/role`, {
      as: admin,
      payload: {
        role: 'listener',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'own_role',
      message: 'You cannot change your own role, so that the platform always keeps an admin',
    });
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await recordsFor(admin.id)).toEqual([]);
  });

  it.each([[{ role: 'superuser' }], [{}], [{ role: 'artist', extra: true }], [{ role: null }]])(
    'refuses %j and changes nothing',
    async (body) => {
      const person = await createUser(t);
      const response = await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
        as: admin,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await roleOf(person.id)).toBe('listener');
      expect(await recordsFor(person.id)).toEqual([]);
    },
  );

  it('answers 404 for an unknown account', async () => {
    const response = await call(t, 'PUT', `/api/admin/users/${randomUUID()}/role`, {
      as: admin,
      payload: {
        role: 'artist',
      },
    });
    expect(response.statusCode).toBe(404);
  });

  it('is for admins only, and a refused request changes nothing', async () => {
    const person = await createUser(t);
    for (const [, user, status] of await nonAdmins()) {
      const response = await call(t, 'PUT', `/api/admin/users/${person.id}/role`, {
        as: user,
        payload: {
          role: 'admin',
        },
      });
      expect(response.statusCode).toBe(status);
    }
    expect(await roleOf(person.id)).toBe('listener');
  });
});

describe('suspending and restoring an account', () => {
  it('ends its sessions, refuses its next request and its sign-in, and records why', async () => {
    const person = await createUser(t);
    const response = await call(t, 'POST', `/api/admin/users/${person.id}/suspend`, {
      as: admin,
      payload: {
        reason: '  Spam uploads  ',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      suspended: true,
      suspendedAt: expect.any(String),
    });

    expect(await me(t, person.cookie)).toBeNull();
    expect((await call(t, 'GET', '/api/me/playlists', { as: person })).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, person.id));
    expect(left).toEqual([]);

    const attempt = await signIn(t, person.email, person.password);
    expect(attempt.response.statusCode).toBe(403);
    expect(attempt.response.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account has been suspended',
    });
    expect(attempt.cookie).toBe('');

    const wrongPassword = await signIn(t, person.email, 'Not-the-password-1');
    expect(wrongPassword.response.statusCode).toBe(401);

    expect(await recordsFor(person.id)).toEqual([
      expect.objectContaining({
        action: 'user.suspend',
        adminId: admin.id,
        details: { reason: 'Spam uploads' },
      }),
    ]);
  });

  it('restores the account, which may then sign in again', async () => {
    const person = await createUser(t);
    await call(t, 'POST', `/api/admin/users/${person.id}/suspend`, { as: admin, payload: {} });
    const restored = await call(t, 'POST', `/api/admin/users/${person.id}/restore`, { as: admin });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().user).toMatchObject({ suspended: false, suspendedAt: null });

    const again = await signIn(t, person.email, person.password);
    expect(again.response.statusCode).toBe(200);
    expect((await me(t, again.cookie))?.id).toBe(person.id);
    expect((await recordsFor(person.id)).map((r) => r.action)).toEqual([
      'user.restore',
      'user.suspend',
    ]);
  });

  it('refuses an existing session of a suspended account even if one remains', async () => {
    const person = await createUser(t);
    await t.database.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, person.id));
    expect(await me(t, person.cookie)).toBeNull();
    expect((await call(t, 'GET', '/api/me/settings', { as: person })).statusCode).toBe(401);
  });

  it('refuses to let an admin suspend themself', async () => {
    const response = await call(t, 'POST', `/api/admin/users/${admin.id}/suspend`, {
      as: admin,
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'own_suspension',
      message: 'You cannot suspend your own account',
    });
    expect((await me(t, admin.cookie))?.id).toBe(admin.id);
  });

  it('refuses a reason that is too long and changes nothing', async () => {
    const person = await createUser(t);
    const response = await call(t, 'POST', `/api/admin/users/${person.id}/suspend`, {
      as: admin,
      payload: {
        reason: 'x'.repeat(501),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The reason can be at most 500 characters');
    expect((await me(t, person.cookie))?.id).toBe(person.id);
  });

  it('answers 404 for an unknown account', async () => {
    const id = randomUUID();
    expect(
      (await call(t, 'POST', `/api/admin/users/${id}/suspend`, { as: admin, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', `/api/admin/users/${id}/restore`, { as: admin })).statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const person = await createUser(t);
    for (const [, user, status] of await nonAdmins()) {
      const url = `/api/admin/users/${person.id}/suspend`;
      expect((await call(t, 'POST', url, { as: user, payload: {} })).statusCode).toBe(status);
    }
    expect((await me(t, person.cookie))?.id).toBe(person.id);
  });
});

describe("the 'Verified Artist' badge", () => {
  async function verifiedOf(artistId: string) {
    const [row] = await t.database.db.select().from(artists).where(eq(artists.id, artistId));
    return row?.verified;
  }

  it('is given and taken away, and each change is recorded', async () => {
    const artist = await createArtist(t);
    const url = `/api/admin/artists/${artist.id}/verify`;
    const given = await call(t, 'POST', url, { as: admin });
    expect(given.statusCode).toBe(200);
    expect(given.json().artist).toMatchObject({ id: artist.id, verified: true });
    expect(await verifiedOf(artist.id)).toBe(true);

    const taken = await call(t, 'DELETE', url, { as: admin });
    expect(taken.json().artist.verified).toBe(false);
    expect(await verifiedOf(artist.id)).toBe(false);
    expect((await recordsFor(artist.id)).map((r) => [r.action, r.targetType])).toEqual([
      ['artist.unverify', 'artist'],
      ['artist.verify', 'artist'],
    ]);
  });

  it('answers 404 for an unknown artist and 400 for a malformed id', async () => {
    const unknown = await call(t, 'POST', `/api/admin/artists/${randomUUID()}/verify`, {
      as: admin,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No artist profile with this id');
    expect((await call(t, 'POST', '/api/admin/artists/x/verify', { as: admin })).statusCode).toBe(
      400,
    );
  });

  it('is for admins only', async () => {
    const artist = await createArtist(t);
    for (const [, user, status] of await nonAdmins()) {
      const url = `/api/admin/artists/${artist.id}/verify`;
      expect((await call(t, 'POST', url, { as: user })).statusCode).toBe(status);
    }
    expect(await verifiedOf(artist.id)).toBe(false);
  });
});

describe('PUT /api/admin/artists/:artistId/label', () => {
  async function labelOf(artistId: string) {
    const [row] = await t.database.db.select().from(artists).where(eq(artists.id, artistId));
    return row?.labelId;
  }

  it('signs an artist to a label account and back to none, recording each change', async () => {
    const label = await createUser(t, { role: 'label', name: 'Signing Label' });
    const artist = await createArtist(t);
    const url = `/api/admin/artists/${artist.id}/label`;
    const signed = await call(t, 'PUT', url, { as: admin, payload: { labelId: label.id } });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().artist).toMatchObject({ labelId: label.id, labelName: 'Signing Label' });
    expect(await labelOf(artist.id)).toBe(label.id);

    const cleared = await call(t, 'PUT', url, { as: admin, payload: { labelId: null } });
    expect(cleared.json().artist).toMatchObject({ labelId: null, labelName: null });
    expect(await labelOf(artist.id)).toBeNull();
    expect((await recordsFor(artist.id)).map((r) => r.details)).toEqual([
      { from: label.id, to: null, fromName: 'Signing Label', toName: null },
      { from: null, to: label.id, fromName: null, toName: 'Signing Label' },
    ]);
  });

  it('refuses an account that is not a label, and an unknown account or artist', async () => {
    const artist = await createArtist(t);
    const listener = await createUser(t);
    const url = `/api/admin/artists/${artist.id}/label`;
    const notLabel = await call(t, 'PUT', url, { as: admin, payload: { labelId: listener.id } });
    expect(notLabel.statusCode).toBe(409);
    expect(notLabel.json().error.message).toBe('This account is not a record label');
    expect(
      (await call(t, 'PUT', url, { as: admin, payload: { labelId: randomUUID() } })).statusCode,
    ).toBe(404);
    const noArtist = await call(t, 'PUT', `/api/admin/artists/${randomUUID()}/label`, {
      as: admin,
      payload: {
        labelId: null,
      },
    });
    expect(noArtist.statusCode).toBe(404);
    expect(await labelOf(artist.id)).toBeNull();
    expect(await recordsFor(artist.id)).toEqual([]);
  });

  it.each([[{ labelId: 'not-an-id' }], [{}], [{ labelId: null, extra: 1 }]])(
    'refuses %j',
    async (body) => {
      const artist = await createArtist(t);
      const response = await call(t, 'PUT', `/api/admin/artists/${artist.id}/label`, {
        as: admin,
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(await labelOf(artist.id)).toBeNull();
    },
  );

  it('is for admins only', async () => {
    const label = await createUser(t, { role: 'label' });
    const artist = await createArtist(t);
    for (const [, user, status] of await nonAdmins()) {
      const url = `/api/admin/artists/${artist.id}/label`;
      expect(
        (await call(t, 'PUT', url, { as: user, payload: { labelId: label.id } })).statusCode,
      ).toBe(status);
    }
    expect(await labelOf(artist.id)).toBeNull();
  });
});
