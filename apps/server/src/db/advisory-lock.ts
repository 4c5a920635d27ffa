// Named locks held until the end of a transaction: for rules about rows that do not exist yet
// (a count of them), where no row can be locked FOR UPDATE.
import { sql } from 'drizzle-orm';

import type { Executor } from './client';

/**
 * Takes the locks named `keys`, in the order given, for the rest of the transaction `tx`
 * (pg_advisory_xact_lock on a 64-bit hash of each name). Callers that take several must always
 * take them in the same order, so that two transactions cannot wait for each other.
 */
export async function lockUntilCommit(tx: Executor, ...keys: string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
