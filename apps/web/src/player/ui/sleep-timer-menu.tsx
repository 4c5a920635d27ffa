import {
  type SleepTimer,
  SLEEP_TIMER_MINUTES,
  type SleepTimerChoice,
  sleepTimerRemainingMs,
} from '@sada/player-core';
import { clsx } from 'clsx';
import { Moon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useFormat } from '../../lib/i18n/format';
import { usePlayerStore } from '../state/player-store';

/** The sleep timer and, for one set in minutes, what is left of it, kept up to the second. */
export function useSleepTimer(): { timer: SleepTimer; remainingMs: number | null } {
  const timer = usePlayerStore((state) => state.sleepTimer);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (timer?.kind !== 'at') return;
    const tick = () => setNowMs(Date.now());
    // At once (the clock read at mount may be long past), then every second.
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [timer]);
  return { timer, remainingMs: sleepTimerRemainingMs(timer, nowMs) };
}

/** What the timer is doing, in words: 'Stops in 14:59', 'Stops at the end of this track', 'Off'. */
function useSleepStatus(): { active: boolean; status: string; countdown: string | null } {
  const { t } = useTranslation();
  const format = useFormat();
  const { timer, remainingMs } = useSleepTimer();
  if (timer === null) return { active: false, status: t('follow.sleep.off'), countdown: null };
  if (timer.kind === 'endOfTrack') {
    return { active: true, status: t('follow.sleep.stopsAtEnd'), countdown: null };
  }
  // Rounded up: a timer just set for 15 minutes reads 15:00, not 14:59.
  const countdown = format.duration(Math.ceil((remainingMs ?? 0) / 1000) * 1000);
  return { active: true, status: t('follow.sleep.stopsIn', { time: countdown }), countdown };
}

/** The sleep timer's choices (in its menu and the player's More menu), under its status. */
export function SleepTimerItems() {
  const { t } = useTranslation();
  const setSleepTimer = usePlayerStore((state) => state.setSleepTimer);
  const { active, status } = useSleepStatus();
  const choose = (choice: SleepTimerChoice | null) => setSleepTimer(choice);
  return (
    <>
      <DropdownMenuLabel>
        <span className="block">{t('follow.sleep.label')}</span>
        <span className="block font-normal tabular-nums">{status}</span>
      </DropdownMenuLabel>
      {SLEEP_TIMER_MINUTES.map((minutes) => (
        <DropdownMenuItem key={minutes} onSelect={() => choose({ kind: 'minutes', minutes })}>
          {t('follow.sleep.minutes', { count: minutes })}
        </DropdownMenuItem>
      ))}
      <DropdownMenuItem onSelect={() => choose({ kind: 'endOfTrack' })}>
        {t('follow.sleep.endOfTrack')}
      </DropdownMenuItem>
      {active ? (
        <>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => choose(null)}>
            {t('follow.sleep.cancel')}
          </DropdownMenuItem>
        </>
      ) : null}
    </>
  );
}

/**
 * The sleep timer's own button: a moon, with the time left beside it while a timer runs (which
 * keeps it in view where the bar otherwise has no room for it).
 */
export function SleepTimerMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { active, status, countdown } = useSleepStatus();
  const label = active ? t('follow.sleep.current', { status }) : t('follow.sleep.label');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        title={label}
        className={clsx(
          'flex h-8 min-w-8 shrink-0 items-center justify-center gap-1 rounded-full px-2 text-xs font-semibold tabular-nums transition-colors hover:bg-muted hover:text-foreground',
          active ? 'text-primary' : 'text-muted-foreground',
          className,
        )}
      >
        <Moon aria-hidden className={clsx('size-4', active && 'fill-current')} />
        {countdown}
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" className="w-56">
        <SleepTimerItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Whether a sleep timer runs (the bar keeps its button in view then). */
export function useSleepTimerActive(): boolean {
  return usePlayerStore((state) => state.sleepTimer !== null);
}
