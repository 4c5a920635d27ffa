import { foldForSearch } from '@sada/contracts/search';

/**
 * The items whose texts contain every word of `query`, ignoring case, Latin accents and Arabic
 * diacritics (the same folding as server search). A blank query keeps every item.
 */
export function filterByText<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => readonly (string | null | undefined)[],
): T[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldForSearch(textsOf(item).filter(Boolean).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
