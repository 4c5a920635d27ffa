import { useEffect, useEffectEvent } from 'react';

import type { NextPrayer } from '../../lib/prayer/prayer-times';

/** A timer that wakes this late (a sleeping laptop, a throttled tab) no longer announces. */
export const ANNOUNCE_GRACE_MS = 5 * 60_000;
/** Long waits are cut into pieces, so a changed clock or a device that slept is noticed. */
export const MAX_WAIT_MS = 30 * 60_000;

interface PrayerAlarmOptions {
  enabled: boolean;
  /** Changes when the place or the calculation does: the timer is set again. */
  scheduleKey: string;
  /** The next prayer after `now`. */
  nextAfter: (now: Date) => NextPrayer;
  onPrayer: (prayer: NextPrayer) => void;
}

/**
 * Calls `onPrayer` when each prayer time comes while the app is open: one timer to the next
 * prayer, set again after each, when the tab becomes visible and when the settings change.
 */
export function usePrayerAlarm({ enabled, scheduleKey, nextAfter, onPrayer }: PrayerAlarmOptions) {
  const findNext = useEffectEvent(nextAfter);
  const announce = useEffectEvent(onPrayer);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      const upcoming = findNext(new Date());
      const wait = upcoming.time.getTime() - Date.now();
      const delay = Number.isFinite(wait) ? Math.min(Math.max(wait, 0), MAX_WAIT_MS) : MAX_WAIT_MS;
      timer = setTimeout(() => {
        const late = Date.now() - upcoming.time.getTime();
        if (late >= 0 && late <= ANNOUNCE_GRACE_MS) announce(upcoming);
        schedule();
      }, delay);
    };

    const handleVisibility = () => {
      if (document.visibilityState === 'visible') schedule();
    };

    schedule();
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [enabled, scheduleKey]);
}
