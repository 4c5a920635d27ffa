// Prayer integration: while the app is open, a notice at each prayer time when the profile's
// prayer_notifications is on (a toast, and a browser notification when the page is out of
// sight and the listener allowed them), and a pause of playback with an offer to resume when
// this device's "Pause playback at prayer time" is on.
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { showSystemNotification } from '../../lib/prayer/notification-permission';
import { usePrayerSettingsStore } from '../../lib/prayer/prayer-settings-store';
import { prayerDay } from '../../lib/prayer/prayer-times';
import { usePlaceLabel } from '../../lib/prayer/use-place-label';
import { useSession } from '../../lib/session/use-session';
import { playerStore } from '../../player/state/player-store';
import { usePrayerAlarm } from './use-prayer-alarm';
import { usePrayerSetup } from './use-prayer-day';
import { usePrayerProfile } from './use-prayer-profile';

/** How long the offer to resume stays on screen. */
export const RESUME_OFFER_MS = 60_000;

function pageOutOfSight(): boolean {
  return document.visibilityState !== 'visible' || !document.hasFocus();
}

export function PrayerAlerts() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { notifications } = usePrayerProfile();
  const pauseAtPrayer = usePrayerSettingsStore((state) => state.pauseAtPrayer);
  const { place, calculation } = usePrayerSetup();
  const placeLabel = usePlaceLabel(place);
  const notify = Boolean(user) && notifications;

  usePrayerAlarm({
    enabled: notify || pauseAtPrayer,
    scheduleKey: JSON.stringify([place, calculation]),
    nextAfter: (now) => prayerDay(place, calculation, now).next,
    onPrayer: ({ prayer }) => {
      const title = t('prayer.alert.title', { prayer: t(`prayer.names.${prayer}`) });
      const player = playerStore.getState();
      const paused = pauseAtPrayer && player.playIntent;
      if (paused) {
        player.pause();
        toast(title, {
          description: t('prayer.alert.paused'),
          duration: RESUME_OFFER_MS,
          action: { label: t('prayer.alert.resume'), onClick: () => playerStore.getState().play() },
        });
      } else if (notify) {
        toast(title, { description: placeLabel });
      }
      if (notify && pageOutOfSight()) {
        showSystemNotification(title, { body: placeLabel, tag: `sada-prayer-${prayer}` });
      }
    },
  });

  return null;
}
