// The prayer-times dropdown of the top bar: the five prayers of the day at
// the listener's place, the next one with the time remaining (ticking every second), the
// location label and the Hijri date.
import { clsx } from 'clsx';
import { Clock, LocateFixed, MapPin, Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover';
import { formatHijriDate, useFormat } from '../../lib/i18n/format';
import { formatRemaining } from '../../lib/prayer/remaining';
import { useLocateMe } from '../../lib/prayer/use-locate-me';
import { useCoordinatesText, usePlaceLabel } from '../../lib/prayer/use-place-label';
import { useSession } from '../../lib/session/use-session';
import { PrayerList } from './prayer-list';
import { PRAYER_CLOCK_MS, useNow, usePrayerDay } from './use-prayer-day';

const triggerClasses =
  'flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground data-[state=open]:bg-muted data-[state=open]:text-foreground sm:size-10';

export function PrayerTimesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const headingId = useId();

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger aria-label={t('topBar.prayerTimes')} className={triggerClasses}>
        <Clock aria-hidden className="size-5" />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={headingId} className="w-96! p-0!">
        <PrayerPanel headingId={headingId} onNavigate={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  );
}

interface PrayerPanelProps {
  headingId: string;
  onNavigate: () => void;
}

/** The panel's content; mounted only while the dropdown is open, so the clock ticks only then. */
export function PrayerPanel({ headingId, onNavigate }: PrayerPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const format = useFormat();
  const now = useNow(PRAYER_CLOCK_MS);
  const { place, day } = usePrayerDay(now);
  const label = usePlaceLabel(place);
  const coordinatesText = useCoordinatesText();
  const { user } = useSession();
  const { next } = day;
  const timeOf = (time: Date) =>
    format.date(time, { hour: 'numeric', minute: '2-digit', timeZone: place.timeZone });
  const hijri = formatHijriDate(now, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: place.timeZone,
  });

  return (
    <div>
      <div className="border-b border-border px-4 pt-3 pb-3">
        <h2 id={headingId} className="text-base font-semibold">
          {t('topBar.prayerTimes')}
        </h2>
        <p className="mt-0.5 text-xs text-muted-foreground" data-testid="prayer-hijri-date">
          {hijri}
        </p>
        <p className="mt-2 flex items-start gap-1.5 text-sm" data-testid="prayer-location">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <span className="font-medium">{label}</span>
            {place.kind === 'device' ? (
              <span className="block text-xs text-muted-foreground">
                {coordinatesText(place.latitude, place.longitude)}
              </span>
            ) : null}
          </span>
        </p>
      </div>

      <div className="px-4 pt-3" data-testid="prayer-next">
        <div className="rounded-2xl bg-primary/10 px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {next.tomorrow ? t('prayer.nextTomorrow') : t('prayer.next')}
          </p>
          <div className="mt-1 flex items-baseline justify-between gap-3">
            <p className="font-display text-2xl font-semibold" data-testid="prayer-next-name">
              {t(`prayer.names.${next.prayer}`)}
            </p>
            <p className="text-sm font-medium tabular-nums">{timeOf(next.time)}</p>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('prayer.remainingLabel')}{' '}
            <span
              className="font-semibold text-foreground tabular-nums"
              data-testid="prayer-remaining"
            >
              {formatRemaining(next.time.getTime() - now.getTime(), format)}
            </span>
          </p>
        </div>
      </div>

      <PrayerList day={day} timeOf={timeOf} />

      <PanelFooter signedIn={Boolean(user)} onNavigate={onNavigate} />
    </div>
  );
}

function PanelFooter({ signedIn, onNavigate }: { signedIn: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { status, locate } = useLocateMe();
  const message = status === 'idle' || status === 'locating' ? null : t(`prayer.locate.${status}`);

  return (
    <div className="border-t border-border px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={locate}
          loading={status === 'locating'}
          className="h-8 px-3"
        >
          <LocateFixed aria-hidden />
          {t('prayer.locate.button')}
        </Button>
        {signedIn ? (
          <Link
            to="/settings#prayer-times"
            onClick={onNavigate}
            className="ms-auto inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-primary hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            <Settings aria-hidden className="size-4" />
            {t('prayer.settingsLink')}
          </Link>
        ) : null}
      </div>
      <p
        role="status"
        className={clsx(
          'mt-2 text-xs',
          status === 'located' ? 'text-muted-foreground' : 'text-destructive',
          !message && 'sr-only',
        )}
      >
        {message ?? ''}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">{t('prayer.locate.privacy')}</p>
    </div>
  );
}
