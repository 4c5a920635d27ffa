import { useInfiniteQuery } from '@tanstack/react-query';
import { ListMusic } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PlaylistCard } from '../../components/catalog/playlist-card';
import { CardSkeletons } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { filterByText } from '../../lib/filter-by-text';
import { allPlaylistsQueryOptions } from './api/lists';
import { ListLayout, LoadMore } from './list-layout';
import { useLoadErrorToast } from './use-load-error-toast';

/** All public playlists, newest first (spec 001 §2). */
export function AllPlaylistsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const query = useInfiniteQuery(allPlaylistsQueryOptions);
  useLoadErrorToast(query.isError, t('allLists.playlistsError'));

  const loaded = query.data?.pages.flatMap((page) => page.playlists) ?? [];
  const shown = filterByText(loaded, filter, (p) => [p.name, p.description, p.owner.displayName]);

  return (
    <ListLayout
      title={t('pages.allPlaylists')}
      filterLabel={t('allLists.filterPlaylists')}
      filter={filter}
      onFilterChange={setFilter}
      filterDisabled={!query.isSuccess}
    >
      {query.isPending ? (
        <CardSkeletons label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={t('allLists.playlistsError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={ListMusic} title={t('allLists.noPlaylists')} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {shown.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
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
