import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { PageLoader } from '../../components/ui/page-loader';
import { VerifyEmailBanner } from '../verify-email-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Top navigation and footer around the landing and legal pages. */
export function MarketingLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-[70] rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      <VerifyEmailBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
