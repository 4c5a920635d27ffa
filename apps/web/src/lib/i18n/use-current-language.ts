import { useTranslation } from 'react-i18next';

import { INTERFACE_LANGUAGES } from './languages';

/** The interface language in use: its code and its own name. */
export function useCurrentLanguage() {
  const { i18n } = useTranslation();
  const code = i18n.resolvedLanguage ?? i18n.language;
  const current = INTERFACE_LANGUAGES.find((language) => language.code === code);
  return { code, name: current?.name ?? code };
}
