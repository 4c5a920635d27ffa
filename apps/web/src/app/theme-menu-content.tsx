import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '../components/ui/dropdown-menu';
import { THEME_PREFERENCES, type ThemePreference, useThemeStore } from '../lib/theme/theme-store';

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

function isThemePreference(value: string): value is ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value);
}

export function ThemeMenuContent() {
  const { t } = useTranslation();
  const preference = useThemeStore((state) => state.preference);
  const setPreference = useThemeStore((state) => state.setPreference);

  return (
    <DropdownMenuContent className="w-44">
      <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={preference}
        onValueChange={(value) => {
          if (isThemePreference(value)) setPreference(value);
        }}
      >
        {THEME_PREFERENCES.map((option) => {
          const Icon = icons[option];
          return (
            <DropdownMenuRadioItem key={option} value={option}>
              <Icon aria-hidden />
              {t(`theme.${option}`)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </DropdownMenuContent>
  );
}
