import { useTranslation } from 'react-i18next';

import {
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../components/ui/dropdown-menu';
import { changeLanguage } from '../lib/i18n/i18n';
import { INTERFACE_LANGUAGES } from '../lib/i18n/languages';
import { useCurrentLanguage } from '../lib/i18n/use-current-language';
import { ListeningRuleMenuItem } from './listening-rule/listening-rule-menu-item';

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

/** A visitor's menu: the interface language, and what they would like to hear. */
export function LanguageMenuContent() {
  const { t } = useTranslation();
  return (
    <DropdownMenuContent className="w-48">
      <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
      <LanguageRadioGroup />
      <DropdownMenuSeparator />
      <ListeningRuleMenuItem />
    </DropdownMenuContent>
  );
}
