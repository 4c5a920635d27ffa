import { describe, expect, it } from 'vitest';

import { browseGenreSlugs } from './catalog';
import { genres } from './genres';

describe('browseGenreSlugs', () => {
  it('are the eight Browse-all tiles of the spec, without Sufi', () => {
    const names = browseGenreSlugs.map((slug) => genres.find((g) => g.slug === slug)?.name);
    expect(names).toEqual([
      'Nasheed',
      'Quranic Recitation',
      'Islamic Stories',
      'Dhikr & Dua',
      'Seerah',
      'Islamic Lectures',
      'Arabic Learning',
      "Children's Islamic",
    ]);
  });
});
