// Moderation rules: who sees which tracks in the queue, and what a review decision does. A
// decision is one transaction: the review is kept, the track changes state, and the artist (and,
// when it goes live, the artist's followers) are notified; nothing of it happens half.
import { DUPLICATE_MATCHES_SHOWN } from '@sada/contracts/duplicates';
import type { ReviewDecision, TrackStatus } from '@sada/contracts/enums';
import type { Instrumentation } from '@sada/contracts/instrumentation';
import {
  moderationErrorCodes,
  moderationMessages,
  type ModerationQueue,
  type ModerationQueueQuery,
  type ModerationTrack,
  type ReviewResult,
  type ReviewSubmission,
} from '@sada/contracts/moderation';
import {
  reviewRecordErrorCodes,
  reviewRecordMessages,
  type ApprovalProgress,
} from '@sada/contracts/review-record';
import type { PendingTrackChanges } from '@sada/contracts/uploads';
import { z } from 'zod';

import {
  approvalsInRound,
  originalAudioHash,
  textHashOf,
  type ReviewedText,
} from '../../catalog/review-record';
import { approvedEdit } from '../../catalog/track-edits';
import type { Database, Executor } from '../../db/client';
import { decodeCursor, pageOf } from '../../http/cursor';
import { AppError, notFound } from '../../http/errors';
import type { EventBus } from '../../platform/events';
import { can, type Actor } from '../../policy/policy';
import {
  deliverNotifications,
  insertNotifications,
  type CreatedNotification,
} from '../notifications';
import { newEpisodeNotifications } from '../series';
import { decisionNotifications } from './decision-notifications';
import {
  isAwaitingDecision,
  toDuplicateCheck,
  toModerationTrack,
  toQueueItem,
  toTrackReview,
} from './presenter';
import {
  applyDecision,
  findApprovalBasis,
  findTrackForReview,
  followerIds,
  insertReview,
  listDuplicateMatches,
  listQueue,
  listReviews,
  lockTrackForDecision,
} from './repository';

export interface Reviewer extends Actor {
  displayName: string;
}

const queueKey = z.object({
  priority: z.number().int(),
  created: z.string().regex(/^\d{1,20}$/),
  id: z.uuid(),
});

/** Inserted in slices, so an artist with many followers stays within a statement's limits. */
const NOTIFICATION_BATCH = 1000;

const trackNotFound = () => notFound(moderationMessages.trackNotFound);
/**
 * Routes let moderators in; of them, nobody may review a track of their own artist profile, nor a
 * label its own artists' tracks (403).
 */
function checkMayModerate(
  actor: Actor,
  track: { status: TrackStatus; artistOwnerId: string | null; artistLabelId: string | null },
) {
  if (can(actor, 'track:moderate', track)) return;
  if (actor.id === track.artistOwnerId) {
    throw new AppError(403, moderationErrorCodes.ownTrack, moderationMessages.ownTrack);
  }
  throw new AppError(403, moderationErrorCodes.ownArtist, moderationMessages.ownArtist);
}

export function createModerationService(deps: { db: Database; events: EventBus }) {
  const { db, events } = deps;

  return {
    async queue(actor: Actor, query: ModerationQueueQuery): Promise<ModerationQueue> {
      const after = query.cursor ? decodeCursor(query.cursor, queueKey) : null;
      const rows = await listQueue(db, {
        limit: query.limit,
        after,
        // Whose tracks the reviewer may not decide on, it does not see either.
        hideOwner: actor.id,
        hideLabel: actor.role === 'admin' ? null : actor.id,
      });
      const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
        priority: last.reviewPriority,
        created: last.createdKey,
        id: last.id,
      }));
      return { tracks: page.map(toQueueItem), nextCursor };
    },

    async track(actor: Actor, trackId: string): Promise<ModerationTrack> {
      const row = await findTrackForReview(db, trackId);
      if (!row) throw trackNotFound();
      checkMayModerate(actor, row);
      const [reviews, approvals, duplicates] = await Promise.all([
        listReviews(db, trackId),
        approvalProgressOf(db, trackId, actor.id),
        listDuplicateMatches(db, trackId, DUPLICATE_MATCHES_SHOWN),
      ]);
      return {
        ...toModerationTrack(row, reviews, can(actor, 'track:moderate', row)),
        approvals,
        duplicateCheck: toDuplicateCheck(row.fingerprintChecked, duplicates),
      };
    },

    async review(
      reviewer: Reviewer,
      trackId: string,
      submission: ReviewSubmission,
    ): Promise<ReviewResult> {
      const decision = {
        decision: submission.decision,
        islamicComplianceScore: submission.islamicComplianceScore,
        audioQualityScore: submission.audioQualityScore,
        instrumentation: submission.instrumentation ?? null,
        notes: submission.notes?.trim() || null,
        rejectionReason:
          submission.decision === 'rejected' ? submission.rejectionReason?.trim() || null : null,
      };
      const outcome = await db.transaction((tx) => decide(tx, reviewer, trackId, decision));
      await deliverNotifications(events, outcome.created);
      const waiting = outcome.approvals && outcome.approvals.given < outcome.approvals.needed;
      return {
        message: waiting
          ? reviewRecordMessages.approvalRecorded
          : moderationMessages.reviewSubmitted,
        approvals: outcome.approvals,
        review: toTrackReview({
          id: outcome.reviewId,
          status: decision.decision,
          islamicComplianceScore: decision.islamicComplianceScore,
          audioQualityScore: decision.audioQualityScore,
          instrumentation: decision.instrumentation,
          notes: decision.notes,
          rejectionReason: decision.rejectionReason,
          reviewerId: reviewer.id,
          reviewerName: reviewer.displayName,
          reviewedAt: outcome.reviewedAt,
        }),
        track: {
          ...outcome.track,
          publishedAt: outcome.track.publishedAt?.toISOString() ?? null,
        },
      };
    },
  };
}

