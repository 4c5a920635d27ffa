import { contentReviewStatuses } from '@sada/contracts/enums';
import { instrumentations } from '@sada/contracts/instrumentation';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './auth';
import { tracks } from './catalog';
import { createdAt, id, oneOf } from './helpers';

/** Every review of a track is kept: the history says who decided what, and when. */
export const contentReviews = pgTable(
  'content_reviews',
  {
    id: id(),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: contentReviewStatuses }).notNull().default('pending'),
    islamicComplianceScore: smallint('islamic_compliance_score'),
    audioQualityScore: smallint('audio_quality_score'),
    /** The instrumentation the reviewer confirmed or corrected (an approval names one). */
    instrumentation: text('instrumentation', { enum: instrumentations }),
    reviewNotes: text('review_notes'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('content_reviews_status_check', oneOf('status', contentReviewStatuses)),
    check('content_reviews_instrumentation_check', oneOf('instrumentation', instrumentations)),
    check(
      'content_reviews_compliance_score_check',
      sql`${t.islamicComplianceScore} IS NULL OR ${t.islamicComplianceScore} BETWEEN 1 AND 10`,
    ),
    check(
      'content_reviews_quality_score_check',
      sql`${t.audioQualityScore} IS NULL OR ${t.audioQualityScore} BETWEEN 1 AND 10`,
    ),
    check(
      'content_reviews_rejection_reason_check',
      sql`${t.status} <> 'rejected' OR length(btrim(coalesce(${t.rejectionReason}, ''))) > 0`,
    ),
    index('content_reviews_track_created_idx').on(t.trackId, t.createdAt.desc().nullsFirst()),
    index('content_reviews_status_idx').on(t.status),
  ],
);
