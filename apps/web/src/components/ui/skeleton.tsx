import { clsx } from 'clsx';

/**
 * A grey block that pulses where content is about to appear. `as="span"` where only phrasing
 * content may go, such as inside a heading or a paragraph.
 */
export function Skeleton({ className, as = 'div' }: { className?: string; as?: 'div' | 'span' }) {
  const Element = as;
  return (
    <Element
      aria-hidden
      className={clsx('animate-pulse rounded-md bg-muted', as === 'span' && 'block', className)}
    />
  );
}

/** Three rows of a list while it loads, announced as loading. */
export function RowSkeletons({ label, rowClassName }: { label: string; rowClassName: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}

/** Three rows of a track list while it loads, announced as loading. */
export function TrackRowsSkeleton({ label }: { label: string }) {
  return <RowSkeletons label={label} rowClassName="h-12 w-full rounded-xl" />;
}

/** Placeholder cards while a grid of cards loads, announced as loading. */
export function CardSkeletons({ label, count = 10 }: { label: string; count?: number }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5"
    >
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="aspect-[4/5] w-full rounded-2xl" />
      ))}
    </div>
  );
}
