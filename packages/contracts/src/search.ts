// Search and the text folding that makes matching insensitive to case, Latin accents and Arabic
// diacritics. The database folds with sada_fold() (migration 0005_search_fold);
// search-fold-cases.ts lists the inputs both must fold alike.
import { z } from 'zod';

import { artistSummary } from './catalog';
import { playlistSummary } from './playlists';
import { seriesSummary } from './series';
import { trackSummary } from './tracks';

export const SEARCH_QUERY_MAX_LENGTH = 100;

/** Results per section. */
export const searchLimits = { tracks: 20, artists: 10, playlists: 10, series: 10 } as const;

export const searchMessages = {
  queryRequired: 'Type something to search for',
  queryTooLong: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
  failed: 'Failed to search. Please try again.',
} as const;

export const searchQuery = z.object({
  q: z
    .string({ error: searchMessages.queryRequired })
    .trim()
    .min(1, { error: searchMessages.queryRequired })
    .max(SEARCH_QUERY_MAX_LENGTH, { error: searchMessages.queryTooLong }),
  /** Caps every section (a quick dropdown asks for a few); each keeps its own maximum. */
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(searchLimits.tracks, { error: `limit must be at most ${searchLimits.tracks}` })
    .optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResults = z
  .object({
    tracks: z.array(trackSummary),
    artists: z.array(artistSummary),
    playlists: z.array(playlistSummary),
    /** Series with a live episode. */
    series: z.array(seriesSummary),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResults>;

// What unaccent() does to Latin letters that have no decomposition, and to the typographic
// quotes and dashes titles often carry.
const latinLetters: Record<string, string> = {
  Æ: 'ae',
  æ: 'ae',
  Ð: 'd',
  ð: 'd',
  Đ: 'd',
  đ: 'd',
  Ħ: 'h',
  ħ: 'h',
  ı: 'i',
  Ł: 'l',
  ł: 'l',
  Ø: 'o',
  ø: 'o',
  Œ: 'oe',
  œ: 'oe',
  ß: 'ss',
  ẞ: 'ss',
  Þ: 'th',
  þ: 'th',
  Ŧ: 't',
  ŧ: 't',
  '\u2018': "'",
  '\u2019': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u02bb': "'",
  '\u02bc': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
};
const latinLetter =
  /[\u00c0-\u024f\u1e00-\u1eff\u0401\u0451\u2010-\u2014\u2018\u2019\u201b-\u201d\u2032\u02bb\u02bc\u2212]/g;
const combiningMark = /[\u0300-\u036f]/g;

const arabicLetters: Record<string, string> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064a', // ئ → ي
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064a', // ى → ي
};
const arabicVariant = /[\u0622\u0623\u0624\u0625\u0626\u0629\u0649\u0671]/g;
/** Tashkeel, the superscript alef and tatweel. */
const arabicMark = /[\u064b-\u065f\u0670\u0640]/g;

/**
 * Folds text for matching: lower case, Latin accents removed, Arabic tashkeel and tatweel
 * dropped and the alef, hamza, taa marbuta and alef maqsura variants unified. The same as the
 * database's sada_fold(), so lists filtered in the browser agree with server search.
 */
export function foldForSearch(text: string): string {
  return text
    .replace(latinLetter, (c) => latinLetters[c] ?? c.normalize('NFD').replace(combiningMark, ''))
    .replace(combiningMark, '')
    .toLowerCase()
    .replace(arabicMark, '')
    .replace(arabicVariant, (c) => arabicLetters[c] ?? c);
}
