// SQL of content moderation: the review queue, one track with its review history, and what a
// decision writes.
import type { ContentReviewStatus, ReviewDecision } from '@sada/contracts/enums';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import { queuedStatuses } from '@sada/contracts/moderation';
import type { PendingTrackChanges } from '@sada/contracts/uploads';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import { recitationColumns } from '../../catalog/recitation';
import { reviewedTextFields } from '../../catalog/review-record';
import { approvedEdit } from '../../catalog/track-edits';
import type { Executor } from '../../db/client';
import {
  albums,
  artists,
  contentReviews,
  follows,
  genres,
  trackDuplicateMatches,
  tracks,
  users,
} from '../../db/schema';

/** The queue's position: priority, then the creation time in microseconds, then the id. */
export interface QueueKey {
  priority: number;
  created: string;
  id: string;
}

// Microseconds, so that tracks created in the same millisecond are neither lost nor repeated.
const createdKey = sql<string>`(extract(epoch from ${tracks.createdAt}) * 1000000)::bigint::text`;
const createdFromKey = (key: string) =>
  sql`timestamptz 'epoch' + ${key}::bigint * interval '1 microsecond'`;

const awaitingReview = and(
  eq(tracks.requiresReview, true),
  inArray(tracks.status, [...queuedStatuses]),
  or(ne(tracks.status, 'live'), isNotNull(tracks.pendingChanges)),
);

/**
 * The queue: tracks that require review and are processing or in quality control, and live tracks
 * with an edit waiting for review; highest priority first, then oldest first. `hideOwner` leaves
 * out the tracks of the reviewer's own artist profile, `hideLabel` those of that label's own
 * artists.
 */
