import { clsx } from 'clsx';

/** A grey block that pulses where content is about to appear. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={clsx('animate-pulse rounded-md bg-muted', className)} />;
}
