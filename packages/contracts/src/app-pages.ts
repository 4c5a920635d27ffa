// The web app's pages, by path. The web app's router is built from these, and the server answers
// a path none of them matches with 404 (and the app, which shows its not-found page), so that
// crawlers and monitors see a missing page as missing. A `:name` segment matches any one segment.
export const adminSections = [
  'analytics',
  'users',
  'content',
  'system',
  'database',
  'settings',
  'audit',
  'reviewers',
] as const;

export type AdminSection = (typeof adminSections)[number];

export const appPages = {
  landing: '/',
  privacy: '/privacy',
  terms: '/terms',
  auth: '/auth',
  home: '/home',
  browse: '/browse',
  library: '/library',
  liked: '/liked',
  recentlyPlayed: '/recently-played',
  search: '/search',
  genre: '/genre/:slug',
  settings: '/settings',
  profile: '/profile',
  user: '/user/:id',
  playlist: '/playlist/:id',
  allPlaylists: '/all/playlists',
  allTracks: '/all/tracks',
  allArtists: '/all/artists',
  dashboard: '/dashboard',
  upload: '/upload',
  myTracks: '/my-tracks',
  myTrackText: '/my-tracks/:trackId/text',
  myTrackChapters: '/my-tracks/:trackId/chapters',
  moderation: '/moderation',
  artist: '/artist/:id',
  track: '/track/:id',
  trackReviews: '/track/:trackId/reviews',
  reviewer: '/reviewers/:userId',
  album: '/album/:id',
  series: '/series/:id',
  mySeries: '/my-series',
  mySeriesEpisodes: '/my-series/:id',
} as const;

export function adminPagePath(section: AdminSection): string {
  return `/admin/${section}`;
}

/** Every page's path pattern. */
export const appPagePatterns: readonly string[] = [
  ...Object.values(appPages),
  ...adminSections.map(adminPagePath),
];

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = appPagePatterns.map(segmentsOf);

/**
 * True when a page of the app has this (decoded) path. Like the web app's router, letter case
 * and a trailing slash do not matter.
 */
export function isAppPage(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}

/** The page where an artist edits the text layers of one of their tracks. */
export function myTrackTextPath(trackId: string): string {
  return appPages.myTrackText.replace(':trackId', encodeURIComponent(trackId));
}
