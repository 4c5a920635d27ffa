import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

interface TopSearchProps {
  className?: string;
}

/** Submitting goes to /search?q=…; on /search the box shows the current query. */
export function TopSearch({ className }: TopSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const current = pathname === '/search' ? (params.get('q') ?? '') : '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new FormData(event.currentTarget).get('q');
    const text = typeof query === 'string' ? query.trim() : '';
    void navigate(text ? `/search?q=${encodeURIComponent(text)}` : '/search');
  };

  return (
    <form role="search" onSubmit={handleSubmit} className={clsx('relative', className)}>
      <label htmlFor="top-search" className="sr-only">
        {t('topBar.searchLabel')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        // A new key when the query in the address changes resets the uncontrolled field.
        key={current}
        id="top-search"
        name="q"
        type="search"
        defaultValue={current}
        placeholder={t('topBar.searchPlaceholder')}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-transparent bg-muted/80 ps-10 pe-4 text-sm text-foreground placeholder:text-muted-foreground transition-colors hover:border-border focus:border-primary focus:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
      />
    </form>
  );
}
