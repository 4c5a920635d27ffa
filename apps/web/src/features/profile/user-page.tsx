import type { PublicProfile } from '@sada/contracts/profile';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ArtistCard } from '../../components/catalog/artist-card';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { PlaylistCard } from '../../components/catalog/playlist-card';
import { publicProfileQueryOptions } from '../../components/profile/api/profile';
import { ProfileFacts } from '../../components/profile/profile-facts';
import { TrackRow } from '../../components/tracks/track-row';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { UserAvatar } from '../../components/ui/user-avatar';
import { isNotFound } from '../../lib/query-retry';

const cardGrid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/** Someone's profile, showing only what their privacy settings allow. */
export function UserPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(publicProfileQueryOptions(id));

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error) || id === '') {
      return <NotFoundState title={t('profile.public.notFound')} />;
    }
    return (
      <LoadError
        message={t('profile.public.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <PublicProfileView profile={query.data} />;
}

function PublicProfileView({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const recent = profile.recentTracks;
  const nothingShared =
    profile.visible &&
    profile.playlists === null &&
    profile.following === null &&
    profile.recentTracks === null;

  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-10 flex flex-col gap-6 sm:flex-row sm:items-end">
        <UserAvatar
          name={profile.displayName}
          url={profile.avatarUrl}
          className="size-32 self-center text-4xl sm:size-44 sm:self-auto sm:text-5xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-gold-text">{t('profile.public.eyebrow')}</p>
          <h1 className="font-display text-4xl font-semibold tracking-tight break-words sm:text-6xl">
            {profile.displayName}
          </h1>
          {profile.username ? (
            <p className="mt-1 text-muted-foreground" dir="ltr">
              @{profile.username}
            </p>
          ) : null}
          {profile.visible ? (
            <>
              {profile.bio ? (
                <p className="mt-4 max-w-2xl whitespace-pre-line">{profile.bio}</p>
              ) : null}
              <div className="mt-3">
                <ProfileFacts location={profile.location} memberSince={profile.memberSince} />
              </div>
            </>
          ) : null}
        </div>
      </header>

      {!profile.visible ? (
        <EmptyState
          icon={Lock}
          title={t('profile.public.private')}
          description={t('profile.public.privateDescription')}
        />
      ) : nothingShared ? (
        <EmptyState
          icon={Lock}
          title={t('profile.public.nothingShared')}
          description={t('profile.public.nothingSharedDescription')}
        />
      ) : null}

      {profile.playlists ? (
        <CatalogSection title={t('profile.public.playlists')}>
          {profile.playlists.length > 0 ? (
            <div className={cardGrid}>
              {profile.playlists.map((playlist) => (
                <PlaylistCard key={playlist.id} playlist={playlist} />
              ))}
            </div>
          ) : (
            <p className="text-muted-foreground">{t('profile.public.noPlaylists')}</p>
          )}
        </CatalogSection>
      ) : null}

      {profile.following ? (
        <CatalogSection title={t('profile.public.following')}>
          {profile.following.length > 0 ? (
            <div className={cardGrid}>
              {profile.following.map((artist) => (
                <ArtistCard key={artist.id} artist={artist} />
              ))}
            </div>
          ) : (
            <p className="text-muted-foreground">{t('profile.public.noFollowing')}</p>
          )}
        </CatalogSection>
      ) : null}

      {recent ? (
        <CatalogSection title={t('profile.public.recentlyPlayed')}>
          {recent.length > 0 ? (
            <ol className="space-y-0.5" aria-label={t('profile.public.recentlyPlayed')}>
              {recent.map((track, index) => (
                <TrackRow key={track.id} track={track} position={index + 1} />
              ))}
            </ol>
          ) : (
            <p className="text-muted-foreground">{t('profile.public.noRecent')}</p>
          )}
        </CatalogSection>
      ) : null}
    </div>
  );
}
