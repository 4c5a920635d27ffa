import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repositories take either the database or a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Runs plain SQL; used by migrations, health checks and tests. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The driver underneath, for the job queue and LISTEN/NOTIFY (platform/jobs, platform/events). */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; pool: pg.Pool };
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dir: string | null;
      /** A data folder dumped by PGlite's dumpDataDir to start from (skips initdb). */
      from?: Blob;
    }
  | { kind: 'postgres'; url: string };

/**
 * Settings every session starts with. Search matches by word similarity (`<%`, features/search);
 * at 0.5 rather than pg_trgm's 0.6 it still finds a word with one letter missing or wrong
 * ("gardner" for "gardener", 0.55), while a text sharing only half its trigrams does not.
 */
const sessionSettings = { 'pg_trgm.word_similarity_threshold': '0.5' };

/**
 * A connection attempt gives up after 5 s: without a bound a request would wait as long as the
 * network does for an unreachable server. (The pool's own connectionTimeoutMillis would also cut
 * short requests merely queued for a free connection during a burst.)
 */
class BoundedConnectClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(
      typeof config === 'string'
        ? { connectionString: config, connectionTimeoutMillis: 5_000 }
        : { ...config, connectionTimeoutMillis: 5_000 },
    );
  }
}

/**
 * The embedded database runs one query at a time; the rest wait in its queue. Unbounded, the
 * queue grew with the load and every request waited behind all the others: with 100 signed-in
 * clients browsing, p99 was 22.7 s and /api/health took 22.8 s (README, "The embedded
 * database"). Past this many queries waiting, a query is refused at once and its request answers
 * 503 with Retry-After (http/error-handler), while those already queued finish in time. At about a
 * millisecond a query, 256 waiting is a quarter of a second of work: room for a page's burst of
 * parallel requests (fifty like states, fifty listens reported at once), not for a pile-up.
 */
export const EMBEDDED_QUEUE_LIMIT = 256;

/** Refused by the embedded database's queue bound; code 53300 is Postgres's too_many_connections. */
export class EmbeddedDatabaseBusyError extends Error {
  override name = 'EmbeddedDatabaseBusyError';
  readonly code = '53300';
  constructor() {
    super('The embedded database is busy: too many queries are waiting');
  }
}

/**
 * `client` with at most `limit` calls of query, exec and transaction in progress or waiting.
 * Queries inside a transaction run on its own handle, so they are never refused half-way.
 */
export function limitQueue(client: PGlite, limit: number): PGlite {
  let pending = 0;
  const gate =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (pending >= limit) throw new EmbeddedDatabaseBusyError();
      pending += 1;
      try {
        return await call(...args);
      } finally {
        pending -= 1;
      }
    };
  const gated: Record<string, unknown> = {
    query: gate(client.query.bind(client)),
    exec: gate(client.exec.bind(client)),
    transaction: gate(client.transaction.bind(client)),
  };
  return new Proxy(client, {
    get(target, property) {
      if (typeof property === 'string' && property in gated) return gated[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 20,
      // A connection holds its prepared statements (search's among them): closing it when idle
      // for pg's default 10 s meant a new one, planning them all again, in the middle of a
      // burst. Under a steady load every connection is used within a minute.
      idleTimeoutMillis: 60_000,
      Client: BoundedConnectClient,
      // The longest a request waits for a free connection under load before it answers 503.
      connectionTimeoutMillis: 30_000,
      options: Object.entries(sessionSettings)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    });
    // A failing idle client must not crash the process; the next query reports the problem.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
      driver: { kind: 'postgres', url: target.url, pool },
    };
  }
  if (target.dir) mkdirSync(target.dir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dir ? { dataDir: target.dir } : {}),
    ...(target.from ? { loadDataDir: target.from } : {}),
    extensions: { pg_trgm, unaccent },
  });
  for (const [name, value] of Object.entries(sessionSettings)) {
    await client.query(`SELECT set_config($1, $2, false)`, [name, value]);
  }
  // Requests go through the bounded queue; the job queue and LISTEN use the client itself.
  const limited = limitQueue(client, EMBEDDED_QUEUE_LIMIT);
  const db = drizzlePglite(limited, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    exec: async (sql) => {
      await limited.exec(sql);
    },
    close: () => client.close(),
    driver: { kind: 'pglite', client },
  };
}
