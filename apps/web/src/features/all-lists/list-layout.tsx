import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { Button } from '../../components/ui/button';
import { FilterInput } from '../../components/ui/filter-input';

interface ListLayoutProps {
  title: ReactNode;
  /** What the filter box filters, for its label and placeholder. */
  filterLabel: string;
  filter: string;
  onFilterChange: (value: string) => void;
  /** Whether there is a loaded list to filter. */
  filterDisabled?: boolean;
  children: ReactNode;
}

/** Back, the title and a box that filters the loaded list. */
export function ListLayout({
  title,
  filterLabel,
  filter,
  onFilterChange,
  filterDisabled = false,
  children,
}: ListLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  // Opened directly (no earlier entry in this tab), Back goes to Browse instead of leaving.
  const handleBack = () => void (location.key === 'default' ? navigate('/browse') : navigate(-1));

  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Button
            variant="outline"
            size="icon"
            onClick={handleBack}
            aria-label={t('allLists.back')}
            title={t('allLists.back')}
          >
            <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
          </Button>
          <h1 className="min-w-0 font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {title}
          </h1>
        </div>
        <FilterInput
          value={filter}
          onChange={onFilterChange}
          label={filterLabel}
          disabled={filterDisabled}
          className="w-full sm:w-72"
        />
      </header>
      {children}
    </div>
  );
}

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="outline" loading={loading} onClick={onLoadMore}>
        {t('allLists.loadMore')}
      </Button>
    </div>
  );
}
