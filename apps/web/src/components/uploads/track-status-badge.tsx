import type { TrackStatus } from '@sada/contracts/enums';
import {
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  PencilLine,
  Radio,
  TriangleAlert,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { StatusBadge, type StatusLook } from '../ui/status-badge';

const looks: Record<TrackStatus, StatusLook> = {
  processing: { icon: LoaderCircle, className: 'bg-muted text-muted-foreground' },
  qc: { icon: Clock, className: 'bg-gold/15 text-gold-text' },
  live: { icon: Radio, className: 'bg-primary/10 text-primary' },
  approved: { icon: CircleCheck, className: 'bg-primary/10 text-primary' },
  rejected: { icon: CircleX, className: 'bg-destructive/10 text-destructive' },
  needs_revision: { icon: PencilLine, className: 'bg-warning/12 text-warning-text' },
  failed: { icon: TriangleAlert, className: 'bg-destructive/10 text-destructive' },
};

/** Where a track stands: processing, under review, live, rejected, needs revision … */
export function TrackStatusBadge({
  status,
  className,
}: {
  status: TrackStatus;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      look={looks[status]}
      label={t(`uploads.status.${status}`)}
      spin={status === 'processing'}
      className={className}
    />
  );
}
