import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DeferredDropdownMenu } from '../components/ui/deferred-dropdown-menu';
import { useThemePreference } from '../lib/theme/theme-store';

interface ThemeMenuProps {
  /** Classes for the trigger, so it fits a light or a dark (hero) header. */
  triggerClassName?: string;
}

const loadContent = () => import('./theme-menu-content').then((module) => module.ThemeMenuContent);

export function ThemeMenu({ triggerClassName }: ThemeMenuProps) {
  const { t } = useTranslation();
  const preference = useThemePreference();

  return (
    <DeferredDropdownMenu
      trigger={{
        'aria-label': t('theme.change', { theme: t(`theme.${preference}`) }),
        className: clsx(
          'flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground sm:size-10',
          triggerClassName,
        ),
      }}
      loadContent={loadContent}
      contentProps={{}}
    >
      {/* Drawn by the stylesheet from the theme in force, as the page rendered at build time is. */}
      <Sun aria-hidden className="size-5 dark:hidden" />
      <Moon aria-hidden className="hidden size-5 dark:block" />
    </DeferredDropdownMenu>
  );
}
