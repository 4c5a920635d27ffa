import { useQuery } from '@tanstack/react-query';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { Button } from '../components/ui/button';
import { useResendVerification } from '../lib/session/use-resend-verification';
import { sessionQueryOptions } from '../lib/session/use-session';

const DISMISSED_KEY = 'sada.verifyBanner.dismissed';

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

function writeDismissed(userId: string): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, userId);
  } catch {
    // Storage can be unavailable (private mode): the banner is hidden for this page only.
  }
}

/**
 * 'Please verify your email to access all features.' for a signed-in user whose address is not
 * verified. Dismiss hides it for this browser session; it goes for good once
 * the address is verified, which the session query notices when the window regains focus.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...sessionQueryOptions,
    // While unverified, look again every time the person comes back (say, from their inbox).
    refetchOnWindowFocus: (query) =>
      query.state.data?.user?.emailVerified === false ? 'always' : false,
  });
  const resend = useResendVerification();
  const [dismissedFor, setDismissedFor] = useState(readDismissed);
  const user = data?.user;

  if (!user || user.emailVerified || dismissedFor === user.id) return null;

  const handleDismiss = () => {
    writeDismissed(user.id);
    setDismissedFor(user.id);
  };

  return (
    <div
      role="region"
      aria-label={t('verifyEmail.banner')}
      className="relative z-40 bg-warning text-warning-foreground"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
        <p className="flex min-w-0 flex-1 items-center gap-2.5 text-sm font-semibold">
          <MailWarning aria-hidden className="size-5 shrink-0" />
          <span>{t('verifyEmail.banner')}</span>
        </p>
        <div className="flex shrink-0 items-center gap-2 ps-7.5 sm:ps-0">
          <Button
            size="sm"
            className="h-8 bg-warning-foreground px-3.5 text-warning shadow-none hover:bg-warning-foreground/90 focus-visible:outline-warning-foreground"
            loading={resend.isPending}
            onClick={() => resend.mutate(user.email)}
          >
            {t('verifyEmail.resend')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="h-8 px-3 text-warning-foreground hover:bg-black/10 focus-visible:outline-warning-foreground"
            onClick={handleDismiss}
          >
            <X aria-hidden />
            {t('verifyEmail.dismiss')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Pages without the shell or the site header (/auth) that still show the banner. */
export function BannerLayout() {
  return (
    <>
      <VerifyEmailBanner />
      <Outlet />
    </>
  );
}
