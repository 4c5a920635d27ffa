import { REVIEW_SCORE_MAX, type TrackReview } from '@sada/contracts/moderation';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../lib/i18n/format';

/** Every earlier review of the track, newest first: who decided what, when, and why. */
export function ReviewHistory({ reviews }: { reviews: readonly TrackReview[] }) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <section aria-labelledby="review-history-title" className="space-y-3">
      <h3 id="review-history-title" className="flex items-center gap-2 font-semibold">
        <History aria-hidden className="size-4 text-muted-foreground" />
        {t('moderation.history.title')}
      </h3>
      {reviews.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('moderation.history.empty')}</p>
      ) : (
        <ol className="space-y-2">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl bg-muted/60 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">
                  {t(`moderation.history.status.${review.status}`)}
                </span>
                <span className="text-muted-foreground">
                  {[
                    review.reviewer?.name ?? t('moderation.history.unknownReviewer'),
                    review.reviewedAt
                      ? format.date(review.reviewedAt, { dateStyle: 'medium', timeStyle: 'short' })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(` ${format.separator} `)}
                </span>
              </p>
              {review.islamicComplianceScore !== null && review.audioQualityScore !== null ? (
                <p className="mt-1 text-muted-foreground">
                  {t('moderation.history.scores', {
                    compliance: review.islamicComplianceScore,
                    quality: review.audioQualityScore,
                    max: REVIEW_SCORE_MAX,
                  })}
                </p>
              ) : null}
              {review.rejectionReason ? (
                <p className="mt-1">
                  <span className="font-semibold">{t('moderation.history.reason')}</span>{' '}
                  <span dir="auto">{review.rejectionReason}</span>
                </p>
              ) : null}
              {review.notes ? (
                <p className="mt-1 whitespace-pre-line">
                  <span className="font-semibold">{t('moderation.history.notes')}</span>{' '}
                  <span dir="auto">{review.notes}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
