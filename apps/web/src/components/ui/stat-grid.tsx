import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Skeleton } from './skeleton';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
}

/** One headline figure, an item of a StatGrid. */
export function StatCard({ icon: Icon, label, value, hint }: StatCardProps) {
  return (
    <li className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <Icon aria-hidden className="size-4 shrink-0 text-primary" />
      </div>
      <p className="mt-2 font-display text-3xl font-semibold tracking-tight tabular-nums">
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
    </li>
  );
}

interface StatGridProps {
  /** Names the section for screen readers. */
  label: string;
  /** A line above the figures, such as the period they cover. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A named section of headline figures, four abreast on wide screens. */
export function StatGrid({ label, intro, children }: StatGridProps) {
  return (
    <section aria-label={label}>
      {intro}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

/** Placeholders for four figures and the panels below them, announced as loading. */
export function StatsSkeleton({ panels = 1 }: { panels?: 1 | 2 }) {
  const { t } = useTranslation();
  const panel = <Skeleton className="h-64 rounded-3xl" />;
  return (
    <div role="status" aria-label={t('app.loading')} className="space-y-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28 rounded-2xl" />
        ))}
      </div>
      {panels === 2 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {panel}
          {panel}
        </div>
      ) : (
        panel
      )}
    </div>
  );
}
