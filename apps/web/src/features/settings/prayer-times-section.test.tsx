import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderElement, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  defaultPrayerSettings,
  usePrayerSettingsStore,
} from '../../lib/prayer/prayer-settings-store';
import { PrayerTimesSection } from './prayer-times-section';

function render(element: ReactElement, path = '/settings') {
  return renderElement(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  usePrayerSettingsStore.setState(defaultPrayerSettings);
});
afterEach(() => {
  vi.unstubAllGlobals();
  usePrayerSettingsStore.setState(defaultPrayerSettings);
  localStorage.removeItem('sada.prayer');
});

describe('the prayer times settings', () => {
  it('starts from Mecca, the automatic method and the recommended high-latitude rule', () => {
    render(<PrayerTimesSection />);
    expect(screen.getByRole('region', { name: 'Prayer times' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prayer location')).toHaveDisplayValue(
      'Mecca, Saudi Arabia (default)',
    );
    expect(screen.getByLabelText('Calculation method')).toHaveDisplayValue('Automatic (by region)');
    expect(
      screen.getByText(
        'Automatic picks the method used in the region. For Mecca, Saudi Arabia: Umm al-Qura University, Makkah.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('High-latitude rule')).toHaveDisplayValue(
      'Recommended for the place',
    );
    expect(screen.getByRole('switch', { name: 'Pause playback at prayer time' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('keeps a chosen city, method, rule and the pause on this device', async () => {
    render(<PrayerTimesSection />);
    await userEvent.selectOptions(screen.getByLabelText('Prayer location'), 'Toronto, Canada');
    expect(usePrayerSettingsStore.getState().location).toEqual({ kind: 'city', cityId: 'toronto' });
    expect(
      screen.getByText(/For Toronto, Canada: Islamic Society of North America \(ISNA\)\.$/),
    ).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByLabelText('Calculation method'),
      'Moonsighting Committee Worldwide',
    );
    await userEvent.selectOptions(screen.getByLabelText('High-latitude rule'), 'Twilight angle');
    await userEvent.click(screen.getByRole('switch', { name: 'Pause playback at prayer time' }));
    expect(usePrayerSettingsStore.getState()).toMatchObject({
      method: 'MoonsightingCommittee',
      highLatitudeRule: 'twilightangle',
      pauseAtPrayer: true,
    });
    expect(JSON.parse(localStorage.getItem('sada.prayer') ?? '{}').state).toEqual({
      location: { kind: 'city', cityId: 'toronto' },
      method: 'MoonsightingCommittee',
      highLatitudeRule: 'twilightangle',
      pauseAtPrayer: true,
    });

    await userEvent.selectOptions(
      screen.getByLabelText('Prayer location'),
      'Mecca, Saudi Arabia (default)',
    );
    expect(usePrayerSettingsStore.getState().location).toEqual({ kind: 'default' });
  });

  it('offers every adhan method', () => {
    render(<PrayerTimesSection />);
    const options = [...(screen.getByLabelText('Calculation method') as HTMLSelectElement).options];
    expect(options).toHaveLength(13);
    expect(options.map((option) => option.value)).toContain('UmmAlQura');
  });

  it('uses the position only after "Use my location"', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: -6.2, longitude: 106.8167 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    render(<PrayerTimesSection />);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(screen.getByLabelText('Prayer location')).toHaveDisplayValue(
      'Your location (6.2° S, 106.82° E)',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Prayer times now follow your location.');
  });

  it('is scrolled into view when the dropdown links to it', () => {
    const original = Element.prototype.scrollIntoView;
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<PrayerTimesSection />, '/settings#prayer-times');
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'prayer-times');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
