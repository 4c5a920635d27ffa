import { useCallback, useState } from 'react';

import { usePrayerSettingsStore } from './prayer-settings-store';

export type LocateStatus =
  'idle' | 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';

/** About 10 m: plenty for prayer times, and no more precise than they need. */
function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Asks the browser for the listener's position, only when `locate` is called (a click), and
 * keeps it as the prayer location in this device's storage.
 */
export function useLocateMe() {
  const setLocation = usePrayerSettingsStore((state) => state.setLocation);
  const [status, setStatus] = useState<LocateStatus>('idle');

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unsupported');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocation({
          kind: 'device',
          latitude: roundCoordinate(coords.latitude),
          longitude: roundCoordinate(coords.longitude),
          timeZone: browserTimeZone(),
        });
        setStatus('located');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 20_000, maximumAge: 60 * 60_000 },
    );
  }, [setLocation]);

  return { status, locate };
}
