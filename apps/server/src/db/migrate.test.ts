// Migrations on PostgreSQL when several instances start together on a new database: they take
// turns, and every one of them starts. PostgreSQL only (PGlite belongs to one process).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { databaseUrlFor, onPostgresServer } from '../test/postgres-url';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate, migrationsFolder } from './migrate';

const postgresUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(postgresUrl))('migrations of instances started together', () => {
  const name = `sada_t_migrate_${randomBytes(4).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await onPostgresServer(postgresUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('apply once on a new database, whichever instance comes first', async () => {
    await onPostgresServer(postgresUrl ?? '', `CREATE DATABASE ${name}`);
    const url = databaseUrlFor(postgresUrl ?? '', name);
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ kind: 'postgres', url }));
    await Promise.all(handles.map((handle) => migrate(handle)));
    const count = async (query: string) => {
      const result = await handles[0]?.db.execute(sql.raw(query));
      return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
    };
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(await count('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).toBe(
      files.length,
    );
    expect(
      await count(
        "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public' AND tablename = 'tracks'",
      ),
    ).toBe(1);
  });
});
