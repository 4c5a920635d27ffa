import { describe, expect, it } from 'vitest';

import { foldForSearch, searchQuery } from './search';
import { searchFoldCases } from './search-fold-cases';

describe('foldForSearch', () => {
  it.each(searchFoldCases)('folds %j to %j', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('makes the spelling variants of one Arabic title equal', () => {
    const variants = ['إِسْلامِيَّة', 'اسلامية', 'أسلاميه', 'اســلامــيــة'];
    expect(new Set(variants.map(foldForSearch)).size).toBe(1);
  });

  it('is idempotent', () => {
    for (const [input] of searchFoldCases) {
      expect(foldForSearch(foldForSearch(input))).toBe(foldForSearch(input));
    }
  });
});

describe('searchQuery', () => {
  it('trims the query', () => {
    expect(searchQuery.parse({ q: '  mercy ' }).q).toBe('mercy');
  });

  it.each([
    [{}, 'Type something to search for'],
    [{ q: '   ' }, 'Type something to search for'],
    [{ q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    [{ q: 'a', limit: '0' }, 'limit must be at least 1'],
  ])('refuses %j with %j', (input, message) => {
    const result = searchQuery.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
