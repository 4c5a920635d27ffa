import { describe, expect, it } from 'vitest';

import { preferredLanguage } from './accept-language';

describe('preferredLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-SA', 'ar-SA'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en-US'],
    ['en;q=0.5, ar', 'ar'],
    ['fr;q=0.3, ar-EG;q=0.7, en;q=0.7', 'ar-EG'],
    ['ar;q=0.1, en', 'en'],
    [' ar ; q=1.0 ', 'ar'],
    ['*, ar;q=0.5', 'ar'],
    ['ar;q=0, en;q=0.2', 'en'],
    ['ar;Q=0.9,en;q=0.8', 'ar'],
  ])('picks the preferred tag of %j', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it.each([undefined, '', '*', 'ar;q=0', ',,;', 'ar;q=2', 'ar;q=abc', '12'])(
    'finds no language in %j',
    (header) => {
      expect(preferredLanguage(header)).toBeUndefined();
    },
  );

  it('reads a header sent more than once', () => {
    expect(preferredLanguage(['en;q=0.4', 'ar'])).toBe('ar');
  });
});
