import { browseGenreSlugs } from '@sada/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { browseQueryOptions } from '../../components/catalog/api/browse';
import { ListeningRuleCard } from '../../components/listening-rule/listening-rule-card';
import { LoadError } from '../../components/ui/state-message';
import { useSession } from '../../lib/session/use-session';
import { BrowseGreeting } from './browse-greeting';
import { BrowseSections } from './browse-sections';
import { getTimeOfDay } from './greeting';

/**
 * Browse: the greeting, 'What would you like to hear?' if not yet answered, then every section
 * from one call to GET /api/browse.
 */
export function BrowsePage() {
  const { t } = useTranslation();
  const timeOfDay = getTimeOfDay(new Date());
  const { user, isPending: sessionPending } = useSession();
  const { data, isPending, isError, refetch, isRefetching } = useQuery({
    ...browseQueryOptions(user?.id ?? null),
    enabled: !sessionPending,
  });

  useEffect(() => {
    if (isError) toast.error(t('browse.loadError'));
  }, [isError, t]);

  return (
    <>
      <BrowseGreeting timeOfDay={t(`browse.timeOfDay.${timeOfDay}`)} />
      <ListeningRuleCard className="mb-10" />
      {isError ? (
        <LoadError
          message={t('browse.loadError')}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : isPending ? (
        <p role="status" className="py-8 text-muted-foreground">
          {t('browse.loading')}
        </p>
      ) : (
        <BrowseSections browse={data} signedIn={user !== null} genreSlugs={browseGenreSlugs} />
      )}
    </>
  );
}
