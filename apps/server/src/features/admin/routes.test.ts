import { randomUUID } from 'node:crypto';

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me } from '../../test/auth';
import { call } from '../../test/call';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const defaults = {
  requireEmailVerification: false,
  registrationOpen: true,
  defaultReviewPriority: 0,
  uploadSizeLimitMb: 50,
  maxUploadDurationMinutes: 30,
  longUploadSizeLimitMb: 1024,
  longUploadMaxMinutes: 240,
};

async function settingsRecords() {
  return t.database.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.action, 'settings.update'))
    .orderBy(desc(adminActions.createdAt));
}

function recordsFor(targetId: string) {
  return t.database.db
    .select()
    .from(adminActions)
    .where(eq(adminActions.targetId, targetId))
    .orderBy(desc(adminActions.createdAt));
}

describe('GET and PUT /api/admin/settings', () => {
  it('starts with the defaults: verification off, registration open, priority 0, 50 MB', async () => {
    const response = await call(t, 'GET', '/api/admin/settings', { as: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaults);
  });

  it('saves a change, keeps the settings left out, and records who changed what', async () => {
    const put = await call(t, 'PUT', '/api/admin/settings', {
      as: admin,
      payload: {
        requireEmailVerification: true,
        uploadSizeLimitMb: 80,
      },
    });
    expect(put.statusCode).toBe(200);
    const saved = { ...defaults, requireEmailVerification: true, uploadSizeLimitMb: 80 };
    expect(put.json()).toEqual(saved);
    expect((await call(t, 'GET', '/api/admin/settings', { as: admin })).json()).toEqual(saved);

    const [record] = await settingsRecords();
    expect(record).toMatchObject({
      adminId: admin.id,
      adminEmail: admin.email,
      targetType: 'settings',
      details: {
        before: { requireEmailVerification: false, uploadSizeLimitMb: 50 },
        after: { requireEmailVerification: true, uploadSizeLimitMb: 80 },
      },
    });
    expect(Date.now() - (record?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);

    await call(t, 'PUT', '/api/admin/settings', { as: admin, payload: defaults });
  });

  it('records nothing when a save changes nothing', async () => {
    const before = (await settingsRecords()).length;
    const put = await call(t, 'PUT', '/api/admin/settings', { as: admin, payload: defaults });
    expect(put.statusCode).toBe(200);
    expect(await settingsRecords()).toHaveLength(before);
  });

  it.each([
    [{ requireEmailVerification: 'yes' }, 'requireEmailVerification must be true or false'],
    [{}, 'Nothing to change'],
    [{ requireEmailVerification: true, somethingElse: 1 }, 'Unrecognized key: "somethingElse"'],
    [
      { defaultReviewPriority: 11 },
      'The default review priority must be a whole number from 0 to 10',
    ],
    [
      { defaultReviewPriority: 1.5 },
      'The default review priority must be a whole number from 0 to 10',
    ],
    [
      { uploadSizeLimitMb: 0 },
      'The upload size limit must be a whole number of megabytes from 1 to 500',
    ],
    [
      { uploadSizeLimitMb: '80' },
      'The upload size limit must be a whole number of megabytes from 1 to 500',
    ],
    [{ registrationOpen: null }, 'registrationOpen must be true or false'],
    [
      { maxUploadDurationMinutes: 0 },
      'The longest upload must be a whole number of minutes from 1 to 1440',
    ],
    [
      { maxUploadDurationMinutes: 1441 },
      'The longest upload must be a whole number of minutes from 1 to 1440',
    ],
  ])('refuses %j with a clear message and changes nothing', async (body, message) => {
    const response = await call(t, 'PUT', '/api/admin/settings', { as: admin, payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await call(t, 'GET', '/api/admin/settings', { as: admin })).json()).toEqual(defaults);
  });

  it('is for admins only', async () => {
    const label = await createUser(t, { role: 'label' });
    expect((await call(t, 'GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/settings', { as: label })).statusCode).toBe(403);
    const put = await call(t, 'PUT', '/api/admin/settings', {
      as: label,
      payload: {
        requireEmailVerification: true,
      },
    });
    expect(put.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/admin/settings', { as: admin })).json()).toEqual(defaults);
  });
});

describe('POST /api/admin/labels/:userId/verify', () => {
  it('verifies a label account, which /api/me then shows', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    expect((await me(t, label.cookie))?.labelVerified).toBe(false);
    const response = await call(t, 'POST', `/api/admin/labels/${label.id}/verify`, { as: admin });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ userId: label.id, labelVerified: true });
    expect((await me(t, label.cookie))?.labelVerified).toBe(true);

    const again = await call(t, 'POST', `/api/admin/labels/${label.id}/verify`, { as: admin });
    expect(again.json().labelVerifiedAt).toBe(body.labelVerifiedAt);
  });

  it('records the verification once, with who did it', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    await call(t, 'POST', `/api/admin/labels/${label.id}/verify`, { as: admin });
    await call(t, 'POST', `/api/admin/labels/${label.id}/verify`, { as: admin });
    const records = await recordsFor(label.id);
    expect(records).toEqual([
      expect.objectContaining({ action: 'label.verify', adminId: admin.id, targetType: 'user' }),
    ]);
  });

  it('refuses an account that is not a label', async () => {
    const artist = await createUser(t, { role: 'artist' });
    const response = await call(t, 'POST', `/api/admin/labels/${artist.id}/verify`, { as: admin });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'not_a_label',
      message: 'This account is not a record label',
    });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect(
      (await call(t, 'POST', `/api/admin/labels/${randomUUID()}/verify`, { as: admin })).statusCode,
    ).toBe(404);
    expect((await call(t, 'POST', '/api/admin/labels/nope/verify', { as: admin })).statusCode).toBe(
      400,
    );
  });

  it('is for admins only', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    const response = await call(t, 'POST', `/api/admin/labels/${label.id}/verify`, { as: label });
    expect(response.statusCode).toBe(403);
    expect((await me(t, label.cookie))?.labelVerified).toBe(false);
  });
});