/** The hashes a decision on the track would be about now (see decide). */
async function hashesUnderReview(
  db: Executor,
  trackId: string,
  basis: { text: ReviewedText; pendingChanges: PendingTrackChanges | null },
) {
  const { pendingChanges: _, ...edited } = approvedEdit(basis.pendingChanges);
  return {
    audioHash: await originalAudioHash(db, trackId),
    textHash: textHashOf({ ...basis.text, ...edited }),
  };
}

async function approvalProgressOf(
  db: Executor,
  trackId: string,
  actorId: string,
): Promise<ApprovalProgress> {
  const basis = await findApprovalBasis(db, trackId);
  if (!basis) throw trackNotFound();
  const approvers = await approvalsInRound(
    db,
    trackId,
    await hashesUnderReview(db, trackId, basis),
  );
  return {
    given: approvers.length,
    needed: basis.approvalsNeeded,
    byYou: approvers.includes(actorId),
  };
}

interface Decision {
  decision: ReviewDecision;
  islamicComplianceScore: number;
  audioQualityScore: number;
  /** Named by an approval (the contract requires it); kept with any decision that names it. */
  instrumentation: Instrumentation | null;
  notes: string | null;
  rejectionReason: string | null;
}

/** Why a track cannot be decided on now, or null when it can. */
function notDecidable(
  track: Parameters<typeof isAwaitingDecision>[0] & { status: TrackStatus },
): AppError | null {
  if (isAwaitingDecision(track)) return null;
  return track.requiresReview && track.status === 'processing'
    ? new AppError(409, moderationErrorCodes.stillProcessing, moderationMessages.stillProcessing)
    : new AppError(409, moderationErrorCodes.alreadyReviewed, moderationMessages.alreadyReviewed);
}

/**
 * The decision, in the caller's transaction: the track's row is locked first, so of two reviewers
 * deciding at once the second finds the track decided (409).
 */
async function decide(tx: Executor, reviewer: Reviewer, trackId: string, decision: Decision) {
  const track = await lockTrackForDecision(tx, trackId);
  if (!track) throw trackNotFound();
  checkMayModerate(reviewer, track);
  const refusal = notDecidable(track);
  if (refusal) throw refusal;

  // What is decided on: the audio stored now, and the text as an approval would leave it.
  const hashes = await hashesUnderReview(tx, trackId, track);
  const reviewedAt = new Date();
  const review = {
    trackId,
    reviewerId: reviewer.id,
    status: decision.decision,
    islamicComplianceScore: decision.islamicComplianceScore,
    audioQualityScore: decision.audioQualityScore,
    instrumentation: decision.instrumentation,
    ...hashes,
    reviewNotes: decision.notes,
    rejectionReason: decision.rejectionReason,
    reviewedAt,
  };
  if (decision.decision === 'approved') {
    const approvers = await approvalsInRound(tx, trackId, hashes);
    if (approvers.includes(reviewer.id)) {
      throw new AppError(
        409,
        reviewRecordErrorCodes.alreadyApproved,
        reviewRecordMessages.alreadyApproved,
      );
    }
    const approvals = { given: approvers.length + 1, needed: track.approvalsNeeded, byYou: true };
    if (approvals.given < approvals.needed) {
      // Not enough distinct reviewers yet: the approval is kept and the track waits as it was.
      const reviewId = await insertReview(tx, review);
      return {
        reviewId,
        reviewedAt,
        approvals,
        track: {
          id: track.id,
          status: track.status,
          requiresReview: track.requiresReview,
          rejectionReason: null,
          publishedAt: null,
        },
        created: [] as CreatedNotification[],
      };
    }
  }

  const { title, ...updated } = await applyDecision(
    tx,
    track,
    decision.decision,
    decision.rejectionReason,
    reviewedAt,
    decision.instrumentation,
  );
  const reviewId = await insertReview(tx, review);
  const approvals =
    decision.decision === 'approved'
      ? { given: track.approvalsNeeded, needed: track.approvalsNeeded, byYou: true }
      : null;
  // An approved edit of a live track is no new release: only the artist hears of it.
  const newRelease = decision.decision === 'approved' && track.status !== 'live';
  // A new episode is news to its series' followers; they hear of it once, as an episode.
  const episodeNews = (
    newRelease ? await newEpisodeNotifications(tx, [{ id: track.id, title }]) : []
  ).filter((item) => item.userId !== track.artistOwnerId);
  const toldOfEpisode = new Set(episodeNews.map((item) => item.userId));
  const followers = (newRelease ? await followerIds(tx, track.artistId) : []).filter(
    (userId) => !toldOfEpisode.has(userId),
  );
  const items = [
    ...decisionNotifications(
      { ...track, title },
      decision.decision,
      decision,
      followers,
      track.status === 'live',
    ),
    ...episodeNews,
  ];
  const created: CreatedNotification[] = [];
  for (let i = 0; i < items.length; i += NOTIFICATION_BATCH) {
    created.push(...(await insertNotifications(tx, items.slice(i, i + NOTIFICATION_BATCH))));
  }
  return { track: updated, reviewId, reviewedAt, approvals, created };
}
