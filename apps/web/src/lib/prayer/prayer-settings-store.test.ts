import { describe, expect, it } from 'vitest';

import { countryName, resolvePlace } from './place';
import { defaultPrayerSettings, parsePrayerSettings } from './prayer-settings-store';

describe('stored prayer settings', () => {
  it('keeps what is valid', () => {
    const stored = {
      location: { kind: 'device', latitude: 51.5, longitude: -0.12, timeZone: 'Europe/London' },
      method: 'MoonsightingCommittee',
      highLatitudeRule: 'seventhofthenight',
      pauseAtPrayer: true,
    };
    expect(parsePrayerSettings(stored)).toEqual(stored);
    expect(parsePrayerSettings({ location: { kind: 'city', cityId: 'cairo' } }).location).toEqual({
      kind: 'city',
      cityId: 'cairo',
    });
  });

  it('falls back to the defaults (Mecca, automatic) for anything malformed', () => {
    expect(parsePrayerSettings(null)).toEqual(defaultPrayerSettings);
    expect(parsePrayerSettings('Mecca')).toEqual(defaultPrayerSettings);
    expect(
      parsePrayerSettings({
        location: { kind: 'city', cityId: 'atlantis' },
        method: 'Other',
        highLatitudeRule: 'sometimes',
        pauseAtPrayer: 'yes',
      }),
    ).toEqual(defaultPrayerSettings);
    for (const location of [
      { kind: 'device', latitude: 95, longitude: 0, timeZone: 'UTC' },
      { kind: 'device', latitude: 10, longitude: 10, timeZone: 'Mars/Olympus' },
      { kind: 'device', latitude: '10', longitude: 10, timeZone: 'UTC' },
    ]) {
      expect(parsePrayerSettings({ location }).location).toEqual({ kind: 'default' });
    }
  });
});

describe('the place a location stands for', () => {
  it('is Mecca by default, on its own clock', () => {
    expect(resolvePlace({ kind: 'default' })).toMatchObject({
      kind: 'default',
      latitude: 21.4225,
      longitude: 39.8262,
      timeZone: 'Asia/Riyadh',
      countryCode: 'SA',
    });
  });

  it("is a chosen city with the city's time zone", () => {
    expect(resolvePlace({ kind: 'city', cityId: 'toronto' })).toMatchObject({
      kind: 'city',
      timeZone: 'America/Toronto',
      countryCode: 'CA',
    });
  });

  it('names countries in the interface language', () => {
    expect(countryName('SA', 'en')).toBe('Saudi Arabia');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('PS', 'en')).toBe('Palestine');
    expect(countryName('EG', 'ar')).toBe('مصر');
  });
});
