import { clsx } from 'clsx';
import { useId } from 'react';

import { starPath } from './islamic-pattern';

const markStar = starPath(16, 16, 9.5, 9.5 * 0.7654);

/** The Sada mark: a gold eight-pointed star on an emerald tile. Decorative (name is beside it). */
export function LogoMark({ className }: { className?: string }) {
  // Ids must be unique: a gradient defined inside a hidden copy would not paint the others.
  const gradientId = `sada-mark-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 32 32" className={clsx('shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#064e46" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d={markStar} fill="none" stroke="#e3b457" strokeWidth="1.75" strokeLinejoin="round" />
      <circle cx="16" cy="16" r="2.75" fill="#e3b457" />
    </svg>
  );
}

interface LogoProps {
  className?: string;
  /** Hide the word "Sada" (the collapsed sidebar shows only the mark). */
  markOnly?: boolean;
}

export function Logo({ className, markOnly = false }: LogoProps) {
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-8" />
      <span
        className={clsx(
          'font-display text-2xl font-semibold tracking-tight',
          markOnly && 'sr-only',
        )}
      >
        Sada
      </span>
    </span>
  );
}
