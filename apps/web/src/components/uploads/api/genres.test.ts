import { genreSlugs } from '@sada/contracts/genres';
import { describe, expect, it } from 'vitest';

import { genreOptions } from './genres';

describe('genreOptions', () => {
  it('offers every genre the server accepts, in order, with the names the server gives', () => {
    const options = genreOptions([
      { slug: 'dhikr', name: 'Dhikr & Duas', description: null, color: null },
      { slug: 'unknown', name: 'Not ours', description: null, color: null },
    ]);
    expect(options.map((option) => option.slug)).toEqual(genreSlugs);
    expect(options.find((option) => option.slug === 'dhikr')?.name).toBe('Dhikr & Duas');
    expect(options.find((option) => option.slug === 'nasheed')?.name).toBe('Nasheed');
  });
});
