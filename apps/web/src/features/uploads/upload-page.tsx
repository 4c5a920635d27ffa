import { accessMessages } from '@sada/contracts/auth';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { uploadMessages } from '@sada/contracts/uploads';
import { useQuery } from '@tanstack/react-query';
import { ListMusic, Mic2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { artistProfileQueryOptions } from '../../components/uploads/api/artist-profile';
import { displayNameOf, type SessionUser } from '../../lib/session/session-user';
import { useSession } from '../../lib/session/use-session';
import { ArtistProfileForm } from './artist-profile-form';
import { UploadForm } from './upload-form';

/** Track upload: who may upload decides what the page shows. */
export function UploadPage() {
  const { t, i18n } = useTranslation();
  const { user, isPending } = useSession();

  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('pages.upload')}
        description={user ? t('upload.description') : undefined}
        actions={
          user?.role === 'artist' ? (
            <ButtonLink to="/my-tracks" variant="outline" size="sm">
              <ListMusic aria-hidden />
              {t('upload.openMyTracks')}
            </ButtonLink>
          ) : null
        }
      />
      {user ? (
        <ForArtist user={user} />
      ) : (
        <SignInRequired
          message={
            <>
              <strong className="block text-foreground">
                {localizeMessage(uploadMessages.signInRequired, i18n.language)}
              </strong>
              {localizeMessage(uploadMessages.authenticationRequired, i18n.language)}
            </>
          }
        />
      )}
    </div>
  );
}

function ForArtist({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const profile = useQuery(artistProfileQueryOptions());

  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <LoadError
        message={t('upload.profile.loadError')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
      />
    );
  }
  if (profile.data.artistProfile) {
    return (
      <UploadForm blockedReason={user.emailVerified ? null : accessMessages.emailNotVerified} />
    );
  }
  if (user.role === 'artist') return <ArtistProfileForm suggestedName={displayNameOf(user)} />;
  return (
    <EmptyState
      icon={Mic2}
      title={t('upload.notArtist.title')}
      description={t('upload.notArtist.description', { role: t(`roles.${user.role}`) })}
      action={<ButtonLink to="/browse">{t('upload.notArtist.browse')}</ButtonLink>}
    />
  );
}
