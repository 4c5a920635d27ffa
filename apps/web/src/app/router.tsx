import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';

import { PageLoader } from '../components/ui/page-loader';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { MarketingLayout } from './marketing/marketing-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// The admin pages share one chunk.
const adminPages = [
  ['analytics', 'AdminAnalyticsPage'],
  ['users', 'AdminUsersPage'],
  ['content', 'AdminContentPage'],
  ['system', 'AdminSystemPage'],
  ['database', 'AdminDatabasePage'],
  ['settings', 'AdminSettingsPage'],
  ['audit', 'AdminAuditPage'],
] as const;

// Each page is its own chunk, loaded when its route is first visited.
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
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/privacy-page')).PrivacyPage,
            }),
          },
          {
            path: 'terms',
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
            path: 'auth',
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
            path: 'home',
            lazy: async () => ({
              Component: (await import('../features/home/home-page')).HomePage,
            }),
          },
          {
            path: 'browse',
            lazy: async () => ({
              Component: (await import('../features/browse/browse-page')).BrowsePage,
            }),
          },
          {
            path: 'library',
            lazy: async () => ({
              Component: (await import('../features/library/library-page')).LibraryPage,
            }),
          },
          {
            path: 'liked',
            lazy: async () => ({
              Component: (await import('../features/liked/liked-page')).LikedPage,
            }),
          },
          {
            path: 'recently-played',
            lazy: async () => ({
              Component: (await import('../features/history/recently-played-page'))
                .RecentlyPlayedPage,
            }),
          },
          {
            path: 'search',
            lazy: async () => ({
              Component: (await import('../features/search/search-page')).SearchPage,
            }),
          },
          {
            path: 'genre/:slug',
            lazy: async () => ({
              Component: (await import('../features/genres/genre-page')).GenrePage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/settings/settings-page')).SettingsPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/profile/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'user/:id',
            lazy: async () => ({
              Component: (await import('../features/profile/user-page')).UserPage,
            }),
          },
          {
            path: 'playlist/:id',
            lazy: async () => ({
              Component: (await import('../features/playlists/playlist-page')).PlaylistPage,
            }),
          },
          {
            path: 'all/playlists',
            lazy: async () => ({
              Component: (await import('../features/all-lists/all-playlists-page'))
                .AllPlaylistsPage,
            }),
          },
          {
            path: 'all/tracks',
            lazy: async () => ({
              Component: (await import('../features/all-lists/all-tracks-page')).AllTracksPage,
            }),
          },
          {
            path: 'all/artists',
            lazy: async () => ({
              Component: (await import('../features/all-lists/all-artists-page')).AllArtistsPage,
            }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'upload',
            lazy: async () => ({
              Component: (await import('../features/upload/upload-page')).UploadPage,
            }),
          },
          {
            path: 'my-tracks',
            lazy: async () => ({
              Component: (await import('../features/my-tracks/my-tracks-page')).MyTracksPage,
            }),
          },
          {
            path: 'moderation',
            lazy: async () => ({
              Component: (await import('../features/moderation/moderation-page')).ModerationPage,
            }),
          },
          {
            path: 'artist/:id',
            lazy: async () => ({
              Component: (await import('../features/artists/artist-page')).ArtistPage,
            }),
          },
          {
            path: 'track/:id',
            lazy: async () => ({
              Component: (await import('../features/tracks/track-page')).TrackPage,
            }),
          },
          {
            path: 'album/:id',
            lazy: async () => ({
              Component: (await import('../features/albums/album-page')).AlbumPage,
            }),
          },
          ...adminPages.map(([path, exportName]) => ({
            path: `admin/${path}`,
            lazy: async () => ({
              Component: (await import('../features/admin/admin-pages'))[exportName],
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