export async function listQueue(
  db: Executor,
  opts: { limit: number; after: QueueKey | null; hideOwner: string; hideLabel: string | null },
) {
  const conditions: (SQL | undefined)[] = [
    awaitingReview,
    or(isNull(artists.ownerUserId), ne(artists.ownerUserId, opts.hideOwner)),
  ];
  if (opts.hideLabel) {
    conditions.push(or(isNull(artists.labelId), ne(artists.labelId, opts.hideLabel)));
  }
  const { after } = opts;
  if (after) {
    conditions.push(
      sql`(${tracks.reviewPriority} < ${after.priority} OR (${tracks.reviewPriority} = ${after.priority} AND (${tracks.createdAt}, ${tracks.id}) > (${createdFromKey(after.created)}, ${after.id}::uuid)))`,
    );
  }
  return db
    .select({
      id: tracks.id,
      title: tracks.title,
      coverUrl: sql<string | null>`coalesce(${tracks.coverUrl}, ${albums.coverUrl})`,
      status: tracks.status,
      contentType: tracks.islamicContentType,
      language: tracks.language,
      durationMs: tracks.durationMs,
      reviewPriority: tracks.reviewPriority,
      editPending: sql<boolean>`${tracks.status} = 'live'`.mapWith(Boolean),
      artistId: artists.id,
      artistName: artists.name,
      artistVerified: artists.verified,
      createdAt: tracks.createdAt,
      createdKey,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(...conditions))
    .orderBy(desc(tracks.reviewPriority), asc(tracks.createdAt), asc(tracks.id))
    .limit(opts.limit + 1);
}

export type QueueRow = Awaited<ReturnType<typeof listQueue>>[number];

export async function findTrackForReview(db: Executor, trackId: string) {
  const [row] = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      lyrics: tracks.lyrics,
      textLayers: tracks.textLayers,
      chapters: tracks.chapters,
      language: tracks.language,
      contentType: tracks.islamicContentType,
      declaredInstrumentation: tracks.declaredInstrumentation,
      instrumentation: tracks.instrumentation,
      genre: tracks.genre,
      explicit: tracks.explicit,
      ...recitationColumns,
      status: tracks.status,
      requiresReview: tracks.requiresReview,
      reviewPriority: tracks.reviewPriority,
      stage: tracks.processingStage,
      progress: tracks.processingProgress,
      coverUrl: sql<string | null>`coalesce(${tracks.coverUrl}, ${albums.coverUrl})`,
      durationMs: tracks.durationMs,
      audioFormat: tracks.audioFormat,
      fileSizeBytes: tracks.fileSizeBytes,
      audioFilePath: tracks.audioFilePath,
      waveformPeaks: tracks.waveformPeaks,
      pendingChanges: tracks.pendingChanges,
      rejectionReason: tracks.rejectionReason,
      publishedAt: tracks.publishedAt,
      createdAt: tracks.createdAt,
      artistId: artists.id,
      artistName: artists.name,
      artistVerified: artists.verified,
      artistAvatarUrl: artists.avatarUrl,
      artistOwnerId: artists.ownerUserId,
      artistLabelId: artists.labelId,
      fingerprintChecked: tracks.fingerprintChecked,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

export type ReviewTrackRow = NonNullable<Awaited<ReturnType<typeof findTrackForReview>>>;

/** What approvals of the track count against: its reviewed text, its edit, its genre's number. */
export async function findApprovalBasis(db: Executor, trackId: string) {
  const [row] = await db
    .select({
      text: reviewedTextFields,
      pendingChanges: tracks.pendingChanges,
      approvalsNeeded: genres.approvalsNeeded,
    })
    .from(tracks)
    .innerJoin(genres, eq(genres.slug, tracks.genre))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}

const reviewColumns = {
  id: contentReviews.id,
  status: contentReviews.status,
  islamicComplianceScore: contentReviews.islamicComplianceScore,
  audioQualityScore: contentReviews.audioQualityScore,
  instrumentation: contentReviews.instrumentation,
  notes: contentReviews.reviewNotes,
  rejectionReason: contentReviews.rejectionReason,
  reviewerId: contentReviews.reviewerId,
  reviewerName: users.name,
  reviewedAt: contentReviews.reviewedAt,
};

/** Every review of the track, newest first. */
export async function listReviews(db: Executor, trackId: string) {
  return db
    .select(reviewColumns)
    .from(contentReviews)
    .leftJoin(users, eq(users.id, contentReviews.reviewerId))
    .where(eq(contentReviews.trackId, trackId))
    .orderBy(desc(contentReviews.createdAt), desc(sql`${contentReviews.id}`));
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>[number];

/**
 * The track and its artist, the track's row locked until the transaction ends: a second reviewer
 * deciding at the same time waits here, then finds the decision already made.
 */
export async function lockTrackForDecision(tx: Executor, trackId: string) {
  const [row] = await tx
    .select({
      id: tracks.id,
      title: tracks.title,
      status: tracks.status,
      requiresReview: tracks.requiresReview,
      pendingChanges: tracks.pendingChanges,
      artistId: artists.id,
      artistName: artists.name,
      artistOwnerId: artists.ownerUserId,
      artistLabelId: artists.labelId,
      text: reviewedTextFields,
      approvalsNeeded: genres.approvalsNeeded,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .innerJoin(genres, eq(genres.slug, tracks.genre))
    .where(eq(tracks.id, trackId))
    .for('update', { of: tracks });
  return row ?? null;
}

/**
 * Where each decision takes the track (approved → live, and so on), and its edit
 * waiting for review: an approval applies it, a rejection discards it, a request for changes
 * leaves it to the artist.
 */
function trackChange(
  decision: ReviewDecision,
  reason: string | null,
  now: Date,
  pending: PendingTrackChanges | null,
) {
  switch (decision) {
    case 'approved':
      return {
        status: 'live' as const,
        rejectionReason: null,
        publishedAt: now,
        ...approvedEdit(pending),
      };
    case 'rejected':
      return {
        status: 'rejected' as const,
        rejectionReason: reason,
        publishedAt: null,
        pendingChanges: null,
      };
    case 'needs_revision':
      return { status: 'needs_revision' as const, rejectionReason: null, publishedAt: null };
  }
}

/**
 * A decision on the edit of a live track: the track stays live with the approved version, which
 * an approval replaces by the edit; a rejection discards the edit.
 */
function liveEditChange(decision: ReviewDecision, pending: PendingTrackChanges | null) {
  switch (decision) {
    case 'approved':
      return approvedEdit(pending);
    case 'rejected':
      return { pendingChanges: null };
    case 'needs_revision':
      return {};
  }
}

export async function applyDecision(
  tx: Executor,
  track: { id: string; status: string; pendingChanges: PendingTrackChanges | null },
  decision: ReviewDecision,
  reason: string | null,
  now: Date,
  /** What an approval confirmed the track is made of: listeners see it from now on. */
  instrumentation: Instrumentation | null,
) {
  const trackId = track.id;
  const change =
    track.status === 'live'
      ? liveEditChange(decision, track.pendingChanges)
      : trackChange(decision, reason, now, track.pendingChanges);
  const confirmed = decision === 'approved' && instrumentation ? { instrumentation } : {};
  const [row] = await tx
    .update(tracks)
    .set({ ...change, ...confirmed, requiresReview: false })
    .where(eq(tracks.id, trackId))
    .returning({
      id: tracks.id,
      title: tracks.title,
      status: tracks.status,
      requiresReview: tracks.requiresReview,
      rejectionReason: tracks.rejectionReason,
      publishedAt: tracks.publishedAt,
    });
  if (!row) throw new Error(`track ${trackId} vanished while locked`);
  return row;
}

export async function insertReview(
  tx: Executor,
  values: {
    trackId: string;
    reviewerId: string;
    status: ContentReviewStatus;
    islamicComplianceScore: number;
    audioQualityScore: number;
    instrumentation: Instrumentation | null;
    /** What the decision was on (catalog/review-record.ts). */
    audioHash: string | null;
    textHash: string;
    reviewNotes: string | null;
    rejectionReason: string | null;
    reviewedAt: Date;
  },
) {
  const [row] = await tx.insert(contentReviews).values(values).returning({ id: contentReviews.id });
  if (!row) throw new Error('review not inserted');
  return row.id;
}

/** The users who follow the artist. */
export async function followerIds(db: Executor, artistId: string): Promise<string[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.artistId, artistId));
  return rows.map((r) => r.id);
}

/** The tracks the track's audio likely duplicates, most alike first (processing found them). */
export async function listDuplicateMatches(db: Executor, trackId: string, limit: number) {
  return db
    .select({
      id: tracks.id,
      title: tracks.title,
      artistName: artists.name,
      status: tracks.status,
      similarity: trackDuplicateMatches.similarity,
    })
    .from(trackDuplicateMatches)
    .innerJoin(tracks, eq(tracks.id, trackDuplicateMatches.matchedTrackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(eq(trackDuplicateMatches.trackId, trackId))
    .orderBy(desc(trackDuplicateMatches.similarity), asc(tracks.id))
    .limit(limit);
}

export type DuplicateMatchRow = Awaited<ReturnType<typeof listDuplicateMatches>>[number];
