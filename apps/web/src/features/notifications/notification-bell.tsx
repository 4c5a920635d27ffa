// The notifications dropdown of the top bar: a bell with the unread badge that opens
// the newest 50, marks one read when it is opened and all of them at once. New notifications
// arrive live (use-live-notifications).
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { useFormat } from '../../lib/i18n/format';
import { notificationsQueryOptions, useMarkAllNotificationsRead } from './api/notifications';
import { badgeText } from './badge-text';
import { NotificationList } from './notification-list';
import { useLiveNotifications } from './use-live-notifications';

const triggerClasses =
  'relative flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground sm:size-10';

export function NotificationBell() {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const query = useQuery(notificationsQueryOptions);
  const markAll = useMarkAllNotificationsRead(() => {
    toast.success(t('notifications.allMarkedRead'));
  });
  useLiveNotifications();

  const unreadCount = query.data?.unreadCount ?? 0;
  const badge = badgeText(unreadCount, (value) => format.number(value));

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        aria-label={
          unreadCount > 0
            ? t('notifications.unreadLabel', { count: unreadCount })
            : t('notifications.title')
        }
        className={triggerClasses}
      >
        <Bell aria-hidden className="size-5" />
        {badge ? (
          <span
            aria-hidden
            data-testid="notification-badge"
            className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-bold text-destructive-foreground ring-2 ring-background"
          >
            {badge}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent aria-labelledby={headingId} className="w-96! p-0!">
        <div className="flex min-h-14 items-center gap-3 border-b border-border px-4 py-2">
          <h2 id={headingId} className="me-auto text-base font-semibold">
            {t('notifications.title')}
          </h2>
          {unreadCount > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              className="-me-2 h-8 px-3 text-primary"
              onClick={() => markAll.mutate()}
            >
              {t('notifications.markAllRead')}
            </Button>
          ) : null}
        </div>
        <NotificationList query={query} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}
