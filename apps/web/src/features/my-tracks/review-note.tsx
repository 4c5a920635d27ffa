import type { MyTrack } from '@sada/contracts/uploads';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../lib/i18n/format';

/**
 * What the reviewer said, for a track sent back for revision or rejected: the notes, the reason,
 * and what to do next.
 */
export function ReviewNote({ track }: { track: MyTrack }) {
  const { t } = useTranslation();
  const format = useFormat();
  const review = track.review;
  if (!review || (track.status !== 'needs_revision' && track.status !== 'rejected')) return null;
  const revision = track.status === 'needs_revision';

  return (
    <div
      className={
        revision
          ? 'mt-2 rounded-xl border border-warning/30 bg-warning/5 p-3 text-sm'
          : 'mt-2 rounded-xl border border-destructive/30 bg-destructive/5 p-3 text-sm'
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        <MessageSquareText aria-hidden className="size-4 shrink-0" />
        {revision ? t('myTracks.review.revision') : t('myTracks.review.rejected')}
        {review.reviewedAt ? (
          <span className="font-normal text-muted-foreground">
            {format.date(review.reviewedAt, { dateStyle: 'medium' })}
          </span>
        ) : null}
      </p>
      {review.rejectionReason ? (
        <p className="mt-1">
          <span className="font-semibold">{t('myTracks.review.reason')}</span>{' '}
          <span dir="auto">{review.rejectionReason}</span>
        </p>
      ) : null}
      {review.notes ? (
        <p className="mt-1 whitespace-pre-line">
          <span className="font-semibold">{t('myTracks.review.notes')}</span>{' '}
          <span dir="auto">{review.notes}</span>
        </p>
      ) : null}
      {revision ? (
        <p className="mt-1 text-muted-foreground">{t('myTracks.review.revisionHint')}</p>
      ) : null}
    </div>
  );
}
