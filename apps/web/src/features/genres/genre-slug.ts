/** "quran_recitation" or "quran-recitation" → "Quran Recitation", until genres come from the API. */
export function genreTitleFromSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
