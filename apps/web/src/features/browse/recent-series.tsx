import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { CatalogSection } from '../../components/catalog/catalog-section';
import { SeriesCardGrid } from '../../components/catalog/series-card';
import { CardSkeletons } from '../../components/ui/skeleton';
import { LoadError } from '../../components/ui/state-message';
import { recentSeriesQueryOptions } from './api/recent-series';

/** Series with live episodes, recently updated first; left out while there are none. */
export function RecentSeries() {
  const { t } = useTranslation();
  const query = useQuery(recentSeriesQueryOptions());
  if (query.data?.series.length === 0) return null;
  return (
    <CatalogSection title={t('longForm.series.title')}>
      {query.isError ? (
        <LoadError
          message={t('longForm.series.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : query.data ? (
        <SeriesCardGrid series={query.data.series} />
      ) : (
        <CardSkeletons label={t('longForm.series.loading')} count={5} />
      )}
    </CatalogSection>
  );
}
