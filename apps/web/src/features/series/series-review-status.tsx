import type { SeriesReview, SeriesReviewState } from '@sada/contracts/series';
import { CircleX, Clock, FilePenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  seriesDetailLabel,
  seriesDetailOrder,
  seriesDetailText,
} from '../../components/catalog/series-details';
import { StatusBadge, type StatusLook } from '../../components/ui/status-badge';

const looks: Record<Exclude<SeriesReviewState, 'approved'>, StatusLook> = {
  pending: { icon: Clock, className: 'bg-gold/15 text-gold-text' },
  changesPending: { icon: FilePenLine, className: 'bg-gold/15 text-gold-text' },
  rejected: { icon: CircleX, className: 'bg-destructive/10 text-destructive' },
};

/**
 * Where the artist's series stands in review, when listeners do not read it as it is: waiting
 * for review, changes waiting (with what they propose), or not approved and why. Nothing once
 * approved.
 */
export function SeriesReviewStatus({ review }: { review: SeriesReview | null | undefined }) {
  const { t } = useTranslation();
  if (!review) return null;
  const { state, note, pending } = review;
  if (state === 'approved') return null;
  // A turned-down edit leaves the approved series as it was: the changes, not the series, failed.
  const key = state === 'rejected' && review.approvedAt ? 'changesRejected' : state;
  const proposed = pending ? seriesDetailOrder.filter((field) => pending[field] !== undefined) : [];

  return (
    <div className="mt-1.5 space-y-1">
      <StatusBadge
        look={looks[state]}
        label={t(`series.review.${key}`, { reason: note ?? '' })}
        className="max-w-full whitespace-normal text-start"
      />
      <p className="text-xs text-muted-foreground">{t(`series.review.${key}Hint`)}</p>
      {proposed.length > 0 && pending ? (
        <dl className="text-xs" aria-label={t('series.review.proposed')}>
          {proposed.map((field) => (
            <div key={field} className="flex gap-1">
              <dt className="font-semibold">{seriesDetailLabel(t, field)}:</dt>
              <dd dir="auto" className="min-w-0 truncate">
                {seriesDetailText(t, field, pending[field])}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
