import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toast } from 'sonner';

import { NotFoundState } from '../../components/ui/not-found-state';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadError } from '../../components/ui/state-message';
import { isNotFound } from '../../lib/query-retry';
import { seriesQueryOptions } from './api/series';
import { EpisodeList } from './episode-list';
import { SeriesHeader } from './series-header';

/** One series: its header with Continue, Follow and the podcast feed, then its episodes. */
export function SeriesPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(seriesQueryOptions(id));
  const failed = query.isError && !isNotFound(query.error);

  useEffect(() => {
    if (failed) toast.error(t('series.loadError'));
  }, [failed, t]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundState title={t('series.notFound')} />;
    return (
      <LoadError
        message={t('series.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl">
      <SeriesHeader series={query.data} />
      <EpisodeList series={query.data} />
    </div>
  );
}
