import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { DeferredDropdownMenu } from '../components/ui/deferred-dropdown-menu';
import { useCurrentLanguage } from '../lib/i18n/use-current-language';

const loadContent = () =>
  import('./language-menu-content').then((module) => module.LanguageMenuContent);

/** The language choice for visitors who are not signed in (signed in, it is in the user menu). */
export function LanguageMenu({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const { name } = useCurrentLanguage();

  return (
    <DeferredDropdownMenu
      trigger={{
        'aria-label': t('language.change', { language: name }),
        className: clsx(
          'flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground sm:size-10',
          triggerClassName,
        ),
      }}
      loadContent={loadContent}
      contentProps={{}}
    >
      <Languages aria-hidden className="size-5" />
    </DeferredDropdownMenu>
  );
}

/** The current language's own name, for the user menu's submenu trigger. */
export function CurrentLanguageName({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const { code, name } = useCurrentLanguage();
  return (
    <span lang={code} dir={i18n.dir(code)} className={className}>
      {name}
    </span>
  );
}
