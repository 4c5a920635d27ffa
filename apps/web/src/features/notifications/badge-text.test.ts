import { describe, expect, it } from 'vitest';

import { createFormatters } from '../../lib/i18n/format';
import { badgeText } from './badge-text';

const en = createFormatters('en').number;

describe('the badge on the bell', () => {
  it.each([
    [0, null],
    [-2, null],
    [Number.NaN, null],
    [1, '1'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [1_234, '99+'],
  ])('reads %s as %s', (count, text) => {
    expect(badgeText(count, en)).toBe(text);
  });

  it('writes Arabic-Indic digits in Arabic', () => {
    const ar = createFormatters('ar').number;
    expect(badgeText(7, ar)).toBe('٧');
    expect(badgeText(100, ar)).toBe('٩٩+');
  });
});
