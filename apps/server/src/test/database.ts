// A fresh, migrated database for one test file: in-memory PGlite loaded from the run's migrated
// dump by default, or a copy of the run's template database on the PostgreSQL server named by
// DATABASE_URL (test/global-setup.ts makes both).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';

import pg from 'pg';
import { inject } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { databaseUrlFor } from './postgres-url';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('pgTemplate');
  const url = process.env.DATABASE_URL;
  if (!template || !url) {
    const from = await pgliteTemplate();
    const handle = await openDatabase({ kind: 'pglite', dir: null, ...(from ? { from } : {}) });
    if (!from) await migrate(handle);
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

let pgliteDump: Promise<Blob | null> | undefined;

/** The migrated PGlite dump, read once per worker; null when the run made none. */
function pgliteTemplate(): Promise<Blob | null> {
  const file = inject('pgliteTemplate');
  pgliteDump ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(null);
  return pgliteDump;
}
