// Count texts: every text that puts a number before a counted word has plural forms, English
// its two and Arabic its six, and i18next picks the right one for each count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createFormatters } from './format';
import { changeLanguage, i18n } from './i18n';
import ar from './locales/ar.json';
import en from './locales/en.json';

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** Leaves by dotted path. */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (typeof value === 'string') {
    into.set(prefix, value);
  }
  return into;
}

const english = flatten(en);
const arabic = flatten(ar);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBases = [...english.keys()]
  .filter((key) => key.endsWith('_other'))
  .map((key) => key.slice(0, -'_other'.length));

/** Each form as i18next would choose it: `zero` for 0 where a language has it, else CLDR's. */
function categoryOf(language: string, count: number): string {
  const rules = new Intl.PluralRules(language);
  return count === 0 && language === 'ar' ? 'zero' : rules.select(count);
}

beforeAll(async () => {
  await changeLanguage('en');
});

afterAll(async () => {
  await changeLanguage('en');
  localStorage.clear();
});

describe('count texts', () => {
  it('have plural forms wherever a number is followed by what it counts', () => {
    // A placeholder, perhaps a word such as "monthly", then a plural English noun.
    const counted =
      /\{\{\s*\w+\s*\}\}\s+(?:[a-z]+\s+)?(?!(?:is|was|has|this|its|as|us|ms|kbps|follows)\b)[a-z]+s\b/;
    const singular = [...english]
      .filter(([key, text]) => !PLURAL.test(key) && counted.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(singular).toEqual([]);
    // "last 30 days" counts too, though the noun comes first.
    const lastDays = [...english]
      .filter(([key, text]) => !PLURAL.test(key) && /\{\{[^}]+\}\}\s+(days|seconds)/.test(text))
      .map(([key]) => key);
    expect(lastDays).toEqual([]);
  });

  it('have English one and other forms', () => {
    const incomplete = pluralBases.filter((base) => !english.has(`${base}_one`));
    expect(incomplete).toEqual([]);
    expect(pluralBases.length).toBeGreaterThan(20);
  });

  it('have all six Arabic forms', () => {
    const forms = ['zero', 'one', 'two', 'few', 'many', 'other'];
    const incomplete = pluralBases.flatMap((base) =>
      forms.filter((form) => !arabic.has(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
    expect(incomplete).toEqual([]);
  });

  it.each(COUNTS)('pick the form of %s in English and in Arabic', async (count) => {
    for (const language of ['en', 'ar'] as const) {
      await changeLanguage(language);
      const forms = language === 'en' ? english : arabic;
      for (const base of pluralBases) {
        const expected = forms.get(`${base}_${categoryOf(language, count)}`);
        const options = { count, formatted: 'N', owner: 'O', used: 'U', applied: 'A' };
        const text = i18n.t(base as never, options);
        const shown = language === 'ar' ? count.toLocaleString('ar-u-nu-arab') : String(count);
        expect(text, `${language} ${base} ${count}`).toBe(
          expected
            ?.replaceAll('{{count}}', shown)
            .replaceAll('{{formatted}}', 'N')
            .replaceAll('{{owner}}', 'O')
            .replaceAll('{{used}}', 'U')
            .replaceAll('{{applied}}', 'A'),
        );
      }
    }
  });
});

describe('monthly listeners', () => {
  const say = async (language: string, count: number) => {
    await changeLanguage(language);
    return i18n.t('catalog.monthlyListeners', {
      count,
      formatted: count.toLocaleString(language === 'ar' ? 'ar-u-nu-arab' : 'en'),
    });
  };

  it('reads as English for 0, 1, 2, 3, 11 and 100', async () => {
    const texts: string[] = [];
    for (const count of COUNTS) texts.push(await say('en', count));
    expect(texts).toEqual([
      '0 monthly listeners',
      '1 monthly listener',
      '2 monthly listeners',
      '3 monthly listeners',
      '11 monthly listeners',
      '100 monthly listeners',
    ]);
  });

  it('reads as Arabic for 0, 1, 2, 3, 11 and 100', async () => {
    const texts: string[] = [];
    for (const count of COUNTS) texts.push(await say('ar', count));
    expect(texts).toEqual([
      '٠ مستمع شهريًا',
      'مستمع واحد شهريًا',
      'مستمعان شهريًا',
      '٣ مستمعين شهريًا',
      '١١ مستمعًا شهريًا',
      '١٠٠ مستمع شهريًا',
    ]);
  });
});

describe('queue and day counts', () => {
  const say = async (language: string, key: string, count: number) => {
    await changeLanguage(language);
    return i18n.t(key as never, { count });
  };

  it('count songs in the queue', async () => {
    const english: string[] = [];
    const arabicTexts: string[] = [];
    for (const count of COUNTS) {
      english.push(await say('en', 'queue.upNext', count));
      arabicTexts.push(await say('ar', 'queue.songs', count));
    }
    expect(english).toEqual([
      'Up next: 0 songs',
      'Up next: 1 song',
      'Up next: 2 songs',
      'Up next: 3 songs',
      'Up next: 11 songs',
      'Up next: 100 songs',
    ]);
    expect(arabicTexts).toEqual([
      '٠ مقطع',
      'مقطع واحد',
      'مقطعان',
      '٣ مقاطع',
      '١١ مقطعًا',
      '١٠٠ مقطع',
    ]);
  });

  it('count the days of a period', async () => {
    const english: string[] = [];
    const arabicTexts: string[] = [];
    for (const count of COUNTS) {
      english.push(await say('en', 'artistDashboard.monthlyListenersHint', count));
      arabicTexts.push(await say('ar', 'dashboard.label.streamsHint', count));
    }
    expect(english).toEqual([
      'Different listeners in the last 0 days',
      'Different listeners in the last 1 day',
      'Different listeners in the last 2 days',
      'Different listeners in the last 3 days',
      'Different listeners in the last 11 days',
      'Different listeners in the last 100 days',
    ]);
    expect(arabicTexts).toEqual([
      'في آخر ٠ يوم',
      'في آخر يوم',
      'في آخر يومين',
      'في آخر ٣ أيام',
      'في آخر ١١ يومًا',
      'في آخر ١٠٠ يوم',
    ]);
  });
});

describe('an abbreviated count', () => {
  it('takes the form of a round thousand', async () => {
    await changeLanguage('ar');
    const arabicFormat = createFormatters('ar');
    expect(i18n.t('artist.followers', arabicFormat.counted(1_250))).toBe('١٫٣ ألف متابع');
    expect(i18n.t('artist.followers', arabicFormat.counted(15))).toBe('١٥ متابعًا');
    await changeLanguage('en');
    const englishFormat = createFormatters('en');
    expect(englishFormat.counted(1_000)).toEqual({ count: 1000, formatted: '1.0K' });
    expect(i18n.t('artist.followers', englishFormat.counted(1))).toBe('1 follower');
  });
});

describe('Arabic one and two', () => {
  it('are words of their own, not a digit before the plural', () => {
    const standApart = /\(\{\{\s*count\s*\}\}\)/;
    const digitForms = pluralBases.flatMap((base) =>
      (['one', 'two'] as const)
        .map((form) => `${base}_${form}`)
        .filter((key) => {
          const text = arabic.get(key) ?? '';
          return /\{\{\s*(count|formatted)\s*\}\}/.test(text) && !standApart.test(text);
        }),
    );
    expect(digitForms).toEqual([]);
  });
});
