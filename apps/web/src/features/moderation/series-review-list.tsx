import { localizeMessage } from '@sada/contracts/messages-ar';
import { useQuery } from '@tanstack/react-query';
import { CheckCheck, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { QueryState } from '../../components/ui/query-state';
import { RowSkeletons } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/state-message';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/i18n/format';
import { moderationSeriesQueryOptions } from './api/series-queue';
import { SeriesReviewCard } from './series-review-card';

/** The series waiting for review, oldest first: new ones and edits of approved ones. */
export function SeriesReviewList() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const query = useQuery(moderationSeriesQueryOptions());
  return (
    <section aria-labelledby="moderation-series-title" className="space-y-4">
      <div className="space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="moderation-series-title" className="font-display text-xl font-semibold">
            {t('moderation.series.title')}
          </h2>
          {query.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('moderation.series.count', {
                count: query.data.series.length,
                formatted: format.number(query.data.series.length),
              })}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{t('moderation.series.hint')}</p>
      </div>
      <QueryState
        query={query}
        loading={<RowSkeletons label={t('app.loading')} rowClassName="h-48 w-full rounded-2xl" />}
        errorMessage={t('moderation.series.loadFailed')}
        renderError={(error) =>
          error instanceof ApiError && (error.status === 401 || error.status === 403) ? (
            <EmptyState icon={ShieldAlert} title={localizeMessage(error.message, i18n.language)} />
          ) : null
        }
      >
        {({ series }) =>
          series.length === 0 ? (
            <EmptyState
              icon={CheckCheck}
              title={t('moderation.allCaughtUp')}
              description={t('moderation.series.allCaughtUpHint')}
            />
          ) : (
            <ul className="space-y-4" aria-labelledby="moderation-series-title">
              {series.map((item) => (
                <SeriesReviewCard key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
