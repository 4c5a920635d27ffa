import { useQuery } from '@tanstack/react-query';
import { Compass, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { CatalogSection } from '../../components/catalog/catalog-section';
import { historyQueryOptions, useClearHistory } from '../../components/history/api/history';
import { TrackRow } from '../../components/tracks/track-row';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { TrackRowsSkeleton } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { useSession } from '../../lib/session/use-session';
import { groupHistory } from './group-history';

/** How many listens the page reads. */
const HISTORY_FETCHED = 50;

/** Listening history: Today, Yesterday and Earlier, and Clear History. */
export function RecentlyPlayedPage() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();

  if (isPending) return <PageLoader />;
  if (!user) {
    return (
      <>
        <PageHeader title={t('pages.recentlyPlayed')} />
        <SignInRequired message={t('history.signedOut')} />
      </>
    );
  }
  return <ListeningHistory />;
}

function ListeningHistory() {
  const { t } = useTranslation();
  const query = useQuery(historyQueryOptions(HISTORY_FETCHED));
  const clear = useClearHistory();
  const groups = query.data ? groupHistory(query.data.entries, new Date()) : [];

  const handleClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success(t('history.cleared')),
      onError: (error) => toast.error(t('common.error'), { description: error.message }),
    });

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t('pages.recentlyPlayed')}
        actions={
          groups.length > 0 ? (
            <Button variant="outline" loading={clear.isPending} onClick={handleClear}>
              {t('history.clear')}
            </Button>
          ) : null
        }
      />
      {query.isPending ? (
        <TrackRowsSkeleton label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={t('history.loadError')}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={History}
          title={t('history.empty')}
          description={t('history.emptyHint')}
          action={
            <ButtonLink to="/browse" variant="outline">
              <Compass aria-hidden />
              {t('notFound.browse')}
            </ButtonLink>
          }
        />
      ) : (
        groups.map((group) => (
          <CatalogSection key={group.name} title={t(`history.groups.${group.name}`)}>
            <ol className="space-y-0.5" aria-label={t(`history.groups.${group.name}`)}>
              {group.tracks.map((track, index) => (
                <TrackRow key={track.id} track={track} position={index + 1} />
              ))}
            </ol>
          </CatalogSection>
        ))
      )}
    </div>
  );
}
