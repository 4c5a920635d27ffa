import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from './button';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** A quiet box for a list with nothing in it, with an optional way on. */
export function EmptyState({ icon: Icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
    >
      <Icon aria-hidden className="mb-3 size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

interface LoadErrorProps {
  message: ReactNode;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** Something failed to load: says so and offers to try again. */
export function LoadError({ message, onRetry, retrying = false, className }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-wrap items-center gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 px-5 py-4',
        className,
      )}
    >
      <p className="me-auto text-sm">{message}</p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
