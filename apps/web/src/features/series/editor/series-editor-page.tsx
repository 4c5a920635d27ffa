import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { NotFoundState } from '../../../components/ui/not-found-state';
import { PageLoader } from '../../../components/ui/page-loader';
import { SignInRequired } from '../../../components/ui/sign-in-required';
import { LoadError } from '../../../components/ui/state-message';
import { isNotFound } from '../../../lib/query-retry';
import { useSession } from '../../../lib/session/use-session';
import { seriesQueryOptions } from '../api/series';
import { SeriesEditor } from './series-editor';

/** The artist chooses the episodes of one of their series from their tracks, and orders them. */
export function SeriesEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user, isPending } = useSession();
  const query = useQuery({ ...seriesQueryOptions(id), enabled: user !== null });

  if (isPending) return <PageLoader />;
  if (!user) {
    return (
      <div className="mx-auto max-w-5xl">
        <BackLink />
        <SignInRequired message={t('series.mine.signedOut')} />
      </div>
    );
  }
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
  // Someone else's series: there is nothing here to manage.
  if (!query.data.mine) return <NotFoundState title={t('series.notFound')} />;

  return (
    <div className="mx-auto max-w-6xl">
      <BackLink />
      <SeriesEditor key={query.data.id} series={query.data} />
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/my-series"
      className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-semibold text-muted-foreground hover:text-foreground hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('series.mine.title')}
    </Link>
  );
}
