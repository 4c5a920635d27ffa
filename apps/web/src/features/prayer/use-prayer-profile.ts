import { useQuery } from '@tanstack/react-query';

import { settingsQueryOptions } from '../../components/profile/api/profile';
import { type AsrMadhab, asrMadhabFor } from '../../lib/prayer/prayer-times';
import { useSession } from '../../lib/session/use-session';

export interface PrayerProfile {
  /** Asr by the profile's islamic_school: Hanafi, or the one-shadow view of the others. */
  madhab: AsrMadhab;
  /** The profile's prayer_notifications (off by default, and for visitors). */
  notifications: boolean;
}

/** The two profile settings prayer times depend on, from GET /api/me/settings. */
export function usePrayerProfile(): PrayerProfile {
  const { user } = useSession();
  const settings = useQuery({
    ...settingsQueryOptions,
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
  const preferences = user ? settings.data?.preferences : undefined;
  return {
    madhab: asrMadhabFor(preferences?.islamicSchool),
    notifications: preferences?.prayerNotifications ?? false,
  };
}
