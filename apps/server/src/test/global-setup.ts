// With DATABASE_URL set, the server tests run on that PostgreSQL server: one migrated template
// database per run, copied into a fresh database for every test file, all dropped at the end.
import { randomBytes } from 'node:crypto';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { databaseUrlFor } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('pgTemplate', null);
    return;
  }
  const prefix = `sada_t_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, template) });
  await migrate(handle);
  await handle.close();
  await admin.end();
  project.provide('pgTemplate', template);

  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await client.end();
  };
}
