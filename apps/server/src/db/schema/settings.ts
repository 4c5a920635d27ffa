// Platform settings an admin changes at run time, one row per key. Values are JSON checked
// against the contracts' schema when read, so a key added later needs no migration.
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { users } from './auth';
import { updatedAt } from './helpers';

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
