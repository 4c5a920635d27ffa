// The bell's server state: the newest 50 notifications with the unread count (GET
// /api/me/notifications), marking one or all read, and a new one arriving live.
import {
  NOTIFICATIONS_LIMIT,
  notificationList,
  notificationMarked,
  notificationsMarked,
  type Notification,
  type NotificationList,
} from '@sada/contracts/notifications';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api';

export const notificationsKey = ['me', 'notifications'] as const;

export const notificationsQueryOptions = queryOptions({
  queryKey: notificationsKey,
  queryFn: ({ signal }) => api.get('/me/notifications', { schema: notificationList, signal }),
});

/**
 * Puts a notification that arrived live at the top of the list and counts it; one already
 * listed (a resumed stream sends again what may have arrived) changes nothing. Before the list
 * has loaded, the load brings it.
 */
export function prependNotification(queryClient: QueryClient, notification: Notification) {
  const current = queryClient.getQueryData(notificationsQueryOptions.queryKey);
  if (!current) {
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
    return;
  }
  if (current.notifications.some((item) => item.id === notification.id)) return;
  queryClient.setQueryData<NotificationList>(notificationsKey, {
    notifications: [notification, ...current.notifications].slice(0, NOTIFICATIONS_LIMIT),
    unreadCount: current.unreadCount + (notification.read ? 0 : 1),
  });
}

function markInCache(queryClient: QueryClient, id: string | null) {
  queryClient.setQueryData<NotificationList>(notificationsKey, (current) => {
    if (!current) return current;
    let lowered = 0;
    const notifications = current.notifications.map((item) => {
      if (item.read || (id !== null && item.id !== id)) return item;
      lowered += 1;
      return { ...item, read: true };
    });
    const unreadCount = id === null ? 0 : Math.max(0, current.unreadCount - lowered);
    return { notifications, unreadCount };
  });
}

function setUnreadCount(queryClient: QueryClient, unreadCount: number) {
  queryClient.setQueryData<NotificationList>(notificationsKey, (current) =>
    current ? { ...current, unreadCount } : current,
  );
}

/**
 * Shown read at once (`target`: one id, or null for all); the server's count follows. Failures
 * are only logged, and the list is read again.
 */
function useMark<V, T extends { unreadCount: number }>(
  send: (variables: V) => Promise<T>,
  target: (variables: V) => string | null,
  onSuccess?: (result: T) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      markInCache(queryClient, target(variables));
    },
    onSuccess: (result) => {
      setUnreadCount(queryClient, result.unreadCount);
      onSuccess?.(result);
    },
    onError: (error) => {
      console.error('Marking notifications read failed', error);
      void queryClient.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

/** POST /api/me/notifications/:id/read. */
export function useMarkNotificationRead() {
  return useMark(
    (id: string) =>
      api.post(
        `/me/notifications/${encodeURIComponent(id)}/read`,
        {},
        {
          schema: notificationMarked,
        },
      ),
    (id) => id,
  );
}

/** POST /api/me/notifications/read-all; `onSuccess` runs once the server has marked them. */
export function useMarkAllNotificationsRead(onSuccess: () => void) {
  return useMark(
    () => api.post('/me/notifications/read-all', {}, { schema: notificationsMarked }),
    () => null,
    onSuccess,
  );
}
