import {
  adminTrackSorts,
  adminTrackStatusFilters,
  type AdminTrackSort,
  type AdminTrackStatusFilter,
} from '@sada/contracts/admin-console';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Music } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { FilterInput } from '../../../components/ui/filter-input';
import { LoadMore } from '../../../components/ui/load-more';
import { NativeSelect } from '../../../components/ui/native-select';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { TrackRowsSkeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/state-message';
import { useFormat } from '../../../lib/i18n/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminTracksQueryOptions } from './api/admin-tracks';
import { ContentTable } from './content-table';

const SEARCH_DELAY_MS = 300;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

/** /admin/content: every track in any state, to take down, restore or review sooner. */
export function AdminContentPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const statusId = useId();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  const status = oneOf(adminTrackStatusFilters, params.get('status'), 'all');
  const sort = oneOf(adminTrackSorts, params.get('sort'), 'newest');
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const query = useInfiniteQuery({
    ...adminTracksQueryOptions({ status, q, sort }),
    placeholderData: keepPreviousData,
  });
  const counts = query.data?.pages[0]?.counts;
  const tracks = query.data?.pages.flatMap((page) => page.tracks) ?? [];

  const setParam = (name: 'status' | 'sort', value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const statusLabel = (value: AdminTrackStatusFilter) =>
    value === 'all' ? t('adminContent.allStatuses') : t(`uploads.status.${value}`);

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('admin.content')} description={t('adminContent.description')} />

      <div className="mb-5 flex flex-wrap items-end gap-3">
        <FilterInput
          value={text}
          onChange={setText}
          label={t('adminContent.search')}
          className="min-w-56 flex-1"
        />
        <div className="space-y-1.5">
          <label htmlFor={statusId} className="block text-sm font-semibold">
            {t('adminContent.status')}
          </label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(event) => setParam('status', event.target.value, 'all')}
            className="h-10 w-56"
          >
            {adminTrackStatusFilters.map((value) => (
              <option key={value} value={value}>
                {counts
                  ? t('adminContent.withCount', {
                      label: statusLabel(value),
                      n: format.number(counts[value]),
                    })
                  : statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <label htmlFor={sortId} className="block text-sm font-semibold">
            {t('adminContent.sort')}
          </label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(event) => setParam('sort', event.target.value, 'newest')}
            className="h-10 w-48"
          >
            {adminTrackSorts.map((value: AdminTrackSort) => (
              <option key={value} value={value}>
                {t(`adminContent.sorts.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <p aria-live="polite" className="mb-3 min-h-5 text-sm text-muted-foreground">
        {counts && !query.isPlaceholderData
          ? t('adminContent.showing', {
              shown: format.number(tracks.length),
              total: format.number(counts[status]),
            })
          : ''}
      </p>

      <QueryState
        query={query}
        loading={<TrackRowsSkeleton label={t('app.loading')} />}
        errorMessage={t('adminContent.loadError')}
      >
        {() =>
          tracks.length === 0 ? (
            <EmptyState
              icon={Music}
              title={t('adminContent.empty')}
              description={t('adminContent.emptyHint')}
            />
          ) : (
            <>
              <ContentTable tracks={tracks} />
              <LoadMore query={query} label={t('adminContent.more')} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
