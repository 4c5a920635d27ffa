// The bell: the caller's newest notifications with the unread count, marking one
// and marking all read, and what a reconnecting event stream missed. Someone else's
// notification is a 404, the same as one that does not exist.
import {
  NOTIFICATIONS_LIMIT,
  notificationMessages,
  type NotificationEvent,
  type NotificationList,
  type NotificationMarked,
  type NotificationsMarked,
} from '@sada/contracts/notifications';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { presentNotification } from './presenter';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
  notificationsAfter,
} from './repository';

const eventId = z.uuid();

export function createNotificationService(db: Database) {
  return {
    async list(userId: string): Promise<NotificationList> {
      const [rows, unreadCount] = await Promise.all([
        listNotifications(db, userId, NOTIFICATIONS_LIMIT),
        countUnread(db, userId),
      ]);
      return { notifications: rows.map(presentNotification), unreadCount };
    },

    unreadCount: (userId: string) => countUnread(db, userId),

    /** Marking a read notification again changes nothing. */
    async markRead(userId: string, notificationId: string): Promise<NotificationMarked> {
      const row = await markRead(db, userId, notificationId);
      if (!row) throw notFound(notificationMessages.notFound);
      return { notification: presentNotification(row), unreadCount: await countUnread(db, userId) };
    },

    async markAllRead(userId: string): Promise<NotificationsMarked> {
      const marked = await markAllRead(db, userId);
      return { marked, unreadCount: await countUnread(db, userId) };
    },

    /**
     * The notifications after the stream's Last-Event-ID (a notification id), at most the
     * newest 50, oldest first. An id that is not one of the caller's notifications gives none.
     */
    async missedSince(userId: string, lastEventId: string): Promise<NotificationEvent[]> {
      if (!eventId.safeParse(lastEventId).success) return [];
      const rows = await notificationsAfter(db, userId, lastEventId, NOTIFICATIONS_LIMIT);
      return rows.map((row) => ({ type: 'notification', notification: presentNotification(row) }));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
