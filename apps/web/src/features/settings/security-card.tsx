import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SecurityCardProps {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}

/** A security action: icon, title and what it does, then its controls. */
export function SecurityCard({
  icon: Icon,
  title,
  description,
  tone = 'default',
  children,
}: SecurityCardProps) {
  return (
    <div
      className={clsx(
        'rounded-3xl border bg-card p-5 sm:p-6',
        tone === 'danger' ? 'border-destructive/40' : 'border-border',
      )}
    >
      <div className="flex items-start gap-4">
        <span
          className={clsx(
            'flex size-11 shrink-0 items-center justify-center rounded-2xl',
            tone === 'danger'
              ? 'bg-destructive/10 text-destructive'
              : 'bg-muted text-muted-foreground',
          )}
        >
          <Icon aria-hidden className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="mt-6 sm:ms-15">{children}</div>
    </div>
  );
}
