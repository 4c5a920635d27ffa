import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { settingsQueryOptions } from '../../components/profile/api/profile';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { LoadError } from '../../components/ui/state-message';
import { canModerate } from '../../lib/policy';
import type { SessionUser } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { AppearanceSection } from './appearance-section';
import { PrayerTimesSection } from './prayer-times-section';
import { ReviewerProfileSection } from './reviewer-profile-section';
import { SecuritySection } from './security-section';
import { SettingsForm } from './settings-form';

/**
 * Settings: Profile, Appearance, Content Preferences, Notifications and Privacy &
 * Security saved together with 'Save Settings'; appearance applies at once; the security
 * actions (second factor, password, sessions, deleting the account) each stand alone, and so does
 * a reviewer's public profile.
 */
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
  return <SignedInSettings user={user} />;
}

function SignedInSettings({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const query = useQuery(settingsQueryOptions);

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('pages.settings')} description={t('settings.description')} />
      <div className="space-y-12">
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <LoadError
            message={t('settings.loadError')}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : (
          <SettingsForm settings={query.data} />
        )}
        <AppearanceSection />
        <PrayerTimesSection />
        {/* Reviewers only: the server refuses the profile to anyone who may not review. */}
        {canModerate(user) ? <ReviewerProfileSection userId={user.id} /> : null}
        <SecuritySection user={user} />
      </div>
    </div>
  );
}
