import { randomUUID } from 'node:crypto';

import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminActions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { me } from '../../test/auth';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const defaults = {
  requireEmailVerification: false,
  registrationOpen: true,
  defaultReviewPriority: 0,
  uploadSizeLimitMb: 50,
  maxUploadDurationMinutes: 30,
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
    const response = await call('GET', '/api/admin/settings', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaults);
  });

  it('saves a change, keeps the settings left out, and records who changed what', async () => {
    const put = await call('PUT', '/api/admin/settings', admin.cookie, {
      requireEmailVerification: true,
      uploadSizeLimitMb: 80,
    });
    expect(put.statusCode).toBe(200);
    const saved = { ...defaults, requireEmailVerification: true, uploadSizeLimitMb: 80 };
    expect(put.json()).toEqual(saved);
    expect((await call('GET', '/api/admin/settings', admin.cookie)).json()).toEqual(saved);

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

    await call('PUT', '/api/admin/settings', admin.cookie, defaults);
  });

  it('records nothing when a save changes nothing', async () => {
    const before = (await settingsRecords()).length;
    const put = await call('PUT', '/api/admin/settings', admin.cookie, defaults);
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
    const response = await call('PUT', '/api/admin/settings', admin.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await call('GET', '/api/admin/settings', admin.cookie)).json()).toEqual(defaults);
  });

  it('is for admins only', async () => {
    const label = await createUser(t, { role: 'label' });
    expect((await call('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/settings', label.cookie)).statusCode).toBe(403);
    const put = await call('PUT', '/api/admin/settings', label.cookie, {
      requireEmailVerification: true,
    });
    expect(put.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/settings', admin.cookie)).json()).toEqual(defaults);
  });
});

describe('POST /api/admin/labels/:userId/verify', () => {
  it('verifies a label account, which /api/me then shows', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    expect((await me(t, label.cookie))?.labelVerified).toBe(false);
    const response = await call('POST', `/api/admin/labels/${label.id}/verify`, admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ userId: label.id, labelVerified: true });
    expect((await me(t, label.cookie))?.labelVerified).toBe(true);

    const again = await call('POST', `/api/admin/labels/${label.id}/verify`, admin.cookie);
    expect(again.json().labelVerifiedAt).toBe(body.labelVerifiedAt);
  });

  it('records the verification once, with who did it', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    await call('POST', `/api/admin/labels/${label.id}/verify`, admin.cookie);
    await call('POST', `/api/admin/labels/${label.id}/verify`, admin.cookie);
    const records = await recordsFor(label.id);
    expect(records).toEqual([
      expect.objectContaining({ action: 'label.verify', adminId: admin.id, targetType: 'user' }),
    ]);
  });

  it('refuses an account that is not a label', async () => {
    const artist = await createUser(t, { role: 'artist' });
    const response = await call('POST', `/api/admin/labels/${artist.id}/verify`, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'not_a_label',
      message: 'This account is not a record label',
    });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    expect(
      (await call('POST', `/api/admin/labels/${randomUUID()}/verify`, admin.cookie)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/labels/nope/verify', admin.cookie)).statusCode).toBe(
      400,
    );
  });

  it('is for admins only', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    const response = await call('POST', `/api/admin/labels/${label.id}/verify`, label.cookie);
    expect(response.statusCode).toBe(403);
    expect((await me(t, label.cookie))?.labelVerified).toBe(false);
  });
});

describe('DELETE /api/admin/labels/:userId/verify', () => {
  it('takes the verification back, so the label may no longer moderate, and records it', async () => {
    const label = await createUser(t, { role: 'label' });
    expect((await me(t, label.cookie))?.labelVerified).toBe(true);
    const response = await call('DELETE', `/api/admin/labels/${label.id}/verify`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: label.id, labelVerified: false });
    expect((await me(t, label.cookie))?.labelVerified).toBe(false);
    expect((await recordsFor(label.id)).map((r) => r.action)).toEqual(['label.unverify']);
  });

  it('refuses an account that is not a label, and an unknown one', async () => {
    const listener = await createUser(t);
    const refused = await call('DELETE', `/api/admin/labels/${listener.id}/verify`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(
      (await call('DELETE', `/api/admin/labels/${randomUUID()}/verify`, admin.cookie)).statusCode,
    ).toBe(404);
    expect(await recordsFor(listener.id)).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists what admins did, newest first, with who, what, to whom and when', async () => {
    const other = await createUser(t, { role: 'admin' });
    const target = await createUser(t, { name: 'Audit Target' });
    await call('PUT', `/api/admin/users/${target.id}/role`, admin.cookie, { role: 'artist' });
    await call('PUT', `/api/admin/users/${target.id}/role`, other.cookie, { role: 'label' });

    const response = await call('GET', `/api/admin/audit?targetId=${target.id}`, admin.cookie);
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
      await call('PUT', '/api/admin/settings', admin.cookie, { defaultReviewPriority: priority });
    }
    await call('PUT', '/api/admin/settings', admin.cookie, { defaultReviewPriority: 0 });
    const byAction = await call('GET', '/api/admin/audit?action=settings.update', admin.cookie);
    const actions = byAction.json().entries.map((e: { action: string }) => e.action);
    expect(actions.length).toBeGreaterThanOrEqual(4);
    expect(new Set(actions)).toEqual(new Set(['settings.update']));

    const byType = await call('GET', '/api/admin/audit?targetType=settings', admin.cookie);
    expect(byType.json().entries).toHaveLength(actions.length);

    const first = await call(
      'GET',
      '/api/admin/audit?action=settings.update&limit=2',
      admin.cookie,
    );
    const page1 = first.json();
    expect(page1.entries).toHaveLength(2);
    expect(page1.nextCursor).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/api/admin/audit?action=settings.update&limit=2&cursor=${page1.nextCursor}`,
      admin.cookie,
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
    const response = await call('GET', `/api/admin/audit?${query}`, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('is for admins only, an unverified label included', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit', label.cookie)).statusCode).toBe(403);
  });
});
