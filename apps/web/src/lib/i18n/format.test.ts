import {
  formatCount,
  formatDuration,
  formatItemDuration,
  formatQueueDuration,
} from '@sada/player-core';
import { describe, expect, it } from 'vitest';

import { createFormatters, formatHijriDate, localiseInterpolatedValue } from './format';

/** 23 November 2026 at noon UTC: 13 Jumada al-Akhirah 1448 in the Umm al-Qura calendar. */
const NOV_23_2026 = new Date(Date.UTC(2026, 10, 23, 12));
const UTC = { timeZone: 'UTC' } as const;

describe('English keeps the texts of the specification', () => {
  const en = createFormatters('en');

  it.each([0, 7, 999, 1_000, 1_250, 999_950, 1_500_000, -1_500, Number.NaN])(
    'count(%s) is formatCount’s',
    (value) => {
      expect(en.count(value)).toBe(formatCount(value));
    },
  );

  it.each([0, 5_000, 65_000, 3_600_000, 3_723_400, -1, Number.NaN, null, undefined])(
    'durations of %s ms are player-core’s',
    (ms) => {
      expect(en.duration(ms)).toBe(formatDuration(ms));
      expect(en.itemDuration(ms)).toBe(formatItemDuration(ms));
      expect(en.totalDuration(ms)).toBe(formatQueueDuration(ms));
    },
  );

  it.each([0, 7, 42, 999, -999, 1_000, 12_345, 2.5, -0.5, 1e21])(
    'writes the number %s as Intl does in English',
    (value) => {
      expect(en.number(value)).toBe(new Intl.NumberFormat('en').format(value));
      expect(createFormatters('en-GB').number(value)).toBe(
        new Intl.NumberFormat('en-GB').format(value),
      );
    },
  );

  it('writes dates in the Gregorian calendar unless Hijri is chosen', () => {
    expect(en.date(NOV_23_2026, { dateStyle: 'long', ...UTC })).toBe('November 23, 2026');
    expect(createFormatters('en', 'hijri').date(NOV_23_2026, { dateStyle: 'long', ...UTC })).toBe(
      'Jumada II 13, 1448 AH',
    );
  });

  it('leaves interpolated numbers alone', () => {
    expect(localiseInterpolatedValue(12, 'en')).toBe(12);
  });

  it('separates details with a middle dot', () => {
    expect(en.separator).toBe('·');
  });
});

describe('Arabic', () => {
  const ar = createFormatters('ar');

  it('writes counts with Arabic-Indic digits and Arabic units', () => {
    expect(ar.count(42)).toBe('٤٢');
    expect(ar.count(1_250)).toBe('١٫٣ ألف');
    expect(ar.count(1_000)).toBe('١٫٠ ألف');
    expect(ar.count(2_500_000)).toBe('٢٫٥ مليون');
  });

  it('keeps the m:ss shape with Arabic-Indic digits', () => {
    expect(ar.duration(65_000)).toBe('١:٠٥');
    expect(ar.duration(3_600_000)).toBe('٦٠:٠٠');
    expect(ar.itemDuration(null)).toBe('--:--');
  });

  it('writes totals in hours and minutes', () => {
    expect(ar.totalDuration(5_400_000)).toBe('١ س ٣٠ د');
    expect(ar.totalDuration(20 * 60_000)).toBe('٢٠ د');
    expect(ar.totalDuration(null)).toBe('٠ د');
  });

  it('writes plain numbers and interpolated values with Arabic-Indic digits', () => {
    expect(ar.number(1234.5)).toBe('١٬٢٣٤٫٥');
    expect(localiseInterpolatedValue(2026, 'ar')).toBe('٢٠٢٦');
    expect(localiseInterpolatedValue('Track 2', 'ar')).toBe('Track 2');
  });

  it('separates details with a bullet, which no digit resembles', () => {
    expect(ar.separator).toBe('•');
  });

  it('writes Gregorian dates with Arabic month names', () => {
    expect(ar.date(NOV_23_2026, { dateStyle: 'long', ...UTC })).toBe('٢٣ نوفمبر ٢٠٢٦');
    expect(ar.year(NOV_23_2026)).toBe('٢٠٢٦');
  });
});

describe('formatHijriDate', () => {
  it('gives 13 Jumada II 1448 for 23 November 2026', () => {
    expect(formatHijriDate(NOV_23_2026, 'en', { dateStyle: 'long', ...UTC })).toBe(
      'Jumada II 13, 1448 AH',
    );
    const parts = new Intl.DateTimeFormat('en', {
      calendar: 'islamic-umalqura',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      ...UTC,
    }).formatToParts(NOV_23_2026);
    expect(parts.filter((part) => part.type !== 'literal' && part.type !== 'era')).toEqual([
      { type: 'month', value: '6' },
      { type: 'day', value: '13' },
      { type: 'year', value: '1448' },
    ]);
  });

  it('writes the Arabic month name and Arabic-Indic digits', () => {
    const text = formatHijriDate(NOV_23_2026, 'ar', { dateStyle: 'long', ...UTC });
    expect(text).toContain('١٣');
    expect(text).toContain('جمادى الآخرة');
    expect(text).toContain('١٤٤٨');
  });
});

describe('relativeTime', () => {
  const now = NOV_23_2026.getTime();
  const ago = (ms: number) => new Date(now - ms);
  const minute = 60_000;

  it('says how long ago in English', () => {
    const en = createFormatters('en');
    expect(en.relativeTime(ago(10_000), now)).toBe('now');
    expect(en.relativeTime(ago(5 * minute), now)).toBe('5 minutes ago');
    expect(en.relativeTime(ago(3 * 60 * minute), now)).toBe('3 hours ago');
    expect(en.relativeTime(ago(24 * 60 * minute), now)).toBe('yesterday');
    expect(en.relativeTime(ago(14 * 24 * 60 * minute), now)).toBe('2 weeks ago');
    expect(en.relativeTime(ago(400 * 24 * 60 * minute), now)).toBe('last year');
    expect(en.relativeTime('not a date', now)).toBe('now');
  });

  it('says it in Arabic with Arabic-Indic digits', () => {
    const ar = createFormatters('ar');
    expect(ar.relativeTime(ago(5 * minute), now)).toBe('قبل ٥ دقائق');
    expect(ar.relativeTime(ago(24 * 60 * minute), now)).toBe('أمس');
  });
});
