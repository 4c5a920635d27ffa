import type { HealthStatus } from '@sada/contracts/system';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, CircleX, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const looks: Record<HealthStatus, { icon: LucideIcon; className: string }> = {
  ok: { icon: CircleCheck, className: 'bg-primary/10 text-primary' },
  degraded: { icon: CircleAlert, className: 'bg-warning/12 text-warning-text' },
  down: { icon: CircleX, className: 'bg-destructive/10 text-destructive' },
};

/** A component's or the platform's state: Healthy, Degraded or Down. */
export function HealthStatusBadge({
  status,
  className,
}: {
  status: HealthStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  const { icon: Icon, className: look } = looks[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`adminSystem.status.${status}`)}
    </span>
  );
}
