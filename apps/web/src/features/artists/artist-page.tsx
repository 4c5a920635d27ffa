import { catalogLimits } from '@sada/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Play, Music } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { artistQueryOptions, artistTracksQueryOptions } from '../../components/catalog/api/artist';
import { ArtistAvatar } from '../../components/catalog/artist-avatar';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { TrackRow } from '../../components/tracks/track-row';
import { Button } from '../../components/ui/button';
import { StarPattern } from '../../components/ui/islamic-pattern';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { TrackRowsSkeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { isNotFound } from '../../lib/query-retry';
import { usePlayerStore } from '../../player/state/player-store';
import { usePlaySource } from '../../player/state/use-play-source';
import { ArtistSeries } from './artist-series';
import { FollowButton } from './follow-button';

/** One artist: header, Play, Follow, the bio, up to 10 popular tracks and their series. */
export function ArtistPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { id = '' } = useParams();
  const artistQuery = useQuery(artistQueryOptions(id));
  const { playArtist, pending } = usePlaySource();

  if (artistQuery.isPending) return <PageLoader />;
  if (artistQuery.isError) {
    if (isNotFound(artistQuery.error)) return <NotFoundState title={t('artist.notFound')} />;
    return (
      <LoadError
        message={t('artist.loadError')}
        onRetry={() => void artistQuery.refetch()}
        retrying={artistQuery.isRefetching}
      />
    );
  }

  const artist = artistQuery.data;
  return (
    <div className="mx-auto max-w-6xl">
      <header className="relative mb-8 overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-6 py-8 text-hero-foreground sm:px-10 sm:py-10">
        <StarPattern className="text-gold opacity-[0.08]" />
        <div className="relative flex flex-col items-center gap-6 text-center sm:flex-row sm:items-end sm:text-start">
          <ArtistAvatar
            name={artist.name}
            src={artist.avatarUrl}
            className="size-36 text-5xl shadow-xl ring-4 ring-white/15 sm:size-44"
          />
          <div className="min-w-0">
            {artist.verified ? (
              <p className="mb-2 inline-flex items-center gap-1.5 text-sm font-semibold text-gold">
                <BadgeCheck aria-hidden className="size-5" />
                {t('catalog.verifiedArtist')}
              </p>
            ) : null}
            <h1 className="font-display text-4xl font-semibold tracking-tight break-words sm:text-6xl">
              {artist.name}
            </h1>
            <p className="mt-3 text-sm text-hero-muted">
              <span>{t('catalog.monthlyListeners', format.counted(artist.monthlyListeners))}</span>
              <span aria-hidden className="mx-2">
                {format.separator}
              </span>
              <span data-testid="follower-count">
                {t('artist.followers', format.counted(artist.followerCount))}
              </span>
            </p>
          </div>
        </div>
      </header>

      <div className="mb-10 flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          loading={pending === `artist:${artist.id}`}
          onClick={() => void playArtist(artist)}
        >
          {pending === `artist:${artist.id}` ? null : <Play aria-hidden className="fill-current" />}
          {t('artist.play')}
        </Button>
        <FollowButton artist={artist} />
      </div>

      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PopularTracks artistId={artist.id} />
        <CatalogSection title={t('artist.about')}>
          <p dir="auto" className="leading-relaxed whitespace-pre-line text-muted-foreground">
            {artist.bio ?? t('artist.noBio')}
          </p>
        </CatalogSection>
      </div>
      <ArtistSeries artistId={artist.id} />
    </div>
  );
}

function PopularTracks({ artistId }: { artistId: string }) {
  const { t } = useTranslation();
  const playTracks = usePlayerStore((state) => state.playTracks);
  const query = useQuery(artistTracksQueryOptions(artistId, { limit: catalogLimits.artistTracks }));

  return (
    <CatalogSection title={t('artist.popularTracks')}>
      {query.isPending ? (
        <TrackRowsSkeleton label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={t('tracks.artistTracksFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data.tracks.length === 0 ? (
        <EmptyState icon={Music} title={t('tracks.noTracks')} />
      ) : (
        <ol className="space-y-0.5">
          {query.data.tracks.map((track, index) => (
            <TrackRow
              key={track.id}
              track={track}
              position={index + 1}
              onPlay={() => playTracks(query.data.tracks, index)}
            />
          ))}
        </ol>
      )}
    </CatalogSection>
  );
}
