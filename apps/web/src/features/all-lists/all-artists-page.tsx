import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ArtistCard } from '../../components/catalog/artist-card';
import { CardSkeletons } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { filterByText } from '../../lib/filter-by-text';
import { allArtistsQueryOptions } from './api/lists';
import { ListLayout, LoadMore } from './list-layout';
import { useLoadErrorToast } from './use-load-error-toast';

/** All artists by monthly listeners (spec 001 §2). */
export function AllArtistsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const query = useInfiniteQuery(allArtistsQueryOptions);
  useLoadErrorToast(query.isError, t('allLists.artistsError'));

  const loaded = query.data?.pages.flatMap((page) => page.artists) ?? [];
  const shown = filterByText(loaded, filter, (artist) => [artist.name]);

  return (
    <ListLayout
      title={t('pages.allArtists')}
      filterLabel={t('allLists.filterArtists')}
      filter={filter}
      onFilterChange={setFilter}
      filterDisabled={!query.isSuccess}
    >
      {query.isPending ? (
        <CardSkeletons label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={t('allLists.artistsError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={Users} title={t('allLists.noArtists')} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {shown.map((artist) => (
              <ArtistCard key={artist.id} artist={artist} />
            ))}
          </div>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </ListLayout>
  );
}
