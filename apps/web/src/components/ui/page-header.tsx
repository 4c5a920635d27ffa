import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  eyebrow?: ReactNode;
  /** Buttons at the end of the title line (Clear History, say). */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <header className={clsx('mb-8', className)}>
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-gold-text uppercase">
          {eyebrow}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          {title}
        </h1>
        {actions ? (
          <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto">{actions}</div>
        ) : null}
      </div>
      {description ? <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p> : null}
    </header>
  );
}
