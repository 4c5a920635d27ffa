import { findCity, MECCA, type PrayerCity } from './cities';
import { countryFromTimeZone, regionalMethod } from './methods';
import type { PrayerLocation, PrayerSettings } from './prayer-settings-store';
import type { AsrMadhab, Calculation, PrayerPlace } from './prayer-times';

export type ResolvedPlace = PrayerPlace & { countryCode: string | null } & (
    { kind: 'default'; city: PrayerCity } | { kind: 'city'; city: PrayerCity } | { kind: 'device' }
  );

/** The coordinates, time zone and country that a stored location stands for. */
export function resolvePlace(location: PrayerLocation): ResolvedPlace {
  if (location.kind === 'device') {
    const { latitude, longitude, timeZone } = location;
    return {
      kind: 'device',
      latitude,
      longitude,
      timeZone,
      countryCode: countryFromTimeZone(timeZone),
    };
  }
  const city = location.kind === 'city' ? findCity(location.cityId) : undefined;
  if (city) return { kind: 'city', city, ...cityPlace(city) };
  return { kind: 'default', city: MECCA, ...cityPlace(MECCA) };
}

function cityPlace({ latitude, longitude, timeZone, countryCode }: PrayerCity) {
  return { latitude, longitude, timeZone, countryCode };
}

/** How the times are worked out: the chosen method (or the place's own) and the Asr school. */
export function resolveCalculation(
  settings: Pick<PrayerSettings, 'method' | 'highLatitudeRule'>,
  place: ResolvedPlace,
  madhab: AsrMadhab,
): Calculation {
  const regional = settings.method === 'auto' ? regionalMethod(place) : { method: settings.method };
  return { ...regional, madhab, highLatitudeRule: settings.highLatitudeRule };
}

// CLDR names a few regions in a way that is not how their people name them.
const COUNTRY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  PS: { en: 'Palestine', ar: 'فلسطين' },
};

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language. */
export function countryName(countryCode: string, language: string): string {
  const base = language.split('-')[0] ?? language;
  const own = COUNTRY_NAMES[countryCode]?.[base];
  if (own) return own;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    regionNames.set(language, names);
  }
  return names.of(countryCode) ?? countryCode;
}

/** A city's name in the interface language (Arabic has its own; others use the English one). */
export function cityName(city: PrayerCity, language: string): string {
  return language.startsWith('ar') ? city.nameAr : city.name;
}
