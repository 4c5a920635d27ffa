import type { TrackStatus } from '@sada/contracts/enums';
import { clsx } from 'clsx';
import {
  CircleCheck,
  CircleX,
  Clock,
  LoaderCircle,
  type LucideIcon,
  PencilLine,
  Radio,
  TriangleAlert,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

const looks: Record<TrackStatus, { icon: LucideIcon; className: string }> = {
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
  const { icon: Icon, className: look } = looks[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        look,
        className,
      )}
    >
      <Icon aria-hidden className={clsx('size-3.5', status === 'processing' && 'animate-spin')} />
      {t(`uploads.status.${status}`)}
    </span>
  );
}
