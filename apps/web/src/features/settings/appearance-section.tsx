import { Monitor, Moon, Palette, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ChoiceGroup } from '../../components/ui/choice-group';
import { CALENDARS, useCalendarStore } from '../../lib/i18n/calendar-store';
import { formatHijriDate } from '../../lib/i18n/format';
import { changeLanguage } from '../../lib/i18n/i18n';
import { INTERFACE_LANGUAGES } from '../../lib/i18n/languages';
import { THEME_PREFERENCES, useThemeStore } from '../../lib/theme/theme-store';
import { SettingsCard, SettingsSection } from './settings-section';

const themeIcons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Interface language, theme and calendar: kept on this device and applied at once. */
export function AppearanceSection() {
  const { t, i18n } = useTranslation();
  const theme = useThemeStore((state) => state.preference);
  const setTheme = useThemeStore((state) => state.setPreference);
  const calendar = useCalendarStore((state) => state.calendar);
  const setCalendar = useCalendarStore((state) => state.setCalendar);
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <SettingsSection
      id="appearance"
      icon={Palette}
      title={t('settings.appearance.title')}
      description={t('settings.appearance.description')}
    >
      <SettingsCard>
        <ChoiceGroup
          legend={t('settings.appearance.language')}
          value={language}
          choices={INTERFACE_LANGUAGES.map(({ code, name }) => ({
            value: code,
            label: name,
            lang: code,
          }))}
          onChange={(code) => void changeLanguage(code)}
        />
        <ChoiceGroup
          legend={t('theme.label')}
          value={theme}
          choices={THEME_PREFERENCES.map((preference) => ({
            value: preference,
            label: t(`theme.${preference}`),
            icon: themeIcons[preference],
          }))}
          onChange={setTheme}
        />
        <ChoiceGroup
          legend={t('settings.appearance.calendar')}
          hint={t('settings.appearance.today', { date: formatHijriDate(new Date(), language) })}
          value={calendar}
          choices={CALENDARS.map((name) => ({
            value: name,
            label: t(`settings.appearance.calendars.${name}`),
          }))}
          onChange={setCalendar}
        />
      </SettingsCard>
    </SettingsSection>
  );
}
