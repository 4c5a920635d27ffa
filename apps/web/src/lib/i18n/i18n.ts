import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { createInterpolationFormatter } from './interpolation-format';

// Every file in ./locales is a language: adding Arabic is adding locales/ar.json. The writing
// direction comes from i18next, which knows the right-to-left languages.
const localeModules = import.meta.glob<{ default: Resource[string]['translation'] }>(
  './locales/*.json',
  { eager: true },
);

const resources: Resource = {};
for (const [path, module] of Object.entries(localeModules)) {
  const language = /\/([\w-]+)\.json$/.exec(path)?.[1];
  if (language) resources[language] = { translation: module.default };
}

export const SUPPORTED_LANGUAGES = Object.keys(resources);
export const DEFAULT_LANGUAGE = 'en';
const STORAGE_KEY = 'sada.language';

function pickLanguage(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && SUPPORTED_LANGUAGES.includes(stored)) return stored;
  } catch {
    // Storage can be unavailable (private mode); fall through to the browser's languages.
  }
  for (const tag of navigator.languages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (base && SUPPORTED_LANGUAGES.includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

i18next.on('languageChanged', applyDocumentLanguage);

void i18next
  .use(initReactI18next)
  .use(createInterpolationFormatter())
  .init({
    resources,
    lng: pickLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    // Every interpolated value passes the formatter, which writes numbers in the language's digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
  });

applyDocumentLanguage(i18next.language);

export function changeLanguage(language: string): Promise<unknown> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisted; the change still applies now.
  }
  return i18next.changeLanguage(language);
}

export { i18next as i18n };
