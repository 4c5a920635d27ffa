// The genres of the catalog: the eight browse tiles plus Sufi.
export const genres = [
  { slug: 'nasheed', name: 'Nasheed' },
  { slug: 'quran_recitation', name: 'Quranic Recitation' },
  { slug: 'islamic_stories', name: 'Islamic Stories' },
  { slug: 'dhikr', name: 'Dhikr & Dua' },
  { slug: 'seerah', name: 'Seerah' },
  { slug: 'islamic_lecture', name: 'Islamic Lectures' },
  { slug: 'arabic_learning', name: 'Arabic Learning' },
  { slug: 'islamic_children', name: "Children's Islamic" },
  { slug: 'sufi', name: 'Sufi Music' },
] as const;

export type GenreSlug = (typeof genres)[number]['slug'];
export const genreSlugs = genres.map((g) => g.slug) as [GenreSlug, ...GenreSlug[]];

/**
 * How many distinct reviewers approve a track of a genre before it goes live, until an admin
 * changes it: two for the Quran, one elsewhere.
 */
export const defaultApprovalsNeeded = (slug: string): number =>
  slug === 'quran_recitation' ? 2 : 1;

/** The most approvals an admin may ask of a genre. */
export const MAX_APPROVALS_NEEDED = 5;
