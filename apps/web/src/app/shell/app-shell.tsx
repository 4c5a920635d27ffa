import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { CreatePlaylistDialog } from '../../components/playlists/create-playlist-dialog';
import { PageLoader } from '../../components/ui/page-loader';
import { PrayerAlerts } from '../../features/prayer/prayer-alerts';
import { VerifyEmailBanner } from '../verify-email-banner';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** Sidebar, top bar and the page. */
export function AppShell() {
  const { t } = useTranslation();
  const [navOpen, setNavOpen] = useState(false);

  return (
    <div className="flex min-h-dvh bg-background">
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      <Sidebar />
      <MobileNav open={navOpen} onOpenChange={setNavOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <VerifyEmailBanner />
        <TopBar onOpenNav={() => setNavOpen(true)} />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <CreatePlaylistDialog />
      <PrayerAlerts />
    </div>
  );
}
