import { describe, expect, it } from 'vitest';

import { PRAYER_CITIES } from './cities';
import { countryFromTimeZone, isMethodChoice, METHOD_IDS, regionalMethod } from './methods';
import { resolveCalculation, resolvePlace } from './place';

const at = (countryCode: string | null, latitude = 0, longitude = 0) =>
  regionalMethod({ countryCode, latitude, longitude }).method;

describe('the default calculation method by region', () => {
  it('follows the country where it is known', () => {
    expect(at('SA')).toBe('UmmAlQura');
    expect(at('AE')).toBe('Dubai');
    expect(at('KW')).toBe('Kuwait');
    expect(at('QA')).toBe('Qatar');
    expect(at('EG')).toBe('Egyptian');
    expect(at('MA')).toBe('Egyptian');
    expect(at('PK')).toBe('Karachi');
    expect(at('BD')).toBe('Karachi');
    expect(at('MY')).toBe('Singapore');
    expect(at('SG')).toBe('Singapore');
    expect(at('TR')).toBe('Turkey');
    expect(at('IR')).toBe('Tehran');
    expect(at('US')).toBe('NorthAmerica');
    expect(at('CA')).toBe('NorthAmerica');
  });

  it('uses the Muslim World League for Europe and the rest of the world', () => {
    for (const country of ['GB', 'FR', 'DE', 'NO', 'ZA', 'AU', 'JP']) {
      expect(at(country)).toBe('MuslimWorldLeague');
    }
  });

  it("adds Kemenag's two-minute precaution to the Singapore angles in Indonesia", () => {
    expect(regionalMethod({ countryCode: 'ID', latitude: -6.2, longitude: 106.8 })).toEqual({
      method: 'Singapore',
      adjustments: { fajr: 2, sunrise: -2, dhuhr: 2, asr: 2, maghrib: 2, isha: 2 },
    });
  });

  it('falls back on the coordinates when the country is not known', () => {
    expect(at(null, 43.65, -79.38)).toBe('NorthAmerica');
    expect(at(null, 51.5, -0.12)).toBe('MuslimWorldLeague');
    expect(at(null, -23.55, -46.63)).toBe('MuslimWorldLeague');
  });

  it('reads the country from a time zone that names one', () => {
    expect(countryFromTimeZone('Asia/Riyadh')).toBe('SA');
    expect(countryFromTimeZone('Asia/Jakarta')).toBe('ID');
    expect(countryFromTimeZone('Europe/Istanbul')).toBe('TR');
    expect(countryFromTimeZone('America/Toronto')).toBeNull();
  });

  it('picks it for a shared position through the browser time zone', () => {
    const place = resolvePlace({
      kind: 'device',
      latitude: 3.14,
      longitude: 101.69,
      timeZone: 'Asia/Kuala_Lumpur',
    });
    expect(
      resolveCalculation({ method: 'auto', highLatitudeRule: 'recommended' }, place, 'shafi'),
    ).toEqual({ method: 'Singapore', madhab: 'shafi', highLatitudeRule: 'recommended' });
  });

  it('gives way to a method the listener chose', () => {
    const place = resolvePlace({ kind: 'city', cityId: 'jakarta' });
    expect(
      resolveCalculation({ method: 'Karachi', highLatitudeRule: 'twilightangle' }, place, 'hanafi'),
    ).toEqual({ method: 'Karachi', madhab: 'hanafi', highLatitudeRule: 'twilightangle' });
  });
});

describe('the choices offered', () => {
  it("offers every adhan method but 'Other', and the automatic choice", () => {
    expect(METHOD_IDS).toHaveLength(12);
    expect(isMethodChoice('auto')).toBe(true);
    expect(isMethodChoice('Other')).toBe(false);
    expect(isMethodChoice('UmmAlQura')).toBe(true);
  });

  it('lists cities with unique ids and valid time zones, Mecca first', () => {
    expect(PRAYER_CITIES[0]?.id).toBe('mecca');
    expect(PRAYER_CITIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PRAYER_CITIES.map((city) => city.id)).size).toBe(PRAYER_CITIES.length);
    for (const city of PRAYER_CITIES) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: city.timeZone })).not.toThrow();
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
    }
  });
});
