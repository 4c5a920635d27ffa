import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Clock, LocateFixed } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { profileKeys } from '../../components/profile/api/profile';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { Switch } from '../../components/ui/switch';
import { PRAYER_CITIES } from '../../lib/prayer/cities';
import {
  HIGH_LATITUDE_RULES,
  isHighLatitudeChoice,
  isMethodChoice,
  METHOD_IDS,
  regionalMethod,
} from '../../lib/prayer/methods';
import { cityName, countryName, resolvePlace } from '../../lib/prayer/place';
import {
  type PrayerLocation,
  usePrayerSettingsStore,
} from '../../lib/prayer/prayer-settings-store';
import { useLocateMe } from '../../lib/prayer/use-locate-me';
import { useCoordinatesText, usePlaceLabel } from '../../lib/prayer/use-place-label';
import { SettingsCard, SettingsSection } from './settings-section';

const CITY_PREFIX = 'city:';
const SECTION_ID = 'prayer-times';

function locationValue(location: PrayerLocation): string {
  if (location.kind === 'city') return `${CITY_PREFIX}${location.cityId}`;
  return location.kind;
}

/**
 * The prayer-times dropdown links to #prayer-times. The sections above this one wait for the
 * saved settings, so the page scrolls here again once they have loaded and moved it down.
 */
function useScrollIntoViewOnLink() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: profileKeys.settings });
  const scrolledFor = useRef<string | null>(null);

  useEffect(() => {
    if (location.hash !== `#${SECTION_ID}` || scrolledFor.current === location.key) return;
    if (fetching > 0) return;
    document.getElementById(SECTION_ID)?.scrollIntoView({ block: 'start' });
    if (queryClient.getQueryState(profileKeys.settings)?.status !== 'pending') {
      scrolledFor.current = location.key;
    }
  }, [location.hash, location.key, fetching, queryClient]);
}

/** Where and how prayer times are worked out, and pausing at prayer time: kept on this device. */
export function PrayerTimesSection() {
  const { t } = useTranslation();
  useScrollIntoViewOnLink();
  const settings = usePrayerSettingsStore();
  const place = resolvePlace(settings.location);
  const placeLabel = usePlaceLabel(place);
  const automatic = regionalMethod(place).method;

  return (
    <SettingsSection
      id={SECTION_ID}
      icon={Clock}
      title={t('prayer.settings.title')}
      description={t('prayer.settings.description')}
    >
      <SettingsCard>
        <LocationField />
        <FormField
          label={t('prayer.settings.method')}
          hint={t('prayer.settings.methodHint', {
            place: placeLabel,
            method: t(`prayer.methods.${automatic}`),
          })}
        >
          {(field) => (
            <NativeSelect
              {...field}
              value={settings.method}
              onChange={(event) => {
                if (isMethodChoice(event.target.value)) settings.setMethod(event.target.value);
              }}
            >
              <option value="auto">{t('prayer.methods.auto')}</option>
              {METHOD_IDS.map((method) => (
                <option key={method} value={method}>
                  {t(`prayer.methods.${method}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('prayer.settings.highLatitude')}
          hint={t('prayer.settings.highLatitudeHint')}
        >
          {(field) => (
            <NativeSelect
              {...field}
              value={settings.highLatitudeRule}
              onChange={(event) => {
                if (isHighLatitudeChoice(event.target.value)) {
                  settings.setHighLatitudeRule(event.target.value);
                }
              }}
            >
              {HIGH_LATITUDE_RULES.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`prayer.highLatitudeRules.${rule}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <p className="text-sm text-muted-foreground">{t('prayer.settings.asrHint')}</p>
        <Switch
          checked={settings.pauseAtPrayer}
          onCheckedChange={settings.setPauseAtPrayer}
          label={t('prayer.settings.pause')}
          hint={t('prayer.settings.pauseHint')}
        />
      </SettingsCard>
    </SettingsSection>
  );
}

function LocationField() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const location = usePrayerSettingsStore((state) => state.location);
  const setLocation = usePrayerSettingsStore((state) => state.setLocation);
  const coordinatesText = useCoordinatesText();
  const { status, locate } = useLocateMe();
  const message = status === 'idle' || status === 'locating' ? null : t(`prayer.locate.${status}`);

  const cities = useMemo(
    () =>
      PRAYER_CITIES.filter((city) => city.id !== 'mecca')
        .map((city) => ({
          id: city.id,
          label: t('prayer.placeLabel', {
            city: cityName(city, language),
            country: countryName(city.countryCode, language),
          }),
        }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language, t],
  );

  const handleChange = (value: string) => {
    if (value === 'default') setLocation({ kind: 'default' });
    else if (value.startsWith(CITY_PREFIX)) {
      setLocation({ kind: 'city', cityId: value.slice(CITY_PREFIX.length) });
    }
  };

  return (
    <div className="space-y-3">
      <FormField label={t('prayer.settings.location')} hint={t('prayer.locate.privacy')}>
        {(field) => (
          <NativeSelect
            {...field}
            value={locationValue(location)}
            onChange={(event) => handleChange(event.target.value)}
          >
            <option value="default">
              {t('prayer.settings.defaultPlace', { place: t('prayer.fallbackPlace') })}
            </option>
            {location.kind === 'device' ? (
              <option value="device">
                {t('prayer.settings.devicePlace', {
                  coordinates: coordinatesText(location.latitude, location.longitude),
                })}
              </option>
            ) : null}
            <optgroup label={t('prayer.settings.cities')}>
              {cities.map((city) => (
                <option key={city.id} value={`${CITY_PREFIX}${city.id}`}>
                  {city.label}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={locate} loading={status === 'locating'}>
          <LocateFixed aria-hidden />
          {t('prayer.locate.button')}
        </Button>
        <p
          role="status"
          className={
            status === 'located' ? 'text-sm text-muted-foreground' : 'text-sm text-destructive'
          }
        >
          {message ?? ''}
        </p>
      </div>
    </div>
  );
}
