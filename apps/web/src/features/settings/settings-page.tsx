import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../lib/session/use-session';
import { PrivacySecuritySection } from './privacy-security-section';

/** Settings (spec 001 §2); the other sections arrive with the settings issue. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  if (isPending) return <PageLoader />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('pages.settings')} />
        <div className="flex max-w-xl flex-col items-start gap-4 rounded-3xl border border-border bg-card p-6 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
            <LockKeyhole aria-hidden className="size-6" />
          </span>
          <p className="flex-1 text-muted-foreground">{t('settings.signedOut')}</p>
          <ButtonLink to="/auth">{t('topBar.signIn')}</ButtonLink>
        </div>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('pages.settings')} />
      <PrivacySecuritySection user={user} />
    </>
  );
}
