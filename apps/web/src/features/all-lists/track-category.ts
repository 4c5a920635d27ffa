export const TRACK_CATEGORIES = ['recent', 'popular', 'liked'] as const;
export type TrackCategory = (typeof TRACK_CATEGORIES)[number];

/** The ?category= of /all/tracks; anything else means the default, recent. */
export function parseTrackCategory(value: string | null): TrackCategory {
  return (TRACK_CATEGORIES as readonly (string | null)[]).includes(value)
    ? (value as TrackCategory)
    : 'recent';
}
