import { describe, expect, it } from 'vitest';

import en from './locales/en.json';

// Every translation is checked against English, the language the keys are written in.
const localeModules = import.meta.glob<{ default: unknown }>('./locales/*.json', { eager: true });
// The legal texts of each language live apart (locales/legal) and load with their pages; they
// are checked as the `legal` part of the language's messages.
const legalModules = import.meta.glob<{ default: unknown }>('./locales/legal/*.json', {
  eager: true,
});
const withLegal = (language: string, messages: unknown) => ({
  ...(messages as object),
  legal: legalModules[`./locales/legal/${language}.json`]?.default,
});
const translations = Object.entries(localeModules)
  .map(([path, module]) => [/\/([\w-]+)\.json$/.exec(path)?.[1] ?? path, module.default] as const)
  .filter(([language]) => language !== 'en')
  .map(([language, messages]) => [language, withLegal(language, messages)] as const);

/** Leaves by dotted path; array items are numbered (`sections.0.title`). */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `x_one` → `x` with category `one`; null for a key that is not a plural form. */
function pluralOf(key: string): { base: string; category: string } | null {
  const match = PLURAL_SUFFIX.exec(key);
  return match?.[1] ? { base: key.slice(0, match.index), category: match[1] } : null;
}

function placeholders(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const names = [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

/** The `<accent>`, `<strong>` … markers that <Trans> turns into elements. */
function tags(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/<\/?([A-Za-z][\w-]*)\s*\/?>/g)].map((m) => m[0]).sort();
}

const english = flatten(withLegal('en', en));

/** The variables that show the count of a plural text. */
const COUNT_VARIABLES = new Set(['count', 'formatted']);

/** Forms that may say their number in words ('مقطع واحد', 'مقطعان') instead of showing it. */
function numberInWords(key: string): boolean {
  const category = pluralOf(key)?.category;
  return category === 'one' || category === 'two';
}

/** What an English key is compared with: a plural form's `_other`, which names every variable. */
function englishReference(key: string): string | undefined {
  const plural = pluralOf(key);
  if (plural && english.has(`${plural.base}_other`)) return `${plural.base}_other`;
  return english.has(key) ? key : undefined;
}

describe('flatten and the plural helpers', () => {
  it('numbers array items and reads plural forms', () => {
    expect([...flatten({ a: { b: ['x', { c: 'y' }] } }).keys()]).toEqual(['a.b.0', 'a.b.1.c']);
    expect(pluralOf('artist.followers_many')).toEqual({
      base: 'artist.followers',
      category: 'many',
    });
    expect(pluralOf('player.repeat.one')).toBeNull();
    expect(placeholders('By {{owner}} · {{count}} songs {{ count }}')).toEqual(['count', 'owner']);
    expect(tags('Where faith finds its <accent>echo</accent>')).toEqual(['</accent>', '<accent>']);
  });
});

describe.each(translations)('the %s translation', (language, messages) => {
  const translated = flatten(messages);
  const categories = new Set([
    'zero',
    ...new Intl.PluralRules(language).resolvedOptions().pluralCategories,
  ]);

  it('has every English key (an English plural needs the _other form)', () => {
    const missing = [...english.keys()].filter((key) => {
      const plural = pluralOf(key);
      if (plural && english.has(`${plural.base}_other`)) {
        return !translated.has(`${plural.base}_other`);
      }
      return !translated.has(key);
    });
    expect(missing).toEqual([]);
  });

  it('has no key English lacks, apart from its own plural forms of an English plural', () => {
    const extra = [...translated.keys()].filter((key) => {
      if (english.has(key)) return false;
      const plural = pluralOf(key);
      return !(plural && english.has(`${plural.base}_other`) && categories.has(plural.category));
    });
    expect(extra).toEqual([]);
  });

  it('keeps the variables of the English text', () => {
    const differing = [...translated]
      .map(([key, text]) => ({ key, reference: englishReference(key), text }))
      .filter(({ reference }) => reference !== undefined)
      .filter(({ key, reference, text }) => {
        const expected = placeholders(english.get(reference ?? '')).filter(
          (name) => !(numberInWords(key) && COUNT_VARIABLES.has(name)),
        );
        const found = placeholders(text).filter(
          (name) => !(numberInWords(key) && COUNT_VARIABLES.has(name)),
        );
        return found.join() !== expected.join();
      })
      .map(({ key, text }) => `${key}: ${String(text)}`);
    expect(differing).toEqual([]);
  });

  it('keeps the markup of the English text', () => {
    const differing = [...translated]
      .map(([key, text]) => ({ key, reference: englishReference(key), text }))
      .filter(({ reference }) => reference !== undefined)
      .filter(
        ({ reference, text }) => tags(text).join() !== tags(english.get(reference ?? '')).join(),
      )
      .map(({ key }) => key);
    expect(differing).toEqual([]);
  });

  it('has no empty text', () => {
    const empty = [...translated]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

it('finds the Arabic translation', () => {
  expect(translations.map(([language]) => language)).toContain('ar');
});
