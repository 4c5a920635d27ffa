import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled section of /settings, a landmark named by its heading and reachable by #id. */
export function SettingsSection({
  id,
  icon: Icon,
  title,
  description,
  children,
}: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <div>
          <h2 id={`${id}-title`} className="font-display text-2xl font-semibold tracking-tight">
            {title}
          </h2>
          {description ? (
            <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}

/** The card that holds a section's fields. */
export function SettingsCard({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-5 rounded-3xl border border-border bg-card p-5 sm:p-6">{children}</div>
  );
}
