import type { TrackSummary } from '@sada/contracts/tracks';
import { useQuery } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { genreQueryOptions } from '../../components/catalog/api/genre';
import { TrackRow } from '../../components/tracks/track-row';
import { NotFoundState } from '../../components/ui/not-found-state';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { filterByText } from '../../lib/filter-by-text';
import { isNotFound } from '../../lib/query-retry';
import { allTracksQueryOptions } from './api/lists';
import { ListLayout } from './list-layout';
import { parseTrackCategory } from './track-category';
import { useLoadErrorToast } from './use-load-error-toast';

/**
 * All tracks: ?category=recent|popular|liked, 50 tracks; with ?genre= the genre's popular tracks
 * instead.
 */
export function AllTracksPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = parseTrackCategory(params.get('category'));
  const genreSlug = params.get('genre');

  const byCategory = useQuery({ ...allTracksQueryOptions(category), enabled: !genreSlug });
  const byGenre = useQuery({ ...genreQueryOptions(genreSlug ?? ''), enabled: Boolean(genreSlug) });
  const query = genreSlug ? byGenre : byCategory;
  const tracks = genreSlug ? byGenre.data?.tracks : byCategory.data?.tracks;
  const notFound = genreSlug !== null && isNotFound(byGenre.error);
  useLoadErrorToast(query.isError && !notFound, t('allLists.tracksError'));

  const title = genreSlug
    ? byGenre.data
      ? t('allLists.genreTracks', { genre: byGenre.data.genre.name })
      : ''
    : t(`pages.allTracks.${category}`);

  if (notFound) return <NotFoundState title={t('genre.notFound')} />;

  return (
    <TrackList
      title={title}
      tracks={tracks}
      pending={query.isPending}
      error={query.isError}
      retrying={query.isRefetching}
      onRetry={() => void query.refetch()}
    />
  );
}

interface TrackListProps {
  title: string;
  tracks: TrackSummary[] | undefined;
  pending: boolean;
  error: boolean;
  retrying: boolean;
  onRetry: () => void;
}

function TrackList({ title, tracks, pending, error, retrying, onRetry }: TrackListProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const shown = filterByText(tracks ?? [], filter, (track) => [
    track.title,
    track.artist.name,
    track.album?.title,
  ]);

  return (
    <ListLayout
      title={title}
      filterLabel={t('allLists.filterTracks')}
      filter={filter}
      onFilterChange={setFilter}
      filterDisabled={!tracks}
    >
      {pending ? (
        <div role="status" aria-label={t('app.loading')} className="space-y-3">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full rounded-xl" />
          ))}
        </div>
      ) : error ? (
        <LoadError message={t('allLists.tracksError')} onRetry={onRetry} retrying={retrying} />
      ) : shown.length === 0 ? (
        <EmptyState icon={Music} title={t('tracks.noTracks')} />
      ) : (
        <ol className="space-y-0.5">
          {shown.map((track, index) => (
            <TrackRow key={track.id} track={track} position={index + 1} />
          ))}
        </ol>
      )}
    </ListLayout>
  );
}
