import { readdir } from 'node:fs/promises';

import type { AdminDatabase } from '@sada/contracts/admin-console';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { migrationsFolder } from '../../../db/migrate';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/call';
import { createTrack, ensureGenres } from '../../../test/catalog';
import { createUser, type TestUser } from '../../../test/factories';
import { createAdminDatabaseService } from './service';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  admin = await createUser(t, { role: 'admin' });
  for (let i = 0; i < 3; i++) await createTrack(t);
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  call(t, 'GET', '/api/admin/database', { as: cookie ? { cookie } : null });

async function countOf(table: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select count(*) as n from ${sql.identifier(table)}`,
  );
  return Number((result as unknown as { rows: { n: number | string }[] }).rows[0]?.n);
}

describe('GET /api/admin/database', () => {
  it('lists the tables with the rows count(*) finds, and their sizes', async () => {
    const response = await get(admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<AdminDatabase>();
    expect(body.kind).toBe(t.database.kind === 'postgres' ? 'postgresql' : 'pglite');
    expect(body.serverVersion).toMatch(/^\d+(\.\d+)?/);
    expect(body.sizeBytes).toBeGreaterThan(0);

    for (const name of ['tracks', 'profiles', 'users', 'genres', 'admin_actions']) {
      const table = body.tables.find((x) => x.schema === 'public' && x.name === name);
      expect(table, name).toBeDefined();
      expect(table?.rows, name).toBe(await countOf(name));
      expect(table?.rowsExact).toBe(true);
      expect(table?.totalBytes, name).toBeGreaterThan(0);
    }
    expect(body.tables.find((x) => x.name === 'tracks')?.rows).toBeGreaterThanOrEqual(3);
    const sizes = body.tables.map((x) => x.totalBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('names the newest migration file as the version, with how many were applied', async () => {
    const files = (await readdir(migrationsFolder)).filter((f) => f.endsWith('.sql')).sort();
    const newest = files.at(-1)?.replace(/\.sql$/, '') ?? '';
    const body = (await get(admin.cookie)).json<AdminDatabase>();
    expect(body.migrations).toEqual({
      latest: { number: Number.parseInt(newest, 10), tag: newest },
      applied: files.length,
      available: files.length,
    });
  });

  it('gives the planner estimate for tables above the limit, and says so', async () => {
    await t.database.exec('ANALYZE tracks');
    const service = createAdminDatabaseService(t.database, { exactRowCountLimit: 0 });
    const body = await service.get();
    const tracks = body.tables.find((x) => x.schema === 'public' && x.name === 'tracks');
    expect(tracks).toMatchObject({ rows: await countOf('tracks'), rowsExact: false });
    expect(body.exactRowCountLimit).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const opts of [
      { role: 'listener' },
      { role: 'artist' },
      { role: 'label' },
      { role: 'label', labelVerified: false },
    ] as const) {
      const user = await createUser(t, opts);
      expect((await get(user.cookie)).statusCode, JSON.stringify(opts)).toBe(403);
    }
  });
});
