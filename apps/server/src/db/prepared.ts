// Named prepared statements for hot SQL written with drizzle's `sql` (db.execute has no name).
import { createHash } from 'node:crypto';

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import type { Executor } from './client';

const dialect = new PgDialect();

/**
 * The rows of `query`, run as a statement named after its text: PostgreSQL parses it once per
 * connection and, after a few runs, keeps one plan for any values. Only for statements whose
 * plan does not depend on the values (no LIKE pattern the planner would turn into an index
 * range, for one).
 */
export async function executePrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 24)}`;
  const result = await db._.session.prepareQuery(compiled, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
