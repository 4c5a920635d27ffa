import type { GenrePage as GenrePageData } from '@sada/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { Music, Play } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';

import { genreQueryOptions } from '../../components/catalog/api/genre';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { GenreTile } from '../../components/catalog/genre-tile';
import { PlaylistCard } from '../../components/catalog/playlist-card';
import { TrackRow } from '../../components/tracks/track-row';
import { Button } from '../../components/ui/button';
import { StarEmblem, StarPattern } from '../../components/ui/islamic-pattern';
import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { isNotFound } from '../../lib/query-retry';
import { usePlaySource } from '../../player/state/use-play-source';

/** One genre: banner, its popular tracks, playlists and the other genres. */
export function GenrePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const query = useQuery(genreQueryOptions(slug));
  const failed = query.isError && !isNotFound(query.error);

  useEffect(() => {
    if (failed) toast.error(t('genre.loadError'));
  }, [failed, t]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t('genre.notFound')} />;
    return (
      <LoadError
        message={t('genre.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <GenreContent page={query.data} />;
}

function GenreContent({ page }: { page: GenrePageData }) {
  const { t } = useTranslation();
  const { playGenre, pending } = usePlaySource();
  const { genre, tracks, playlists, otherGenres } = page;
  const loadingAll = pending === `genre:${genre.slug}`;

  return (
    <div className="mx-auto max-w-6xl">
      <header
        style={{ backgroundColor: genre.color ?? undefined }}
        className="relative mb-8 overflow-hidden rounded-3xl bg-primary px-6 py-10 text-white sm:px-10 sm:py-14"
      >
        <StarPattern className="text-white opacity-[0.08]" />
        <StarEmblem className="absolute -end-12 -top-16 hidden size-72 text-white/25 sm:block" />
        <div className="relative max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-white/80 uppercase">
            {t('genre.eyebrow')}
          </p>
          <h1 className="mt-2 font-display text-4xl font-semibold tracking-tight sm:text-6xl">
            {genre.name}
          </h1>
          {genre.description ? (
            <p dir="auto" className="mt-3 text-white/85 sm:text-lg">
              {genre.description}
            </p>
          ) : null}
        </div>
      </header>

      {tracks.length > 0 ? (
        <div className="mb-8">
          {/* Every live track of the genre, not only the popular ones listed below. */}
          <Button size="lg" loading={loadingAll} onClick={() => void playGenre(genre.slug)}>
            {loadingAll ? null : <Play aria-hidden className="fill-current" />}
            {t('genre.playAll')}
          </Button>
        </div>
      ) : null}

      <CatalogSection
        title={t('genre.popularTracks')}
        showAllTo={tracks.length > 0 ? `/all/tracks?genre=${genre.slug}` : undefined}
      >
        {tracks.length === 0 ? (
          <EmptyState icon={Music} title={t('tracks.noTracks')} />
        ) : (
          <ol className="space-y-0.5" data-testid="genre-tracks">
            {tracks.map((track, index) => (
              <TrackRow key={track.id} track={track} position={index + 1} />
            ))}
          </ol>
        )}
      </CatalogSection>

      {playlists.length > 0 ? (
        <CatalogSection title={t('genre.playlists')}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {playlists.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </div>
        </CatalogSection>
      ) : null}

      {otherGenres.length > 0 ? (
        <CatalogSection title={t('genre.otherGenres')}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {otherGenres.map((other) => (
              <GenreTile key={other.slug} genre={other} />
            ))}
          </div>
        </CatalogSection>
      ) : null}
    </div>
  );
}
