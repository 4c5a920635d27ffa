// SQL of the admin database page: the tables with their rows and sizes, the server's version and
// the migrations applied. Catalog queries only; the same on PGlite and PostgreSQL.
import { sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../../../db/client';

function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}

interface TableRow {
  schema: string;
  name: string;
  estimate: number | string;
  bytes: number | string;
}

/** Every ordinary table outside the system schemas (partitions each on their own). */
export async function listTables(db: Executor) {
  const result = await db.execute(sql`
    select n.nspname as schema, c.relname as name, c.reltuples as estimate,
      pg_total_relation_size(c.oid) as bytes
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r'
      and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_toast%'
      and n.nspname not like 'pg\\_temp%'
    order by pg_total_relation_size(c.oid) desc, n.nspname, c.relname`);
  return rowsOf<TableRow>(result).map((row) => ({
    schema: row.schema,
    name: row.name,
    /** The planner's estimate; -1 (PostgreSQL 14+) until the table is first analysed. */
    estimate: Number(row.estimate),
    bytes: Number(row.bytes),
  }));
}

/** Exact row counts of the tables, read in one statement so they describe one moment. */
export async function countRows(
  db: Executor,
  tables: { schema: string; name: string }[],
): Promise<number[]> {
  if (tables.length === 0) return [];
  const parts: SQL[] = tables.map(
    (table, i) =>
      sql`select ${i}::int as i, count(*) as n from ${sql.identifier(table.schema)}.${sql.identifier(table.name)}`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  const counts = new Array<number>(tables.length).fill(0);
  for (const row of rowsOf<{ i: number | string; n: number | string }>(result)) {
    counts[Number(row.i)] = Number(row.n);
  }
  return counts;
}

export async function serverFacts(db: Executor) {
  const result = await db.execute(sql`
    select current_setting('server_version') as version,
      pg_database_size(current_database()) as bytes`);
  const [row] = rowsOf<{ version: string; bytes: number | string }>(result);
  return { version: row?.version ?? '', sizeBytes: Number(row?.bytes ?? 0) };
}

/**
 * drizzle's record of applied migrations (drizzle.__drizzle_migrations): how many, and the
 * journal time (`when`) of the newest, which names it in the journal.
 */
export async function appliedMigrations(db: Executor) {
  const exists = rowsOf<{ present: boolean }>(
    await db.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  );
  if (!exists[0]?.present) return { applied: 0, newestWhen: null };
  const [row] = rowsOf<{ applied: number | string; newest: number | string | null }>(
    await db.execute(
      sql`select count(*) as applied, max(created_at) as newest from drizzle.__drizzle_migrations`,
    ),
  );
  return {
    applied: Number(row?.applied ?? 0),
    newestWhen: row?.newest === null || row?.newest === undefined ? null : Number(row.newest),
  };
}
