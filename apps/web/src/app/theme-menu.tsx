import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DeferredDropdownMenu } from '../components/ui/deferred-dropdown-menu';
import { useThemeStore } from '../lib/theme/theme-store';

interface ThemeMenuProps {
  /** Classes for the trigger, so it fits a light or a dark (hero) header. */
  triggerClassName?: string;
}

const loadContent = () => import('./theme-menu-content').then((module) => module.ThemeMenuContent);

export function ThemeMenu({ triggerClassName }: ThemeMenuProps) {
  const { t } = useTranslation();
  const preference = useThemeStore((state) => state.preference);
  const resolved = useThemeStore((state) => state.resolved);
  const TriggerIcon = resolved === 'dark' ? Moon : Sun;

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
      <TriggerIcon aria-hidden className="size-5" />
    </DeferredDropdownMenu>
  );
}
