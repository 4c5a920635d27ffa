import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

import { serverSourcePath } from '../platform/source-files';
import type { DatabaseHandle } from './client';

export const migrationsFolder = serverSourcePath('db', 'migrations');

/** The advisory lock migrations run under on PostgreSQL (any number no other code takes). */
const MIGRATION_LOCK = 731_042_001;

/** Applies the committed SQL migrations; the same files serve PGlite and PostgreSQL. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.driver.kind === 'postgres') {
    // Instances started together on a new database take turns: the later ones find the
    // migrations applied. The lock is held by a connection of its own until they are.
    const lock = await handle.driver.pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      lock.release();
    }
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
