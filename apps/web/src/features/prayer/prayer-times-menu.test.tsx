import type { UserSettings } from '@sada/contracts/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { profileKeys } from '../../components/profile/api/profile';
import { changeLanguage } from '../../lib/i18n/i18n';
import {
  defaultPrayerSettings,
  usePrayerSettingsStore,
} from '../../lib/prayer/prayer-settings-store';
import { sessionQueryKey } from '../../lib/session/use-session';
import { testListener } from '../../testing/session-user';
import { PrayerTimesMenu } from './prayer-times-menu';

// 18 November 2024, 12:30 in Mecca: Dhuhr (12:06) has passed, Asr is at 15:15.
const MIDDAY_IN_MECCA = new Date('2024-11-18T09:30:00Z');

function settingsWith(islamicSchool: UserSettings['preferences']['islamicSchool']): UserSettings {
  return {
    profile: { displayName: 'Demo Listener', bio: null, location: null },
    preferences: {
      preferredLanguage: 'english',
      islamicSchool,
      listeningRule: null,
      prayerNotifications: false,
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

function renderMenu({ settings }: { settings?: UserSettings } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(sessionQueryKey, { user: settings ? testListener : null });
  if (settings) client.setQueryData(profileKeys.settings, settings);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PrayerTimesMenu />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Prayer times' }));
  return screen.getByRole('dialog', { name: 'Prayer times' });
}

function rowOf(panel: HTMLElement, name: string) {
  const row = within(within(panel).getByRole('list', { name: "Today's prayers" }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

beforeEach(() => {
  vi.useFakeTimers({ now: MIDDAY_IN_MECCA, toFake: ['Date', 'setInterval', 'clearInterval'] });
  usePrayerSettingsStore.setState(defaultPrayerSettings);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  usePrayerSettingsStore.setState(defaultPrayerSettings);
  localStorage.removeItem('sada.prayer');
});

describe('the prayer times dropdown', () => {
  it('shows the five prayers of the day in Mecca, the next one and the time remaining', async () => {
    renderMenu();
    const panel = await openMenu();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Fajr.*5:14 AM$/),
      expect.stringMatching(/^Dhuhr.*12:06 PM$/),
      expect.stringMatching(/^Asr.*3:15 PM$/),
      expect.stringMatching(/^Maghrib.*5:38 PM$/),
      expect.stringMatching(/^Isha.*7:08 PM$/),
    ]);
    expect(rowOf(panel, 'Asr')).toHaveAttribute('aria-current', 'time');
    expect(rowOf(panel, 'Dhuhr')).not.toHaveAttribute('aria-current');
    expect(within(panel).getByTestId('prayer-next-name')).toHaveTextContent('Asr');
    expect(within(panel).getByTestId('prayer-remaining')).toHaveTextContent(/^2h 45m$/);
    expect(within(panel).getByTestId('prayer-location')).toHaveTextContent('Mecca, Saudi Arabia');
    expect(within(panel).getByTestId('prayer-hijri-date')).toHaveTextContent(
      'Monday, Jumada I 16, 1446 AH',
    );
    expect(rowOf(panel, 'Fajr')).toHaveTextContent('الفجر');
  });

  it('ticks every second', async () => {
    renderMenu();
    const panel = await openMenu();
    const remaining = within(panel).getByTestId('prayer-remaining');
    expect(remaining).toHaveTextContent('2h 45m');
    act(() => vi.advanceTimersByTime(1_000));
    expect(remaining).toHaveTextContent('2h 45m');
    act(() => vi.advanceTimersByTime(59_000));
    expect(remaining).toHaveTextContent('2h 44m');
    act(() => vi.advanceTimersByTime(2 * 60 * 60_000 + 44 * 60_000 - 1_000));
    expect(remaining).toHaveTextContent(/^1m$/);
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(panel).getByTestId('prayer-next-name')).toHaveTextContent('Maghrib');
  });

  it('after Isha, the next prayer is Fajr tomorrow', async () => {
    vi.setSystemTime(new Date('2024-11-18T17:00:00Z'));
    renderMenu();
    const panel = await openMenu();
    expect(within(panel).getByTestId('prayer-next')).toHaveTextContent('Next prayer, tomorrow');
    expect(within(panel).getByTestId('prayer-next-name')).toHaveTextContent('Fajr');
    // 20:00 to Fajr at 05:15 on 19 November.
    expect(within(panel).getByTestId('prayer-remaining')).toHaveTextContent('9h 15m');
    for (const row of within(panel).getAllByRole('listitem')) {
      expect(row).not.toHaveAttribute('aria-current');
    }
  });

  it("shows a chosen city's times on its own clock, with its name", async () => {
    usePrayerSettingsStore.setState({ location: { kind: 'city', cityId: 'london' } });
    renderMenu();
    const panel = await openMenu();
    expect(within(panel).getByTestId('prayer-location')).toHaveTextContent(
      'London, United Kingdom',
    );
    // 09:30 in London on 18 November: Dhuhr (solar noon 11:46, Muslim World League) is next.
    expect(within(panel).getByTestId('prayer-next-name')).toHaveTextContent('Dhuhr');
    expect(rowOf(panel, 'Dhuhr')).toHaveTextContent('11:47 AM');
    expect(within(panel).getByTestId('prayer-remaining')).toHaveTextContent('2h 17m');
  });

  it('puts Asr later for a Hanafi listener', async () => {
    renderMenu({ settings: settingsWith('hanafi') });
    const panel = await openMenu();
    // 47 minutes after the one-shadow Asr of 3:15 PM.
    expect(rowOf(panel, 'Asr')).toHaveTextContent('4:02 PM');
    expect(within(panel).getByRole('link', { name: 'Prayer settings' })).toHaveAttribute(
      'href',
      '/settings#prayer-times',
    );
  });

  it('asks for the position only when asked to, and keeps it on the device', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 51.507_351, longitude: -0.127_758 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderMenu();
    const panel = await openMenu();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(within(panel).getByTestId('prayer-location')).toHaveTextContent('Your location');
    expect(within(panel).getByTestId('prayer-location')).toHaveTextContent('51.51° N, 0.13° W');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Prayer times now follow your location.',
    );
    expect(usePrayerSettingsStore.getState().location).toMatchObject({
      kind: 'device',
      latitude: 51.5074,
      longitude: -0.1278,
    });
    expect(JSON.parse(localStorage.getItem('sada.prayer') ?? '{}').state.location.kind).toBe(
      'device',
    );
  });

  it('says so when the position is refused, and keeps the place', async () => {
    const getCurrentPosition = vi.fn((_: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    renderMenu();
    const panel = await openMenu();
    await userEvent.click(within(panel).getByRole('button', { name: 'Use my location' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Location access was denied.');
    expect(within(panel).getByTestId('prayer-location')).toHaveTextContent('Mecca, Saudi Arabia');
    expect(within(panel).queryByRole('link', { name: 'Prayer settings' })).not.toBeInTheDocument();
  });

  it('names the prayers in Arabic, with Arabic digits', async () => {
    await changeLanguage('ar');
    try {
      renderMenu();
      await userEvent.click(screen.getByRole('button', { name: 'مواقيت الصلاة' }));
      const panel = screen.getByRole('dialog', { name: 'مواقيت الصلاة' });
      expect(within(panel).getByTestId('prayer-next-name')).toHaveTextContent('العصر');
      expect(within(panel).getByTestId('prayer-remaining')).toHaveTextContent('٢ س ٤٥ د');
      expect(within(panel).getByTestId('prayer-location')).toHaveTextContent(
        'مكة المكرمة، السعودية',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
