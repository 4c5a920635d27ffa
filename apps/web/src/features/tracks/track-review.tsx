import type { ReviewRecord } from '@sada/contracts/review-record';
import { BadgeCheck, History, Hourglass } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormat } from '../../lib/i18n/format';
import { ReviewerNames } from './reviewer-names';

interface TrackReviewProps {
  trackId: string;
  review: ReviewRecord;
}

/**
 * Who vouches for what listeners hear, and when ('Reviewed by A and B on 3 March 2026'), or that
 * it is under review; and the way to the track's review history.
 */
export function TrackReview({ trackId, review }: TrackReviewProps) {
  const { t } = useTranslation();
  const format = useFormat();

  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {review.state === 'reviewed' ? (
        <p
          data-testid="track-review"
          className="inline-flex items-start gap-1.5 rounded-2xl bg-primary/10 px-3 py-1.5 text-muted-foreground"
        >
          <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            <Trans
              i18nKey="reviewRecord.reviewedBy"
              values={{ date: format.date(review.reviewedAt) }}
              components={{ names: <ReviewerNames reviewers={review.reviewers} /> }}
            />
          </span>
        </p>
      ) : (
        <p
          data-testid="track-review"
          className="inline-flex items-center gap-1.5 rounded-full bg-gold/15 px-3 py-1 text-xs font-semibold text-gold-text"
        >
          <Hourglass aria-hidden className="size-3.5" />
          {t('reviewRecord.underReview')}
        </p>
      )}
      <Link
        to={`/track/${trackId}/reviews`}
        className="inline-flex items-center gap-1 rounded font-medium text-muted-foreground hover:text-foreground hover:underline"
      >
        <History aria-hidden className="size-4" />
        {t('reviewRecord.historyLink')}
      </Link>
    </div>
  );
}
