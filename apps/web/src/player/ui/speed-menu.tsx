import { SPEED_STEPS } from '@sada/player-core';
import { clsx } from 'clsx';
import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useFormat } from '../../lib/i18n/format';
import { selectCurrentItem, usePlayerStore } from '../state/player-store';

/** '1.25×' in the interface language's digits. */
export function useSpeedText(): (speed: number) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (speed) => t('follow.speed.value', { speed: format.number(speed) });
}

/**
 * The speeds, 0.5× to 2×, as radio items (in the speed menu and the player's More menu). The
 * choice is remembered for the series of an episode, else for the kind of track playing, when
 * the player knows it.
 */
export function SpeedItems() {
  const { t } = useTranslation();
  const speedText = useSpeedText();
  const speed = usePlayerStore((state) => state.speed);
  const setSpeed = usePlayerStore((state) => state.setSpeed);
  const kind = usePlayerStore((state) => selectCurrentItem(state)?.track.contentType ?? null);
  const series = usePlayerStore((state) => selectCurrentItem(state)?.track.series?.title ?? null);
  return (
    <>
      <DropdownMenuLabel>
        {series !== null
          ? t('longForm.speed.forSeries', { series: `\u2068${series}\u2069` })
          : kind
            ? t('follow.speed.forKind', { kind: t(`catalog.contentTypes.${kind}`) })
            : t('follow.speed.label')}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={String(speed)}
        onValueChange={(value) => setSpeed(Number(value))}
      >
        {SPEED_STEPS.map((step) => (
          <DropdownMenuRadioItem key={step} value={String(step)}>
            {step === 1 ? t('follow.speed.normal', { speed: speedText(step) }) : speedText(step)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}

/** The playback speed, shown as it is ('1.25×'), with its menu. */
export function SpeedMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const speedText = useSpeedText();
  const speed = usePlayerStore((state) => state.speed);
  const label = t('follow.speed.current', { speed: speedText(speed) });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        title={label}
        className={clsx(
          'flex h-8 shrink-0 items-center gap-1 rounded-full px-2 text-xs font-semibold tabular-nums transition-colors hover:bg-muted hover:text-foreground',
          speed === 1 ? 'text-muted-foreground' : 'text-primary',
          className,
        )}
      >
        <Gauge aria-hidden className="size-4" />
        {speedText(speed)}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" className="w-52">
        <SpeedItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
