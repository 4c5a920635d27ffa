import { useQuery } from '@tanstack/react-query';
import { LibraryBig, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { mySeriesEpisodesPath } from '../../components/catalog/api/series';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryState } from '../../components/ui/query-state';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { RowSkeletons } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/state-message';
import { useSession } from '../../lib/session/use-session';
import { mySeriesQueryOptions } from './api/my-series';
import { MySeriesRow } from './my-series-row';
import { SeriesFormDialog } from './series-form-dialog';

/** The artist's series: make a new one, edit or delete one, or open its episodes. */
export function MySeriesPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  if (isPending) return <PageLoader />;
  const newButton = (
    <Button size="sm" onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t('series.mine.new')}
    </Button>
  );
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('series.mine.title')}
        description={t('series.mine.description')}
        actions={user ? newButton : null}
      />
      {user ? (
        <SeriesList onCreate={() => setCreating(true)} />
      ) : (
        <SignInRequired message={t('series.mine.signedOut')} />
      )}
      {creating ? (
        <SeriesFormDialog
          onOpenChange={setCreating}
          onCreated={(created) => void navigate(mySeriesEpisodesPath(created.id))}
        />
      ) : null}
    </div>
  );
}

function SeriesList({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(mySeriesQueryOptions());
  return (
    <QueryState
      query={query}
      loading={<RowSkeletons label={t('app.loading')} rowClassName="h-24 w-full rounded-2xl" />}
      errorMessage={t('series.mine.loadError')}
    >
      {({ series }) =>
        series.length === 0 ? (
          <EmptyState
            icon={LibraryBig}
            title={t('series.mine.empty')}
            description={t('series.mine.emptyHint')}
            action={
              <Button onClick={onCreate}>
                <Plus aria-hidden />
                {t('series.mine.new')}
              </Button>
            }
          />
        ) : (
          <ul className="space-y-3" aria-label={t('series.mine.title')}>
            {series.map((item) => (
              <MySeriesRow key={item.id} series={item} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
