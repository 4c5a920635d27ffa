import { useInfiniteQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ArtistCard } from '../../components/catalog/artist-card';
import { allArtistsQueryOptions } from './api/lists';
import { CardListPage } from './card-list-page';

/** All artists by monthly listeners. */
export function AllArtistsPage() {
  const { t } = useTranslation();
  const query = useInfiniteQuery(allArtistsQueryOptions);
  return (
    <CardListPage
      query={query}
      loaded={query.data?.pages.flatMap((page) => page.artists) ?? []}
      filterFields={(artist) => [artist.name]}
      title={t('pages.allArtists')}
      filterLabel={t('allLists.filterArtists')}
      errorMessage={t('allLists.artistsError')}
      emptyIcon={Users}
      emptyTitle={t('allLists.noArtists')}
      renderCard={(artist) => <ArtistCard key={artist.id} artist={artist} />}
    />
  );
}
