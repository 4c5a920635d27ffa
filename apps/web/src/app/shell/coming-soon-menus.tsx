import { Bell, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';

const triggerClasses =
  'flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground sm:size-10';

interface ComingSoonPopoverProps {
  label: string;
  message: string;
  icon: typeof Bell;
}

/** A top-bar button whose panel will hold a feature built later; it says so, with no fake data. */
function ComingSoonPopover({ label, message, icon: Icon }: ComingSoonPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover>
      <PopoverTrigger aria-label={label} className={triggerClasses}>
        <Icon aria-hidden className="size-5" />
      </PopoverTrigger>
      <PopoverContent aria-label={label}>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Icon aria-hidden className="size-5" />
          </span>
          <div>
            <p className="font-semibold">{label}</p>
            <p className="mt-0.5 text-xs font-semibold tracking-wide text-gold-text uppercase">
              {t('app.comingSoon')}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{message}</p>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

export function PrayerTimesMenu() {
  const { t } = useTranslation();
  return (
    <ComingSoonPopover
      label={t('topBar.prayerTimes')}
      message={t('topBar.prayerTimesSoon')}
      icon={Clock}
    />
  );
}

export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <ComingSoonPopover
      label={t('topBar.notifications')}
      message={t('topBar.notificationsSoon')}
      icon={Bell}
    />
  );
}
