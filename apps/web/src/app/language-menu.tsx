import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { changeLanguage } from '../lib/i18n/i18n';
import { INTERFACE_LANGUAGES } from '../lib/i18n/languages';

function useCurrentLanguage() {
  const { i18n } = useTranslation();
  const code = i18n.resolvedLanguage ?? i18n.language;
  const current = INTERFACE_LANGUAGES.find((language) => language.code === code);
  return { code, name: current?.name ?? code };
}

/** The interface languages as radio items, each named in itself. */
export function LanguageRadioGroup() {
  const { i18n } = useTranslation();
  const { code } = useCurrentLanguage();
  return (
    <DropdownMenuRadioGroup value={code} onValueChange={(next) => void changeLanguage(next)}>
      {INTERFACE_LANGUAGES.map((language) => (
        <DropdownMenuRadioItem key={language.code} value={language.code}>
          <span lang={language.code} dir={i18n.dir(language.code)}>
            {language.name}
          </span>
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}

/** The language choice for visitors who are not signed in (signed in, it is in the user menu). */
export function LanguageMenu({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const { name } = useCurrentLanguage();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('language.change', { language: name })}
        className={clsx(
          'flex size-9 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground sm:size-10',
          triggerClassName,
        )}
      >
        <Languages aria-hidden className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-44">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <LanguageRadioGroup />
      </DropdownMenuContent>
    </DropdownMenu>
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
