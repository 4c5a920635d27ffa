import {
  countParts,
  durationParts,
  formatCount,
  formatDuration,
  formatItemDuration,
  formatQueueDuration,
  hasItemDuration,
  totalDurationParts,
} from '@sada/player-core';
import { useTranslation } from 'react-i18next';

import { type Calendar, useCalendarStore } from './calendar-store';

/**
 * Numbers, durations and dates in the interface language. English keeps the exact texts of the
 * specification (player-core's formatters); other languages use their own digits and units.
 */
export interface Formatters {
  /** A plain number with the language's digits and grouping. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A count abbreviated from a thousand up: 1.3K in English, ١٫٣ ألف in Arabic. */
  count: (value: number) => string;
  /**
   * The options of a plural text that shows `count`'s figure as {{formatted}}: the figure, and
   * the number that picks the plural form. An abbreviated figure picks the form of a round
   * thousand ('1.3K plays', '١٫٣ ألف متابع'), not that of the exact number behind it.
   */
  counted: (value: number) => { count: number; formatted: string };
  /** A playing time as m:ss. */
  duration: (ms: number | null | undefined) => string;
  /** A list item's duration as m:ss, or '--:--' when it is not known. */
  itemDuration: (ms: number | null | undefined) => string;
  /** A total as hours and minutes: 1h 20m in English. */
  totalDuration: (ms: number | null | undefined) => string;
  /** A date in the chosen calendar (long style unless options say otherwise). */
  date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** The year of a date in the chosen calendar. */
  year: (value: DateInput) => string;
  /** How long ago (or from now) a moment is: '5 minutes ago', 'yesterday', 'now'. */
  relativeTime: (value: DateInput, now?: number) => string;
  /** The mark between items of a line of details (artist · year · duration). */
  separator: string;
}

export type DateInput = Date | string | number;

interface Units {
  thousand: string;
  million: string;
  hours: string;
  minutes: string;
}

interface LanguageStyle {
  /** Unicode numbering system; CLDR now defaults Arabic to Latin digits, so it is explicit. */
  numberingSystem?: string;
  units?: Units;
  /** Beside Arabic-Indic digits a middle dot reads as a zero (٠), so a bullet separates. */
  separator?: string;
}

const LANGUAGE_STYLES: Partial<Record<string, LanguageStyle>> = {
  ar: {
    numberingSystem: 'arab',
    units: { thousand: 'ألف', million: 'مليون', hours: 'س', minutes: 'د' },
    separator: '•',
  },
};

const HIJRI_CALENDAR = 'islamic-umalqura';

function baseLanguage(language: string): string {
  return language.split('-')[0]?.toLowerCase() ?? language;
}

function styleOf(language: string): LanguageStyle | undefined {
  return LANGUAGE_STYLES[baseLanguage(language)];
}

function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat(language, {
    numberingSystem: styleOf(language)?.numberingSystem,
    ...options,
  });
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function dateFormat(
  language: string,
  calendar: Calendar,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, {
    numberingSystem: styleOf(language)?.numberingSystem,
    calendar: calendar === 'hijri' ? HIJRI_CALENDAR : 'gregory',
    ...options,
  });
}

/** Each unit and how many of it make the next one; the last has no next. */
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 365.25 / 12 / 7],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];
/** Closer than this reads as 'now'. */
const NOW_SECONDS = 45;

function relativeTimeFormat(language: string): (value: DateInput, now?: number) => string {
  const numbering = styleOf(language)?.numberingSystem;
  const format = new Intl.RelativeTimeFormat(
    numbering ? `${language}-u-nu-${numbering}` : language,
    { numeric: 'auto' },
  );
  return (value, now = Date.now()) => {
    let amount = (toDate(value).getTime() - now) / 1000;
    if (!Number.isFinite(amount) || Math.abs(amount) < NOW_SECONDS) {
      return format.format(0, 'second');
    }
    for (const [unit, size] of RELATIVE_UNITS) {
      const rounded = Math.round(amount);
      if (Math.abs(rounded) < size) return format.format(rounded, unit);
      amount /= size;
    }
    return format.format(Math.round(amount), 'year');
  };
}

const interpolationFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number interpolated into a translation: the language's digits, no grouping (years and
 * positions read as they are). English, and values that are not numbers, are left alone.
 */
export function localiseInterpolatedValue(value: unknown, language: string): unknown {
  if (typeof value !== 'number' || !styleOf(language)) return value;
  let format = interpolationFormats.get(language);
  if (!format) {
    format = numberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });
    interpolationFormats.set(language, format);
  }
  return format.format(value);
}

/** A date in the Umm al-Qura Hijri calendar, e.g. 13 Jumada II 1448 AH. */
export function formatHijriDate(
  value: DateInput,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(language, 'hijri', options).format(toDate(value));
}

/** The number whose plural form suits formatCount's figure of `value`. */
export function pluralCountOf(value: number): number {
  const { value: shown, unit } = countParts(value);
  return unit === '' ? shown : 1000;
}

/**
 * `make()`'s value, made at its first use: an Intl formatter costs milliseconds to make (tens at
 * the first, which loads the language's data), and a page hydrating uses few of them, if any.
 */
function whenUsed<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export function createFormatters(language: string, calendar: Calendar = 'gregorian'): Formatters {
  const style = styleOf(language);
  const english = baseLanguage(language) === 'en';
  const plain = whenUsed(() => numberFormat(language));
  const integer = whenUsed(() => numberFormat(language, { maximumFractionDigits: 0 }));
  const twoDigits = whenUsed(() =>
    numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false }),
  );
  const relative = whenUsed(() => relativeTimeFormat(language));
  const date = (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) =>
    dateFormat(language, calendar, options).format(toDate(value));

  const common = {
    separator: style?.separator ?? '·',
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      // English writes a whole number below a thousand as JavaScript does: no formatter to make
      // (the first one made, on a page's first render, loads the language's data).
      !options && english && Number.isInteger(value) && Math.abs(value) < 1000
        ? String(value)
        : (options ? numberFormat(language, options) : plain()).format(value),
    date,
    year: (value: DateInput) => date(value, { year: 'numeric' }),
    relativeTime: (value: DateInput, now?: number) => relative()(value, now),
  };

  const counting = (count: (value: number) => string) => ({
    count,
    counted: (value: number) => ({ count: pluralCountOf(value), formatted: count(value) }),
  });

  if (!style) {
    return {
      ...common,
      ...counting(formatCount),
      duration: formatDuration,
      itemDuration: formatItemDuration,
      totalDuration: formatQueueDuration,
    };
  }

  const units = style.units;
  const tenths = whenUsed(() =>
    numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  const duration = (ms: number | null | undefined) => {
    const { minutes, seconds } = durationParts(ms);
    return `${integer().format(minutes)}:${twoDigits().format(seconds)}`;
  };

  return {
    ...common,
    ...counting((value) => {
      const parts = countParts(value);
      if (parts.unit === '') return integer().format(parts.value);
      const unit = parts.unit === 'K' ? units?.thousand : units?.million;
      return `${tenths().format(parts.value)}${unit ? ` ${unit}` : parts.unit}`;
    }),
    duration,
    itemDuration: (ms) => (hasItemDuration(ms) ? duration(ms) : '--:--'),
    totalDuration: (ms) => {
      const { hours, minutes } = totalDurationParts(ms);
      const h = units ? ` ${units.hours}` : 'h';
      const m = units ? ` ${units.minutes}` : 'm';
      const shownMinutes = `${integer().format(minutes)}${m}`;
      return hours > 0 ? `${integer().format(hours)}${h} ${shownMinutes}` : shownMinutes;
    },
  };
}

const cachedFormatters = new Map<string, Formatters>();

/** createFormatters, made once per language and calendar (long lists format every row). */
export function formattersFor(language: string, calendar: Calendar = 'gregorian'): Formatters {
  const key = `${language}|${calendar}`;
  let formatters = cachedFormatters.get(key);
  if (!formatters) {
    formatters = createFormatters(language, calendar);
    cachedFormatters.set(key, formatters);
  }
  return formatters;
}

/** The formatters for the interface language and the chosen calendar; they follow changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const calendar = useCalendarStore((state) => state.calendar);
  return formattersFor(i18n.resolvedLanguage ?? i18n.language, calendar);
}
