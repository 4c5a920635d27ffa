import type { FormatterModule } from 'i18next';

import { useCalendarStore } from './calendar-store';
import { formattersFor, localiseInterpolatedValue } from './format';

type NamedFormat = (value: unknown, language: string, options: unknown) => unknown;

/**
 * i18next's formatter, used with `alwaysFormat` so that a number interpolated into any
 * translation (`{{count}} songs`) is written in the language's digits. Named formats
 * (`{{value, number}}`, `datetime`, `list`) are kept, without per-call options.
 */
export function createInterpolationFormatter(): FormatterModule {
  const named = new Map<string, NamedFormat>([
    [
      'number',
      (value, language) =>
        typeof value === 'number' ? formattersFor(language).number(value) : value,
    ],
    [
      'datetime',
      (value, language) =>
        value instanceof Date || typeof value === 'number' || typeof value === 'string'
          ? formattersFor(language, useCalendarStore.getState().calendar).date(value)
          : value,
    ],
    [
      'list',
      (value, language) =>
        Array.isArray(value) ? new Intl.ListFormat(language).format(value.map(String)) : value,
    ],
  ]);
  const nameOf = (format: string) => format.toLowerCase().trim();

  return {
    type: 'formatter',
    init: () => undefined,
    add: (name, format) => {
      named.set(nameOf(name), (value, language, options) => format(value, language, options));
    },
    addCached: (name, makeFormat) => {
      named.set(nameOf(name), (value, language, options) => makeFormat(language, options)(value));
    },
    // i18next types the result as a string but passes values of any type through here, and
    // needs what it cannot format back as it came (undefined marks a missing variable).
    format: (value: unknown, format?: string, language?: string, options?: unknown) => {
      const lang = language ?? '';
      const formatted = format
        ? format
            .split(',')
            .reduce<unknown>(
              (current, name) => named.get(nameOf(name))?.(current, lang, options) ?? current,
              value,
            )
        : localiseInterpolatedValue(value, lang);
      return formatted as string;
    },
  };
}
