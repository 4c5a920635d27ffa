import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';

export interface StatusLook {
  icon: LucideIcon;
  /** The tone: background and text colour. */
  className: string;
}

interface StatusBadgeProps {
  look: StatusLook;
  label: string;
  /** Turns the icon, for a state still in progress. */
  spin?: boolean;
  className?: string;
}

/** A rounded pill with an icon and a word saying what state something is in. */
export function StatusBadge({ look, label, spin = false, className }: StatusBadgeProps) {
  const Icon = look.icon;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        look.className,
        className,
      )}
    >
      <Icon aria-hidden className={clsx('size-3.5', spin && 'animate-spin')} />
      {label}
    </span>
  );
}
