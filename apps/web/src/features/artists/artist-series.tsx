import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { artistSeriesQueryOptions } from '../../components/catalog/api/series';
import { CatalogSection } from '../../components/catalog/catalog-section';
import { SeriesCardGrid } from '../../components/catalog/series-card';
import { LoadError } from '../../components/ui/state-message';

/** The artist's series, as cards; nothing at all while loading or when there are none. */
export function ArtistSeries({ artistId }: { artistId: string }) {
  const { t } = useTranslation();
  const query = useQuery(artistSeriesQueryOptions(artistId));

  if (query.isPending) return null;
  if (query.isError) {
    return (
      <CatalogSection title={t('series.artistSection')}>
        <LoadError
          message={t('series.artistSectionError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      </CatalogSection>
    );
  }
  if (query.data.series.length === 0) return null;
  return (
    <CatalogSection title={t('series.artistSection')}>
      <SeriesCardGrid series={query.data.series} showArtist={false} />
    </CatalogSection>
  );
}
