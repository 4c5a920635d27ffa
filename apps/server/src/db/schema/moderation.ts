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
    /**
     * What was reviewed: the SHA-256 of the track's original audio and of its reviewed text
     * (catalog/review-binding.ts). A record whose hashes no longer match the track's vouches for
     * nothing: the track is back under review.
     */
    audioHash: text('audio_hash'),
    textHash: text('text_hash'),
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

/**
 * A reviewer's public face: the name and organisation their review records show, and their
 * credentials. An admin verifies it; until then its records name Sada's review team instead.
 */
export const reviewerProfiles = pgTable('reviewer_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  publicName: text('public_name').notNull(),
  organisation: text('organisation'),
  credentials: text('credentials'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
