import { describe, expect, it } from 'vitest';

import { filterByText } from './filter-by-text';

const items = [
  { name: 'Calm Evenings', owner: 'Demo Listener' },
  { name: 'Morning Nasheeds', owner: 'Amina Rahal' },
  { name: 'أنوار', owner: 'Layla Haddad' },
  { name: 'Café Mélodie', owner: null },
];
const texts = (item: (typeof items)[number]) => [item.name, item.owner];

describe('filterByText', () => {
  it('keeps every item for a blank query', () => {
    expect(filterByText(items, '   ', texts)).toEqual(items);
  });

  it('matches any of the texts, ignoring case', () => {
    expect(filterByText(items, 'amina', texts).map((i) => i.name)).toEqual(['Morning Nasheeds']);
    expect(filterByText(items, 'EVEN', texts).map((i) => i.name)).toEqual(['Calm Evenings']);
  });

  it('needs every word, in any order and across texts', () => {
    expect(filterByText(items, 'listener calm', texts).map((i) => i.name)).toEqual([
      'Calm Evenings',
    ]);
    expect(filterByText(items, 'calm amina', texts)).toEqual([]);
  });

  it('ignores Latin accents and Arabic hamza forms', () => {
    expect(filterByText(items, 'cafe melodie', texts).map((i) => i.name)).toEqual(['Café Mélodie']);
    expect(filterByText(items, 'انوار', texts).map((i) => i.name)).toEqual(['أنوار']);
  });
});
