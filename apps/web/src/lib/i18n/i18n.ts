import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { createInterpolationFormatter } from './interpolation-format';
import en from './locales/en.json';

type Messages = Resource[string]['translation'];

// Every file in ./locales is a language: adding Arabic is adding locales/ar.json. English, the
// fallback, is in the main bundle; another language is loaded when it is first chosen. The
// writing direction comes from i18next, which knows the right-to-left languages.
type Loader = () => Promise<{ default: Messages }>;

/** Loaders of files named after their language (`ar.json`), by language. */
function byLanguage(files: Record<string, Loader>): Map<string, Loader> {
  const loaders = new Map<string, Loader>();
  for (const [path, load] of Object.entries(files)) {
    const language = /\/([\w-]+)\.json$/.exec(path)?.[1];
    if (language) loaders.set(language, load);
  }
  return loaders;
}

const loaders = byLanguage(
  import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/en.json']),
);

const resources: Resource = { en: { translation: en } };

export const SUPPORTED_LANGUAGES = ['en', ...loaders.keys()];
export const DEFAULT_LANGUAGE = 'en';
/** Where the chosen language is kept; the prerendered landing page reads it too. */
export const LANGUAGE_STORAGE_KEY = 'sada.language';

function pickLanguage(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
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
  // Rendered at build time (src/prerender) there is no document.
  if (import.meta.env.SSR) return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

i18next.on('languageChanged', applyDocumentLanguage);

/** Adds the messages of `language` to i18next, fetching them the first time. */
export async function loadLanguage(language: string): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load = loaders.get(language);
  if (!load) return;
  i18next.addResourceBundle(language, 'translation', (await load()).default);
}

// The terms and the privacy notice, long and read on their own pages, come with those pages
// (locales/legal/<language>.json) rather than in every visitor's first download.
const legalLoaders = byLanguage(import.meta.glob<{ default: Messages }>('./locales/legal/*.json'));

/** Whether the legal texts of `language` itself are loaded. */
function hasLegalTexts(language: string): boolean {
  return i18next.exists('legal.terms.title', { lng: language, fallbackLng: [] });
}

/** Adds the legal texts of `language`, and of English which stands in for a missing one. */
export async function loadLegalTexts(language: string): Promise<void> {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  await Promise.all(
    languages.map(async (lng) => {
      const load = legalLoaders.get(lng);
      if (!load || hasLegalTexts(lng)) return;
      const legal = (await load()).default;
      i18next.addResourceBundle(lng, 'translation', { legal }, true, true);
    }),
  );
}

async function switchTo(language: string): Promise<unknown> {
  await loadLanguage(language);
  return i18next.changeLanguage(language);
}

void i18next
  .use(initReactI18next)
  .use(createInterpolationFormatter())
  .init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    // Every interpolated value passes the formatter, which writes numbers in the language's digits.
    interpolation: { escapeValue: false, alwaysFormat: true },
    returnNull: false,
    initAsync: false,
  });

applyDocumentLanguage(i18next.language);

/**
 * Settles once the reader's language is loaded and applied; the app renders after it, so a reader
 * of Arabic never sees English first. A language that cannot be loaded leaves English.
 */
export const i18nReady: Promise<void> = (async () => {
  if (import.meta.env.SSR) return;
  const language = pickLanguage();
  if (language === DEFAULT_LANGUAGE) return;
  try {
    await switchTo(language);
  } catch {
    // Offline or a failed chunk: the interface stays in English.
  }
})();

export async function changeLanguage(language: string): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted; the change still applies now.
  }
  return switchTo(language);
}

export { i18next as i18n };
