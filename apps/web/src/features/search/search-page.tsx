import { useQuery } from '@tanstack/react-query';
import { Search, SearchX, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyState } from '../../components/ui/state-message';
import { searchQueryOptions } from './api/search';
import { SearchResultSections, hasResults } from './search-results';
import { useSearchText } from './use-search-text';

/** Search: the box, then tracks, artists, playlists and series matching it. */
export function SearchPage() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { text, setText, query } = useSearchText();
  const { data, isPending, isError } = useQuery({
    ...searchQueryOptions(query),
    enabled: query !== '',
  });

  const handleClear = () => {
    setText('');
    inputRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('search.title')} />
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative mb-8">
        <label htmlFor="search-page-input" className="sr-only">
          {t('search.label')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={inputRef}
          id="search-page-input"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          // The page exists to type into, so it starts in the box.
          autoFocus
          maxLength={100}
          className="h-14 w-full rounded-2xl border border-input bg-card ps-12 pe-12 text-base shadow-xs transition-[border-color,box-shadow] placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={handleClear}
            aria-label={t('search.clear')}
            className="absolute end-3 top-1/2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden className="size-5" />
          </button>
        ) : null}
      </form>

      {query === '' ? (
        <EmptyState icon={Search} title={t('search.idle')} description={t('search.idleHint')} />
      ) : isError ? (
        <div
          role="alert"
          className="rounded-2xl border border-destructive/40 bg-destructive/10 px-5 py-4 font-medium text-destructive"
        >
          {t('search.failed')}
        </div>
      ) : isPending ? (
        <div role="status" aria-label={t('search.searching')} className="space-y-3">
          {[0, 1, 2].map((row) => (
            <div key={row} data-testid="search-skeleton" className="flex items-center gap-3 px-2">
              <Skeleton className="size-12 rounded-md" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-1/5" />
              </div>
            </div>
          ))}
        </div>
      ) : hasResults(data) ? (
        <SearchResultSections results={data} />
      ) : (
        <EmptyState
          icon={SearchX}
          title={t('search.noResults')}
          description={t('search.noResultsHint', { query })}
          action={
            <Button variant="outline" onClick={handleClear}>
              {t('search.clearSearch')}
            </Button>
          }
        />
      )}
    </div>
  );
}
