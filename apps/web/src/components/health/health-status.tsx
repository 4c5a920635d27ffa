import type { HealthStatus } from '@sada/contracts/system';
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { StatusBadge, type StatusLook } from '../ui/status-badge';

const looks: Record<HealthStatus, StatusLook> = {
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
  return (
    <StatusBadge
      look={looks[status]}
      label={t(`adminSystem.status.${status}`)}
      className={className}
    />
  );
}
