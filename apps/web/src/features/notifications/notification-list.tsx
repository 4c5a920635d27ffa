import type { Notification, NotificationList as List } from '@sada/contracts/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Skeleton } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { useMarkNotificationRead } from './api/notifications';
import { notificationText } from './notification-text';

interface NotificationListProps {
  query: UseQueryResult<List>;
  /** Called before following a notification's link (the dropdown closes). */
  onNavigate: () => void;
}

/** The dropdown's body: loading, error with a retry, 'No notifications yet', or the list. */
export function NotificationList({ query, onNavigate }: NotificationListProps) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('notifications.loading')} className="space-y-3 p-4">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="mt-1.5 size-2 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        className="m-3"
        message={t('notifications.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.notifications.length === 0) {
    return (
      <div className="flex flex-col items-center px-6 py-10 text-center">
        <BellOff aria-hidden className="mb-3 size-8 text-muted-foreground" />
        <p className="font-semibold">{t('notifications.empty')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('notifications.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="max-h-[min(28rem,70vh)] divide-y divide-border/70 overflow-y-auto">
      {query.data.notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: Notification;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const { title, message } = notificationText(t, notification);
  const unread = !notification.read;

  const handleOpen = () => {
    if (unread) markRead.mutate(notification.id);
    if (notification.link) {
      onNavigate();
      void navigate(notification.link);
    }
  };

  return (
    <button
      type="button"
      onClick={handleOpen}
      className="flex w-full gap-3 px-4 py-3 text-start transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-2"
    >
      <span
        aria-hidden
        className={
          unread ? 'mt-1.5 size-2 shrink-0 rounded-full bg-primary' : 'mt-1.5 size-2 shrink-0'
        }
      />
      <span className="min-w-0 flex-1">
        {unread ? <span className="sr-only">{t('notifications.unread')}: </span> : null}
        <span
          dir="auto"
          className={unread ? 'block text-sm font-semibold' : 'block text-sm font-medium'}
        >
          {title}
        </span>
        <span dir="auto" className="mt-0.5 block text-sm text-muted-foreground">
          {message}
        </span>
        <time
          dateTime={notification.createdAt}
          className="mt-1 block text-xs text-muted-foreground"
        >
          {format.relativeTime(notification.createdAt)}
        </time>
      </span>
    </button>
  );
}
