import { describe, expect, it } from 'vitest';

import { genres, genreSlugs } from './genres';

describe('genres', () => {
  it('holds the eight browse tiles of the spec plus Sufi, in tile order', () => {
    expect(genres.map((g) => g.name)).toEqual([
      'Nasheed',
      'Quranic Recitation',
      'Islamic Stories',
      'Dhikr & Dua',
      'Seerah',
      'Islamic Lectures',
      'Arabic Learning',
      "Children's Islamic",
      'Sufi Music',
    ]);
  });

  it('has unique, URL-safe slugs', () => {
    expect(new Set(genreSlugs).size).toBe(genreSlugs.length);
    for (const slug of genreSlugs) expect(slug).toMatch(/^[a-z_]+$/);
  });
});
