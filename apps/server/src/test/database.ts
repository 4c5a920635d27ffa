// A fresh, migrated database for one test file: in-memory PGlite by default, or a copy of the
// run's template database on the PostgreSQL server named by DATABASE_URL.
import { randomBytes } from 'node:crypto';

import pg from 'pg';
import { inject } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { databaseUrlFor } from './postgres-url';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (!template || !url) {
    const handle = await openDatabase({ kind: 'pglite', dir: null });
    await migrate(handle);
    return handle;
  }
  const name = `${template.replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
