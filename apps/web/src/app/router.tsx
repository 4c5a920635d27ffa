import {
  adminPagePath,
  adminSections,
  appPages,
  type AdminSection,
} from '@sada/contracts/app-pages';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';

import { PageLoader } from '../components/ui/page-loader';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { MarketingLayout } from './marketing/marketing-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// The admin pages share one chunk.
const adminPages = {
  analytics: 'AdminAnalyticsPage',
  users: 'AdminUsersPage',
  content: 'AdminContentPage',
  system: 'AdminSystemPage',
  database: 'AdminDatabasePage',
  settings: 'AdminSettingsPage',
  audit: 'AdminAuditPage',
  reviewers: 'AdminReviewersPage',
} as const satisfies Record<AdminSection, string>;

// Each page is its own chunk, loaded when its route is first visited. The paths are the
// contracts' (app-pages.ts): the server answers any other path with 404.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: MarketingLayout,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/landing/landing-page')).LandingPage,
            }),
          },
          {
            path: appPages.privacy,
            lazy: async () => ({
              Component: (await import('../features/legal/privacy-page')).PrivacyPage,
            }),
          },
          {
            path: appPages.terms,
            lazy: async () => ({
              Component: (await import('../features/legal/terms-page')).TermsPage,
            }),
          },
        ],
      },
      {
        // A new account is signed in while still on /auth: the banner shows there too.
        lazy: async () => ({ Component: (await import('./verify-email-banner')).BannerLayout }),
        children: [
          {
            path: appPages.auth,
            lazy: async () => ({
              Component: (await import('../features/auth/auth-page')).AuthPage,
            }),
          },
        ],
      },
      {
        // The app's frame (sidebar, top bar, prayer times, notifications) is its own chunk: the
        // landing page, the first page most visitors load, has a lighter one of its own.
        lazy: async () => ({ Component: (await import('./shell/app-shell')).AppShell }),
        children: [
          {
            path: appPages.home,
            lazy: async () => ({
              Component: (await import('../features/home/home-page')).HomePage,
            }),
          },
          {
            path: appPages.browse,
            lazy: async () => ({
              Component: (await import('../features/browse/browse-page')).BrowsePage,
            }),
          },
          {
            path: appPages.library,
            lazy: async () => ({
              Component: (await import('../features/library/library-page')).LibraryPage,
            }),
          },
          {
            path: appPages.liked,
            lazy: async () => ({
              Component: (await import('../features/track-likes/liked-page')).LikedPage,
            }),
          },
          {
            path: appPages.recentlyPlayed,
            lazy: async () => ({
              Component: (await import('../features/history/recently-played-page'))
                .RecentlyPlayedPage,
            }),
          },
          {
            path: appPages.search,
            lazy: async () => ({
              Component: (await import('../features/search/search-page')).SearchPage,
            }),
          },
          {
            path: appPages.genre,
            lazy: async () => ({
              Component: (await import('../features/genres/genre-page')).GenrePage,
            }),
          },
          {
            path: appPages.settings,
            lazy: async () => ({
              Component: (await import('../features/settings/settings-page')).SettingsPage,
            }),
          },
          {
            path: appPages.profile,
            lazy: async () => ({
              Component: (await import('../features/profile/profile-page')).ProfilePage,
            }),
          },
          {
            path: appPages.user,
            lazy: async () => ({
              Component: (await import('../features/profile/user-page')).UserPage,
            }),
          },
          {
            path: appPages.playlist,
            lazy: async () => ({
              Component: (await import('../features/playlists/playlist-page')).PlaylistPage,
            }),
          },
          {
            path: appPages.allPlaylists,
            lazy: async () => ({
              Component: (await import('../features/all-lists/all-playlists-page'))
                .AllPlaylistsPage,
            }),
          },
          {
            path: appPages.allTracks,
            lazy: async () => ({
              Component: (await import('../features/all-lists/all-tracks-page')).AllTracksPage,
            }),
          },
          {
            path: appPages.allArtists,
            lazy: async () => ({
              Component: (await import('../features/all-lists/all-artists-page')).AllArtistsPage,
            }),
          },
          {
            path: appPages.dashboard,
            lazy: async () => ({
              Component: (await import('../features/dashboards/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: appPages.upload,
            lazy: async () => ({
              Component: (await import('../features/uploads/upload-page')).UploadPage,
            }),
          },
          {
            path: appPages.myTracks,
            lazy: async () => ({
              Component: (await import('../features/my-tracks/my-tracks-page')).MyTracksPage,
            }),
          },
          {
            path: appPages.myTrackText,
            lazy: async () => ({
              Component: (await import('../features/my-tracks/text/track-text-page')).TrackTextPage,
            }),
          },
          {
            path: appPages.myTrackChapters,
            lazy: async () => ({
              Component: (await import('../features/my-tracks/chapters/track-chapters-page'))
                .TrackChaptersPage,
            }),
          },
          {
            path: appPages.moderation,
            lazy: async () => ({
              Component: (await import('../features/moderation/moderation-page')).ModerationPage,
            }),
          },
          {
            path: appPages.artist,
            lazy: async () => ({
              Component: (await import('../features/artists/artist-page')).ArtistPage,
            }),
          },
          {
            path: appPages.track,
            lazy: async () => ({
              Component: (await import('../features/tracks/track-page')).TrackPage,
            }),
          },
          {
            path: appPages.trackReviews,
            lazy: async () => ({
              Component: (await import('../features/tracks/track-reviews-page')).TrackReviewsPage,
            }),
          },
          {
            path: appPages.reviewer,
            lazy: async () => ({
              Component: (await import('../features/reviewers/reviewer-page')).ReviewerPage,
            }),
          },
          {
            path: appPages.album,
            lazy: async () => ({
              Component: (await import('../features/albums/album-page')).AlbumPage,
            }),
          },
          {
            path: appPages.series,
            lazy: async () => ({
              Component: (await import('../features/series/series-page')).SeriesPage,
            }),
          },
          {
            path: appPages.mySeries,
            lazy: async () => ({
              Component: (await import('../features/series/my-series-page')).MySeriesPage,
            }),
          },
          {
            path: appPages.mySeriesEpisodes,
            lazy: async () => ({
              Component: (await import('../features/series/editor/series-editor-page'))
                .SeriesEditorPage,
            }),
          },
          ...adminSections.map((section) => ({
            path: adminPagePath(section),
            lazy: async () => ({
              Component: (await import('../features/admin/admin-pages'))[adminPages[section]],
            }),
          })),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Settles once the router has loaded the modules of the first page's routes. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
