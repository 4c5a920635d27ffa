// Creating notifications. Only server rules do it (a review decision, a new release, a new
// follower, a track added to a collaborative playlist); no route lets a client create one for
// somebody else. Rows are written inside the caller's transaction and delivered to open pages
// only once it has committed, so nobody is told of a change that was rolled back.
import type { Notification, NotificationKind } from '@sada/contracts/notifications';

import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';
import type { EventBus } from '../../platform/events';
import { presentNotification } from './presenter';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  /** English wording, kept for anything that cannot word the kind itself. */
  title: string;
  message: string;
  link?: string | null;
  data?: Record<string, string>;
}

export interface CreatedNotification {
  userId: string;
  notification: Notification;
}

/** Writes the notifications with `db` (a transaction, usually) and returns them for delivery. */
export async function insertNotifications(
  db: Executor,
  items: NewNotification[],
): Promise<CreatedNotification[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      items.map((item) => ({
        userId: item.userId,
        kind: item.kind,
        title: item.title,
        message: item.message,
        link: item.link ?? null,
        data: item.data ?? {},
      })),
    )
    .returning();
  return rows.map((row) => ({ userId: row.userId, notification: presentNotification(row) }));
}

/**
 * Sends each notification to its reader's open pages. A delivery that fails is not an error of
 * the action that caused it: the row is saved and the bell shows it on the next load.
 */
export async function deliverNotifications(
  events: EventBus,
  created: CreatedNotification[],
): Promise<void> {
  await Promise.allSettled(
    created.map(({ userId, notification }) =>
      events.publish(userId, { type: 'notification', notification }),
    ),
  );
}
