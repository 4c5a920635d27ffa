import { useId, type ReactNode } from 'react';

interface PanelProps {
  title: string;
  /** Shown at the end of the title line. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled card, a landmark named by its heading. */
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
