// The admin database page: every table with its rows and size, the server and its version, and
// the newest migration applied. Small tables are counted row by row; above
// EXACT_ROW_COUNT_LIMIT the planner's estimate stands in, as counting would read the whole table.
import { EXACT_ROW_COUNT_LIMIT, type AdminDatabase } from '@sada/contracts/admin-console';

import type { DatabaseHandle } from '../../../db/client';
import { migrationJournal } from './journal';
import { appliedMigrations, countRows, listTables, serverFacts } from './repository';

export function createAdminDatabaseService(
  database: DatabaseHandle,
  { exactRowCountLimit = EXACT_ROW_COUNT_LIMIT } = {},
) {
  const { db } = database;
  return {
    async get(): Promise<AdminDatabase> {
      const [tables, facts, migrations, journal] = await Promise.all([
        listTables(db),
        serverFacts(db),
        appliedMigrations(db),
        migrationJournal(),
      ]);
      const counted = tables.filter((t) => t.estimate < 0 || t.estimate <= exactRowCountLimit);
      const exact = await countRows(db, counted);
      const exactOf = new Map(counted.map((table, i) => [table, exact[i] ?? 0]));

      const newest =
        migrations.newestWhen === null
          ? null
          : journal.find((entry) => entry.when === migrations.newestWhen);
      return {
        kind: database.kind === 'postgres' ? 'postgresql' : 'pglite',
        serverVersion: facts.version,
        sizeBytes: facts.sizeBytes,
        exactRowCountLimit,
        tables: tables.map((table) => {
          const rows = exactOf.get(table);
          return {
            schema: table.schema,
            name: table.name,
            rows: rows ?? Math.max(0, Math.round(table.estimate)),
            rowsExact: rows !== undefined,
            totalBytes: table.bytes,
          };
        }),
        migrations: {
          latest:
            migrations.applied === 0
              ? null
              : {
                  number: newest ? newest.idx : migrations.applied - 1,
                  tag: newest?.tag ?? null,
                },
          applied: migrations.applied,
          available: journal.length,
        },
      };
    },
  };
}
