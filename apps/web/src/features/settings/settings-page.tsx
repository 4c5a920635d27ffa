import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
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
        <SignInRequired message={t('settings.signedOut')} />
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
