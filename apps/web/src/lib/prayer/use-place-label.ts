import { useTranslation } from 'react-i18next';

import { useFormat } from '../i18n/format';
import { cityName, countryName, type ResolvedPlace } from './place';

/** 'Mecca, Saudi Arabia', 'London, United Kingdom', or 'Your location'. */
export function usePlaceLabel(place: ResolvedPlace): string {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (place.kind === 'default') return t('prayer.fallbackPlace');
  if (place.kind === 'device') return t('prayer.yourLocation');
  return t('prayer.placeLabel', {
    city: cityName(place.city, language),
    country: countryName(place.city.countryCode, language),
  });
}

/** '51.51° N, 0.13° W' for a shared position. */
export function useCoordinatesText(): (latitude: number, longitude: number) => string {
  const { t } = useTranslation();
  const format = useFormat();
  return (latitude, longitude) => {
    const degrees = (value: number) => format.number(Math.abs(value), { maximumFractionDigits: 2 });
    return t('prayer.coordinates', {
      latitude: t(latitude >= 0 ? 'prayer.north' : 'prayer.south', { value: degrees(latitude) }),
      longitude: t(longitude >= 0 ? 'prayer.east' : 'prayer.west', { value: degrees(longitude) }),
    });
  };
}
