// What admins did: every admin action is recorded (who, what, when) and can be read back.
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { users } from './auth';
import { createdAt, id } from './helpers';

export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    /** Kept when the admin's account is later removed; the e-mail below still says who. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** What was done, e.g. `user.role`, `track.take_down`, `settings.update`. */
    action: text('action').notNull(),
    /** What it was done to: `user`, `track`, `artist`, `settings`, `job`. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** The values before and after, or whatever else says what changed. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('admin_actions_target_idx').on(t.targetType, t.targetId),
  ],
);
