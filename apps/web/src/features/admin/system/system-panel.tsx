import { useId, type ReactNode } from 'react';

export const headClass = 'px-3 pb-2 text-start text-xs font-medium text-muted-foreground';
export const cellClass = 'px-3 py-2.5 align-middle';

interface PanelProps {
  title: string;
  /** Shown at the end of the title line. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled section of the system page, a landmark named by its heading. */
export function Panel({ title, aside, children }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-3xl border border-border bg-card p-5 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
