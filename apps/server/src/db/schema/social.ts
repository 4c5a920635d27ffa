import { notificationKinds } from '@sada/contracts/notifications';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { users } from './auth';
import { createdAt, id, oneOf } from './helpers';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull().default('general'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** Where the notification leads in the app, e.g. `/track/{id}`. */
    link: text('link'),
    /** The names and reasons the message mentions, for wording it in the reader's language. */
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
    /**
     * The order notifications were written in, for resuming the event stream: two written in the
     * same clock tick (PGlite's clock is coarse) share a created_at, and their ids are random.
     */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    check('notifications_kind_check', oneOf('kind', notificationKinds)),
    index('notifications_user_seq_idx').on(t.userId, t.seq),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`NOT ${t.read}`),
  ],
);