describe('DELETE /api/admin/labels/:userId/verify', () => {
  it('takes the verification back, so the label may no longer moderate, and records it', async () => {
    const label = await createUser(t, { role: 'label' });
    expect((await me(t, label.cookie))?.labelVerified).toBe(true);
    const response = await call(t, 'DELETE', `/api/admin/labels/${label.id}/verify`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: label.id, labelVerified: false });
    expect((await me(t, label.cookie))?.labelVerified).toBe(false);
    expect((await recordsFor(label.id)).map((r) => r.action)).toEqual(['label.unverify']);
  });

  it('refuses an account that is not a label, and an unknown one', async () => {
    const listener = await createUser(t);
    const refused = await call(t, 'DELETE', `/api/admin/labels/${listener.id}/verify`, {
      as: admin,
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await call(t, 'DELETE', `/api/admin/labels/${randomUUID()}/verify`, { as: admin }))
        .statusCode,
    ).toBe(404);
    expect(await recordsFor(listener.id)).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists what admins did, newest first, with who, what, to whom and when', async () => {
    const other = await createUser(t, { role: 'admin' });
    const target = await createUser(t, { name: 'Audit Target' });
    await call(t, 'PUT', `/api/admin/users/${target.id}/role`, {
      as: admin,
      payload: { role: 'artist' },
    });
    await call(t, 'PUT', `/api/admin/users/${target.id}/role`, {
      as: other,
      payload: { role: 'label' },
    });

    const response = await call(t, 'GET', `/api/admin/audit?targetId=${target.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    const { entries, nextCursor } = response.json();
    expect(nextCursor).toBeNull();
    expect(entries).toEqual([
      expect.objectContaining({
        adminId: other.id,
        adminEmail: other.email,
        action: 'user.role',
        targetType: 'user',
        targetId: target.id,
        targetName: 'Audit Target',
        details: { from: 'artist', to: 'label' },
      }),
      expect.objectContaining({
        adminId: admin.id,
        adminEmail: admin.email,
        adminName: expect.any(String),
        details: { from: 'listener', to: 'artist' },
      }),
    ]);
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(entries[1].createdAt),
    );
  });

  it('filters by action and by target type, and pages with a cursor', async () => {
    for (const priority of [1, 2, 3]) {
      await call(t, 'PUT', '/api/admin/settings', {
        as: admin,
        payload: { defaultReviewPriority: priority },
      });
    }
    await call(t, 'PUT', '/api/admin/settings', {
      as: admin,
      payload: { defaultReviewPriority: 0 },
    });
    const byAction = await call(t, 'GET', '/api/admin/audit?action=settings.update', { as: admin });
    const actions = byAction.json().entries.map((e: { action: string }) => e.action);
    expect(actions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(actions)).toEqual(new Set(['settings.update']));

    const byType = await call(t, 'GET', '/api/admin/audit?targetType=settings', { as: admin });
    expect(byType.json().entries).toHaveLength(actions.length);

    const first = await call(t, 'GET', '/api/admin/audit?action=settings.update&limit=2', {
      as: admin,
    });
    const page1 = first.json();
    expect(page1.entries).toHaveLength(2);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await call(
      t,
      'GET',
      `/api/admin/audit?action=settings.update&limit=2&cursor=${page1.nextCursor}`,
      { as: admin },
    );
    const page2 = second.json();
    const ids = [...page1.entries, ...page2.entries].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page2.entries[0].details.after.defaultReviewPriority).toBe(2);
  });

  it.each([
    ['action=DROP TABLE', 'Not an action name'],
    ['action=user.delete', 'Not an action name'],
    ['targetType=planet', 'Choose one of the target types: user, track, artist, settings or job'],
    ['limit=0', 'limit must be at least 1'],
    ['cursor=not-a-cursor', 'Invalid cursor'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await call(t, 'GET', `/api/admin/audit?${query}`, { as: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('is for admins only, an unverified label included', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    expect((await call(t, 'GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/audit', { as: label })).statusCode).toBe(403);
  });
});
