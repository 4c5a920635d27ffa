import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

import { ARABIC_PRAYER_NAMES, PRAYERS, type PrayerDay } from '../../lib/prayer/prayer-times';

interface PrayerListProps {
  day: PrayerDay;
  timeOf: (time: Date) => string;
}

/** Today's five prayers; the next one (when it is today) is marked as current. */
export function PrayerList({ day, timeOf }: PrayerListProps) {
  const { t, i18n } = useTranslation();
  const arabicInterface = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  const nextToday = day.next.tomorrow ? null : day.next.prayer;

  return (
    <ul
      aria-label={t('prayer.todayLabel')}
      className="space-y-0.5 px-2 py-2"
      data-testid="prayer-list"
    >
      {PRAYERS.map((prayer) => {
        const isNext = prayer === nextToday;
        return (
          <li
            key={prayer}
            aria-current={isNext ? 'time' : undefined}
            className={clsx(
              'flex items-center gap-3 rounded-xl px-3 py-2 text-sm',
              isNext ? 'bg-primary/10 font-semibold text-foreground' : 'text-foreground/90',
            )}
          >
            <span className="flex min-w-0 flex-1 items-baseline gap-2">
              {t(`prayer.names.${prayer}`)}
              {arabicInterface ? null : (
                <span lang="ar" dir="rtl" className="font-normal text-muted-foreground">
                  {ARABIC_PRAYER_NAMES[prayer]}
                </span>
              )}
              {isNext ? <span className="sr-only"> ({t('prayer.next')})</span> : null}
            </span>
            <span className="tabular-nums">{timeOf(day.times[prayer])}</span>
          </li>
        );
      })}
    </ul>
  );
}
