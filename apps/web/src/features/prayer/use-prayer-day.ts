import { useEffect, useMemo, useState } from 'react';

import { resolveCalculation, resolvePlace, type ResolvedPlace } from '../../lib/prayer/place';
import { usePrayerSettingsStore } from '../../lib/prayer/prayer-settings-store';
import { type Calculation, prayerDay } from '../../lib/prayer/prayer-times';
import { usePrayerProfile } from './use-prayer-profile';

/** The prayer clock refreshes every second (docs/product/prayer-times.md). */
export const PRAYER_CLOCK_MS = 1_000;

/** The current time, refreshed every `intervalMs` while the component is shown. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** The place and calculation the listener's settings and profile stand for. */
export function usePrayerSetup(): { place: ResolvedPlace; calculation: Calculation } {
  const location = usePrayerSettingsStore((state) => state.location);
  const method = usePrayerSettingsStore((state) => state.method);
  const highLatitudeRule = usePrayerSettingsStore((state) => state.highLatitudeRule);
  const { madhab } = usePrayerProfile();
  return useMemo(() => {
    const place = resolvePlace(location);
    return { place, calculation: resolveCalculation({ method, highLatitudeRule }, place, madhab) };
  }, [location, method, highLatitudeRule, madhab]);
}

export function usePrayerDay(now: Date) {
  const { place, calculation } = usePrayerSetup();
  const day = useMemo(() => prayerDay(place, calculation, now), [place, calculation, now]);
  return { place, calculation, day };
}
