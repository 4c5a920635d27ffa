import { useInfiniteQuery } from '@tanstack/react-query';
import { ListMusic } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { PlaylistCard } from '../../components/catalog/playlist-card';
import { allPlaylistsQueryOptions } from './api/lists';
import { CardListPage } from './card-list-page';

/** All public playlists, newest first. */
export function AllPlaylistsPage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(allPlaylistsQueryOptions);
  return (
    <CardListPage
      query={query}
      loaded={query.data?.pages.flatMap((page) => page.playlists) ?? []}
      filterFields={(p) => [p.name, p.description, p.owner.displayName]}
      title={t('pages.allPlaylists')}
      filterLabel={t('allLists.filterPlaylists')}
      errorMessage={t('allLists.playlistsError')}
      emptyIcon={ListMusic}
      emptyTitle={t('allLists.noPlaylists')}
      renderCard={(playlist) => <PlaylistCard key={playlist.id} playlist={playlist} />}
    />
  );
}
