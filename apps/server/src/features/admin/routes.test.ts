import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('GET and PUT /api/admin/settings', () => {
  it('starts with verification before sign-in off', async () => {
    const response = await call('GET', '/api/admin/settings', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ requireEmailVerification: false });
  });

  it('saves a change', async () => {
    const put = await call('PUT', '/api/admin/settings', admin.cookie, {
      requireEmailVerification: true,
    });
    expect(put.json()).toEqual({ requireEmailVerification: true });
    const get = await call('GET', '/api/admin/settings', admin.cookie);
    expect(get.json()).toEqual({ requireEmailVerification: true });
    await call('PUT', '/api/admin/settings', admin.cookie, { requireEmailVerification: false });
  });

  it.each([
    [{ requireEmailVerification: 'yes' }],
    [{}],
    [{ requireEmailVerification: true, somethingElse: 1 }],
  ])('refuses %j', async (body) => {
    const response = await call('PUT', '/api/admin/settings', admin.cookie, body);
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const label = await createUser(t, { role: 'label' });
    expect((await call('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/settings', label.cookie)).statusCode).toBe(403);
    const put = await call('PUT', '/api/admin/settings', label.cookie, {
      requireEmailVerification: true,
    });
    expect(put.statusCode).toBe(403);
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
