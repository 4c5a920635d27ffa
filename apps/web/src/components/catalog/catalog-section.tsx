import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface CatalogSectionProps {
  title: ReactNode;
  /** Where "Show all" leads; no link without it. */
  showAllTo?: string;
  children: ReactNode;
  className?: string;
}

/** A titled block of cards or rows; a landmark named by its heading. */
export function CatalogSection({ title, showAllTo, children, className }: CatalogSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className ?? 'mb-10'}>
      <div className="mb-4 flex items-end justify-between gap-4">
        <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {showAllTo ? (
          <Link
            to={showAllTo}
            className="shrink-0 rounded text-sm font-semibold text-muted-foreground hover:text-foreground hover:underline"
          >
            {t('catalog.showAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
