// /api/me/notifications: the bell in the top bar. Only the server creates notifications
// (notify.ts); these routes read and mark the caller's own.
import { errorResponse } from '@sada/contracts/errors';
import {
  notificationIdParams,
  notificationList,
  notificationMarked,
  notificationsMarked,
  unreadNotificationCount,
} from '@sada/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { NotificationService } from './service';

export function notificationRoutes(service: NotificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/notifications',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['notifications'],
          summary: 'Your newest 50 notifications, newest first, and how many are unread',
          response: { 200: notificationList, 401: errorResponse },
        },
      },
      async (request) => service.list(request.actor.id),
    );

    app.get(
      '/api/me/notifications/unread-count',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['notifications'],
          summary: 'How many of your notifications are unread',
          response: { 200: unreadNotificationCount, 401: errorResponse },
        },
      },
      async (request) => ({ unreadCount: await service.unreadCount(request.actor.id) }),
    );

    app.post(
      '/api/me/notifications/:notificationId/read',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark one of your notifications read (again: no change)',
          params: notificationIdParams,
          response: {
            200: notificationMarked,
            400: errorResponse,
            401: errorResponse,
            404: errorResponse,
          },
        },
      },
      async (request) => service.markRead(request.actor.id, request.params.notificationId),
    );

    app.post(
      '/api/me/notifications/read-all',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['notifications'],
          summary: 'Mark all your notifications read; says how many were unread',
          response: { 200: notificationsMarked, 401: errorResponse },
        },
      },
      async (request) => service.markAllRead(request.actor.id),
    );
  };
}
