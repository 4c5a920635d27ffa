import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { invalidateMyTracks } from '../../components/uploads/api/my-tracks';
import { useServerEvents } from '../../lib/server-events';
import { prependNotification, useMarkNotificationRead } from './api/notifications';
import { notificationText } from './notification-text';

/** The kinds that tell an artist a reviewer decided on one of their tracks. */
const reviewDecisionKinds = new Set(['track_approved', 'track_rejected', 'track_needs_revision']);

/**
 * New notifications from the page's event stream: each is put at the top of the bell's
 * list, raises the unread count and shows a toast that can open it. A review decision also makes
 * the artist's track list and dashboard read again, so they show the track's new state.
 */
export function useLiveNotifications() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();

  useServerEvents('notification', ({ notification }) => {
    prependNotification(queryClient, notification);
    if (reviewDecisionKinds.has(notification.kind)) void invalidateMyTracks(queryClient);
    const { title, message } = notificationText(t, notification);
    const link = notification.link;
    toast(title, {
      id: notification.id,
      description: message,
      action: link
        ? {
            label: t('notifications.view'),
            onClick: () => {
              if (!notification.read) markRead.mutate(notification.id);
              void navigate(link);
            },
          }
        : undefined,
    });
  });
}
