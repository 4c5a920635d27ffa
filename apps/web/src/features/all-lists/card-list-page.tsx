import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CardSkeletons } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { filterByText } from '../../lib/filter-by-text';
import { ListLayout, LoadMore } from './list-layout';
import { useLoadErrorToast } from './use-load-error-toast';

interface CardListPageProps<Item> {
  query: UseInfiniteQueryResult<unknown>;
  /** Every item of the pages loaded so far. */
  loaded: Item[];
  /** The texts of an item the filter box matches. */
  filterFields: (item: Item) => (string | null | undefined)[];
  title: string;
  filterLabel: string;
  errorMessage: string;
  emptyIcon: LucideIcon;
  emptyTitle: string;
  /** One card, with its key. */
  renderCard: (item: Item) => ReactNode;
}

/**
 * A grid of cards loaded 50 at a time, filtered in place: the all-artists and all-playlists
 * pages. Loading, error (toast and retry) and empty states are the same for both.
 */
export function CardListPage<Item>({
  query,
  loaded,
  filterFields,
  title,
  filterLabel,
  errorMessage,
  emptyIcon,
  emptyTitle,
  renderCard,
}: CardListPageProps<Item>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  useLoadErrorToast(query.isError, errorMessage);
  const shown = filterByText(loaded, filter, filterFields);

  return (
    <ListLayout
      title={title}
      filterLabel={filterLabel}
      filter={filter}
      onFilterChange={setFilter}
      filterDisabled={!query.isSuccess}
    >
      {query.isPending ? (
        <CardSkeletons label={t('app.loading')} />
      ) : query.isError ? (
        <LoadError
          message={errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={emptyIcon} title={emptyTitle} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
            {shown.map(renderCard)}
          </div>
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </ListLayout>
  );
}
