import type { PublicReviewHistory } from '@sada/contracts/review-record';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, History, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { NotFoundState } from '../../components/ui/not-found-state';
import { PageHeader } from '../../components/ui/page-header';
import { RowSkeletons } from '../../components/ui/skeleton';
import { EmptyState, LoadError } from '../../components/ui/state-message';
import { useFormat } from '../../lib/i18n/format';
import { isNotFound } from '../../lib/query-retry';
import { trackQueryOptions } from './api/get-track';
import { trackReviewsQueryOptions } from './api/get-track-reviews';
import { ReviewerName } from './reviewer-names';

type Review = PublicReviewHistory['reviews'][number];

const decisionLooks = {
  approved: { icon: CircleCheck, className: 'bg-primary/10 text-primary' },
  rejected: { icon: CircleX, className: 'bg-destructive/10 text-destructive' },
  needs_revision: { icon: PencilLine, className: 'bg-gold/15 text-gold-text' },
} as const;

/** /track/:trackId/reviews: every decision on a track, newest first, and who made it. */
export function TrackReviewsPage() {
  const { t } = useTranslation();
  const { trackId = '' } = useParams();
  const track = useQuery(trackQueryOptions(trackId));
  const reviews = useQuery(trackReviewsQueryOptions(trackId));

  if (isNotFound(track.error) || isNotFound(reviews.error)) {
    return <NotFoundState title={t('track.notFound')} />;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={t('reviewHistory.eyebrow')}
        title={t('reviewHistory.title')}
        description={
          track.data ? (
            <Link
              to={`/track/${track.data.id}`}
              dir="auto"
              className="font-semibold text-foreground hover:underline"
            >
              {track.data.title}
            </Link>
          ) : null
        }
      />
      {reviews.isPending ? (
        <RowSkeletons label={t('app.loading')} rowClassName="h-20 w-full rounded-2xl" />
      ) : reviews.isError ? (
        <LoadError
          message={t('reviewHistory.loadError')}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isRefetching}
        />
      ) : reviews.data.reviews.length === 0 ? (
        <EmptyState
          icon={History}
          title={t('reviewHistory.empty')}
          description={t('reviewHistory.emptyHint')}
        />
      ) : (
        <ol aria-label={t('reviewHistory.listLabel')} className="space-y-3">
          {reviews.data.reviews.map((review, index) => (
            <ReviewRow key={`${review.reviewedAt}-${index}`} review={review} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ReviewRow({ review }: { review: Review }) {
  const { t } = useTranslation();
  const format = useFormat();
  const look = decisionLooks[review.decision];
  const Icon = look.icon;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-border bg-card px-4 py-3 sm:px-5">
      <span
        className={clsx(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          look.className,
        )}
      >
        <Icon aria-hidden className="size-3.5" />
        {t(`reviewHistory.decisions.${review.decision}`)}
      </span>
      <p className="me-auto min-w-0 text-sm text-muted-foreground">
        <ReviewerName reviewer={review.reviewer} />
      </p>
      <time dateTime={review.reviewedAt} className="text-sm text-muted-foreground tabular-nums">
        {format.date(review.reviewedAt)}
      </time>
    </li>
  );
}
