import type { UserSettings } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { profileKeys } from '../../components/profile/api/profile';
import {
  defaultPrayerSettings,
  usePrayerSettingsStore,
} from '../../lib/prayer/prayer-settings-store';
import { sessionQueryKey } from '../../lib/session/use-session';
import { playerStore } from '../../player/state/player-store';
import { testListener } from '../../testing/session-user';
import { makeTrack } from '../../testing/tracks';
import { PrayerAlerts, RESUME_OFFER_MS } from './prayer-alerts';
import { ANNOUNCE_GRACE_MS } from './use-prayer-alarm';

vi.mock('sonner', () => ({ toast: vi.fn() }));

const minutes = (n: number) => n * 60_000;

// 21 June 2025 in London (Muslim World League): Dhuhr 13:03 BST (12:03 UTC), Asr 17:25 BST.
const BEFORE_DHUHR = new Date('2025-06-21T11:55:00Z');
const DHUHR = new Date('2025-06-21T12:03:00Z');

function settings(prayerNotifications: boolean): UserSettings {
  return {
    profile: { displayName: 'Demo Listener', bio: null, location: null },
    preferences: {
      preferredLanguage: 'english',
      islamicSchool: null,
      listeningRule: null,
      prayerNotifications,
    },
    privacy: {
      profileVisibility: 'private',
      showPlaylists: false,
      showFollowers: false,
      showListeningActivity: false,
      allowMessages: true,
    },
  } as UserSettings;
}

function renderAlerts({ signedIn = true, notifications = true } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(sessionQueryKey, { user: signedIn ? testListener : null });
  if (signedIn) client.setQueryData(profileKeys.settings, settings(notifications));
  return render(
    <QueryClientProvider client={client}>
      <PrayerAlerts />
    </QueryClientProvider>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A track is loaded and playing. */
function startPlaying() {
  playerStore.getState().playTracks([makeTrack(1)]);
  expect(playerStore.getState().playIntent).toBe(true);
}

beforeEach(() => {
  vi.useFakeTimers({ now: BEFORE_DHUHR });
  usePrayerSettingsStore.setState({
    ...defaultPrayerSettings,
    location: { kind: 'city', cityId: 'london' },
  });
  playerStore.getState().close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.mocked(toast).mockClear();
  usePrayerSettingsStore.setState(defaultPrayerSettings);
  localStorage.removeItem('sada.prayer');
});

describe('prayer notices while the app is open', () => {
  it('shows a notice when the prayer time comes, not before', () => {
    renderAlerts();
    advance(DHUHR.getTime() - BEFORE_DHUHR.getTime() - 1);
    expect(toast).not.toHaveBeenCalled();
    advance(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith("It's time for Dhuhr prayer", {
      description: 'London, United Kingdom',
    });
  });

  it('sets the timer again after each prayer', () => {
    renderAlerts();
    advance(minutes(8));
    // Asr (Shafi) at 17:25 BST, 16:25 UTC.
    advance(new Date('2025-06-21T16:25:00Z').getTime() - Date.now());
    expect(vi.mocked(toast).mock.calls.map(([title]) => title)).toEqual([
      "It's time for Dhuhr prayer",
      "It's time for Asr prayer",
    ]);
  });

  it('stays quiet with prayer notifications off', () => {
    renderAlerts({ notifications: false });
    advance(minutes(10));
    expect(toast).not.toHaveBeenCalled();
  });

  it('stays quiet for a visitor', () => {
    renderAlerts({ signedIn: false });
    advance(minutes(10));
    expect(toast).not.toHaveBeenCalled();
  });

  it('follows a change of place', () => {
    renderAlerts();
    // Casablanca (Egyptian method): Dhuhr at 13:33 local, 12:33 UTC.
    act(() =>
      usePrayerSettingsStore.getState().setLocation({ kind: 'city', cityId: 'casablanca' }),
    );
    advance(minutes(10));
    expect(toast).not.toHaveBeenCalled();
    advance(minutes(30));
    expect(toast).toHaveBeenCalledWith("It's time for Dhuhr prayer", {
      description: 'Casablanca, Morocco',
    });
  });

  it('does not announce a prayer long past when the device wakes up', () => {
    renderAlerts();
    vi.setSystemTime(DHUHR.getTime() + ANNOUNCE_GRACE_MS + minutes(1));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(minutes(1));
    expect(toast).not.toHaveBeenCalled();
  });

  it('also shows a browser notification when allowed and the page is out of sight', () => {
    const shown = vi.fn();
    vi.stubGlobal(
      'Notification',
      Object.assign(
        function Notification(title: string, options: NotificationOptions) {
          shown(title, options);
        },
        { permission: 'granted' },
      ),
    );
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderAlerts();
    advance(minutes(8));
    expect(shown).toHaveBeenCalledWith("It's time for Dhuhr prayer", {
      body: 'London, United Kingdom',
      tag: 'sada-prayer-dhuhr',
    });
  });

  it('shows no browser notification without permission', () => {
    const shown = vi.fn();
    vi.stubGlobal('Notification', Object.assign(shown, { permission: 'default' }));
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderAlerts();
    advance(minutes(8));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(shown).not.toHaveBeenCalled();
  });
});

describe('pausing playback at prayer time', () => {
  it('pauses what is playing and offers to resume it', () => {
    usePrayerSettingsStore.setState({ pauseAtPrayer: true });
    startPlaying();
    renderAlerts({ notifications: false });
    advance(minutes(8));
    expect(playerStore.getState().playIntent).toBe(false);
    expect(toast).toHaveBeenCalledTimes(1);
    const [title, options] = vi.mocked(toast).mock.calls[0] ?? [];
    expect(title).toBe("It's time for Dhuhr prayer");
    expect(options).toMatchObject({
      description: 'Playback is paused.',
      duration: RESUME_OFFER_MS,
    });
    const action = options?.action;
    if (!action || typeof action !== 'object' || !('onClick' in action)) {
      throw new Error('the notice has no Resume action');
    }
    expect(action.label).toBe('Resume');
    act(() => action.onClick(new MouseEvent('click') as never));
    expect(playerStore.getState().playIntent).toBe(true);
  });

  it('works for a visitor too, as it is a setting of the device', () => {
    usePrayerSettingsStore.setState({ pauseAtPrayer: true });
    startPlaying();
    renderAlerts({ signedIn: false });
    advance(minutes(8));
    expect(playerStore.getState().playIntent).toBe(false);
  });

  it('leaves the player alone when nothing is playing or the setting is off', () => {
    usePrayerSettingsStore.setState({ pauseAtPrayer: true });
    renderAlerts({ notifications: false });
    advance(minutes(8));
    expect(toast).not.toHaveBeenCalled();

    act(() => usePrayerSettingsStore.setState({ pauseAtPrayer: false }));
    act(() => startPlaying());
    advance(minutes(300));
    expect(playerStore.getState().playIntent).toBe(true);
  });
});
