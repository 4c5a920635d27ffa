// The migrations this server ships with, from drizzle-kit's journal beside the SQL files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { z } from 'zod';

import { migrationsFolder } from '../../../db/migrate';

const journalSchema = z.object({
  entries: z.array(z.object({ idx: z.number().int(), when: z.number(), tag: z.string() })),
});

export type JournalEntry = z.infer<typeof journalSchema>['entries'][number];

let cached: Promise<JournalEntry[]> | null = null;

/** The journal's entries, oldest first; read once, as they change only with the code. */
export function migrationJournal(): Promise<JournalEntry[]> {
  cached ??= readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then(
    (text) => journalSchema.parse(JSON.parse(text)).entries,
  );
  return cached;
}
