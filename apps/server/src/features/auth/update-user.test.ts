import { authServerMessages } from '@sada/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { me, postAuth } from '../../test/auth';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/update-user', () => {
  it('changes the display name and username (lowercased)', async () => {
    const user = await createUser(t);
    const response = await postAuth(
      t,
      '/update-user',
      { name: 'Bilal Renamed', username: `Bilal_${user.id.slice(0, 6)}` },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(await me(t, user.cookie)).toMatchObject({
      displayName: 'Bilal Renamed',
      username: `bilal_${user.id.slice(0, 6)}`,
    });
  });

  it.each([
    ['role', { role: 'admin' }],
    ['emailVerified', { emailVerified: true }],
    ['twoFactorEnabled', { twoFactorEnabled: false }],
    ['id', { id: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses to write %s and changes nothing', async (field, body) => {
    const user = await createUser(t, { emailVerified: false });
    const response = await postAuth(t, '/update-user', body, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    expect(await me(t, user.cookie)).toMatchObject({
      id: user.id,
      role: 'listener',
      emailVerified: false,
    });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'http://plain.example/a.png',
    'https://cdn.example/a.png',
    '//cdn.example/a.png',
    '/elsewhere/a.png',
    '/api/media/user-avatars/a.jpg',
    '/api/media/track-covers/a.jpg',
  ])('refuses the picture address %s', async (image) => {
    const user = await createUser(t);
    const response = await postAuth(t, '/update-user', { image }, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'image',
      message: authServerMessages.imageInvalid,
    });
    expect((await me(t, user.cookie))?.avatarUrl).toBeNull();
  });

  it("refuses someone else's avatar, or a path out of one's own folder", async () => {
    const [user, other] = [await createUser(t), await createUser(t)];
    for (const image of [
      `/api/media/user-avatars/${other.id}/1.jpg`,
      `/api/media/user-avatars/${user.id}/../${other.id}/1.jpg`,
      `/api/media/user-avatars/${user.id}/%2e%2e/1.jpg`,
      `/api/media/user-avatars/${user.id}/`,
    ]) {
      const response = await postAuth(t, '/update-user', { image }, { cookie: user.cookie });
      expect(response.statusCode, image).toBe(400);
    }
    expect((await me(t, user.cookie))?.avatarUrl).toBeNull();
  });

  it('accepts an avatar uploaded to this server by the same person, or none', async () => {
    const user = await createUser(t);
    for (const image of [`/api/media/user-avatars/${user.id}/1764130000000.jpg`, null]) {
      const response = await postAuth(t, '/update-user', { image }, { cookie: user.cookie });
      expect(response.statusCode).toBe(200);
      expect((await me(t, user.cookie))?.avatarUrl).toBe(image);
    }
  });

  it('refuses a username someone else has, whatever its case', async () => {
    const [first, second] = [await createUser(t), await createUser(t)];
    const response = await postAuth(
      t,
      '/update-user',
      { username: first.username.toUpperCase() },
      { cookie: second.cookie },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('USERNAME_ALREADY_EXISTS');
  });

  it('lets people keep their own username', async () => {
    const user = await createUser(t);
    const response = await postAuth(
      t,
      '/update-user',
      { username: user.username },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('routes better-auth offers that Sada does not use', () => {
  it.each(['/is-username-available', '/sign-in/username'])('%s is not served', async (path) => {
    const response = await postAuth(t, path, { username: 'someone', password: 'Sada-demo-2026' });
    expect(response.statusCode).toBe(404);
  });
});
