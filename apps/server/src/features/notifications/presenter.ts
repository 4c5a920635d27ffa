// A notifications row as the API shows it.
import type { Notification } from '@sada/contracts/notifications';

import type { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    link: row.link,
    data: row.data,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}
