// Every test file gets a fresh database made from one migrated template per run. With
// DATABASE_URL set the tests run on that PostgreSQL server: the template is a database there,
// copied for every test file, all dropped at the end. Otherwise the template is a dump of a
// migrated in-memory PGlite, which each file loads instead of running initdb and the migrations
// again (about 0.5 s of CPU instead of 2).
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { databaseUrlFor } from './postgres-url';
import { startRadosGateway } from './radosgw';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string | null;
    /** The file holding the migrated PGlite data folder (a tar from dumpDataDir). */
    pgliteTemplate: string | null;
    /** The file the S3 server's address is written to once it answers (test/s3-server.ts). */
    s3ServerFile: string;
  }
}

export default async function setup(project: TestProject) {
  const s3 = startS3Server(project);
  const url = process.env.DATABASE_URL;
  if (!url) {
    const file = await dumpMigratedPglite();
    project.provide('pgTemplate', null);
    project.provide('pgliteTemplate', file);
    return async () => {
      await rm(file, { force: true });
      await s3.stop();
    };
  }
  project.provide('pgliteTemplate', null);
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
    await s3.stop();
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

async function dumpMigratedPglite(): Promise<string> {
  const handle = await openDatabase({ kind: 'pglite', dir: null });
  try {
    await migrate(handle);
    if (handle.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.driver.client.dumpDataDir('none');
    const file = join(tmpdir(), `sada-pglite-template-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/**
 * The run's S3 server, started in the background while the tests begin: the file the tests
 * wait on (test/s3-server.ts) gets its address once it answers, or why it could not start.
 */
function startS3Server(project: TestProject): { stop(): Promise<void> } {
  const dir = join(tmpdir(), `sada-radosgw-${randomBytes(4).toString('hex')}`);
  const file = `${dir}.json`;
  project.provide('s3ServerFile', file);
  // A second try, on other ports, should the first fail (a port taken in between, say).
  const started = startRadosGateway(dir)
    .catch(() => startRadosGateway(dir))
    .then(
      async (server) => {
        const { stop, ...address } = server;
        await writeFile(file, JSON.stringify(address));
        return stop;
      },
      async (error: unknown) => {
        await writeFile(file, JSON.stringify({ error: (error as Error).message }));
        return async () => undefined;
      },
    );
  return {
    async stop() {
      await (
        await started
      )();
      await rm(file, { force: true });
    },
  };
}
