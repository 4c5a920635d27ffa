import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { me } from '../../test/auth';
import { createUser } from '../../test/factories';
import { setUserRole, UserRoleError } from './user-role';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('setUserRole (npm run user:role)', () => {
  it('makes an admin out of an existing account, found by e-mail in any case', async () => {
    const user = await createUser(t);
    const change = await setUserRole(t.database.db, user.email.toUpperCase(), 'admin');
    expect(change).toEqual({
      userId: user.id,
      email: user.email,
      previousRole: 'listener',
      role: 'admin',
    });
    expect((await me(t, user.cookie))?.role).toBe('admin');
  });

  it('verifies a label it creates, and clears the mark when the role changes again', async () => {
    const user = await createUser(t);
    await setUserRole(t.database.db, user.email, 'label');
    expect(await me(t, user.cookie)).toMatchObject({ role: 'label', labelVerified: true });
    await setUserRole(t.database.db, user.email, 'listener');
    expect(await me(t, user.cookie)).toMatchObject({ role: 'listener', labelVerified: false });
  });

  it('refuses an unknown role', async () => {
    const user = await createUser(t);
    await expect(setUserRole(t.database.db, user.email, 'superuser')).rejects.toThrow(
      new UserRoleError('Unknown role "superuser". Use one of: listener, artist, label, admin.'),
    );
    expect((await me(t, user.cookie))?.role).toBe('listener');
  });

  it('refuses an unknown e-mail address', async () => {
    await expect(setUserRole(t.database.db, 'nobody@example.test', 'admin')).rejects.toThrow(
      'No account has the e-mail address "nobody@example.test".',
    );
  });
});

describe('the user:role command', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sada-user-role-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true, maxRetries: 5 }));

  // On an embedded database of its own, whatever DATABASE_URL the test run has. Creating that
  // database takes a few seconds, and far longer while a busy machine stalls: the limits leave
  // room for that, and the command is always ended before the test gives up on it.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const run = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../scripts/user-role.ts'), ...args],
      { env: { ...env, SADA_DATA_DIR: dataDir }, timeout: 80_000 },
    );

  it('prints its usage and exits 2 without arguments', async () => {
    await expect(run()).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) });
  }, 90_000);

  it('exits 1 with a clear message for an unknown account', async () => {
    await expect(run('nobody@example.test', 'admin')).rejects.toMatchObject({
      code: 1,
      stderr: 'No account has the e-mail address "nobody@example.test".\n',
    });
  }, 90_000);
});
