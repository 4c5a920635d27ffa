// Content moderation (docs/product/catalogue-and-review.md, "Moderation queue"): the review
// queue, one track as a reviewer sees it, and the decision.
import { z } from 'zod';

import { chapter } from './chapters';
import { duplicateCheck } from './duplicates';
import {
  audioFormats,
  contentReviewStatuses,
  islamicContentTypes,
  processingStages,
  reviewDecisions,
  trackLanguages,
  trackStatuses,
} from './enums';
import { instrumentation, instrumentationMessages, instrumentations } from './instrumentation';
import { pageQuery } from './pagination';
import { recitationDetails } from './recitation';
import { approvalProgress } from './review-record';
import { pendingSeriesChanges, seriesDetails } from './series';
import { textLayer } from './text-layers';
import { pendingTrackChanges } from './uploads';

/** Both scores are whole numbers from 1 to 10, 8 unless the reviewer says otherwise. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;
export const REVIEW_SCORE_DEFAULT = 8;
export const REVIEW_NOTES_MAX_LENGTH = 2000;
export const REJECTION_REASON_MAX_LENGTH = 500;

export const MODERATION_QUEUE_MAX_LIMIT = 100;

/** The queue holds tracks that require review and are processing or in quality control. */
export const reviewableStatuses = ['processing', 'qc'] as const;
/**
 * The queue also holds live tracks whose artist edited their details: the edit waits for review
 * while listeners keep the approved version.
 */
export const queuedStatuses = [...reviewableStatuses, 'live'] as const;

export const moderationMessages = {
  accessDenied: "Access denied: You don't have permission to access content moderation",
  reviewSubmitted: 'Review submitted',
  allCaughtUp: 'All caught up!',
  loadFailed: 'Error: Failed to load tracks for review',
  decisionRequired: 'Choose a decision: approved, rejected or needs revision',
  reasonRequired: 'Please give a reason for the rejection',
  reasonTooLong: `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters`,
  notesTooLong: `The notes can be at most ${REVIEW_NOTES_MAX_LENGTH} characters`,
  notesInvalid: 'The notes must be text',
  reasonInvalid: 'The reason must be text',
  ownArtist: 'A label cannot review the tracks of its own artists',
  ownTrack: 'You cannot review your own track',
  alreadyReviewed: 'This track is no longer waiting for review',
  stillProcessing: 'This track is still being processed. Review it once processing has finished.',
  trackNotFound: 'Track not found',
  seriesDecisionRequired: 'Choose a decision: approve or reject',
  ownSeries: 'You cannot review your own series',
  ownArtistSeries: 'A label cannot review the series of its own artists',
  seriesNotWaiting: 'This series is no longer waiting for review',
  seriesApproved: 'Series approved',
  seriesChangesApproved: 'Changes approved: listeners now see them',
  seriesRejected: 'Series not approved',
  seriesChangesRejected: 'Changes not approved: listeners keep the approved details',
} as const;

export const moderationErrorCodes = {
  ownArtist: 'own_artist',
  ownTrack: 'own_track',
  alreadyReviewed: 'already_reviewed',
  stillProcessing: 'still_processing',
  ownSeries: 'own_series',
} as const;

const score = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(REVIEW_SCORE_MIN, { error: `${name} must be at least ${REVIEW_SCORE_MIN}` })
    .max(REVIEW_SCORE_MAX, { error: `${name} must be at most ${REVIEW_SCORE_MAX}` });

const notes = z
  .string({ error: moderationMessages.notesInvalid })
  .trim()
  .max(REVIEW_NOTES_MAX_LENGTH, { error: moderationMessages.notesTooLong });
const rejectionReason = z
  .string({ error: moderationMessages.reasonInvalid })
  .trim()
  .max(REJECTION_REASON_MAX_LENGTH, { error: moderationMessages.reasonTooLong });

/**
 * POST /api/moderation/tracks/:trackId/reviews. The reason counts only for a rejection, which
 * needs one; missing scores are the default 8.
 */
export const reviewSubmission = z
  .object({
    islamicComplianceScore: score('islamicComplianceScore').default(REVIEW_SCORE_DEFAULT),
    audioQualityScore: score('audioQualityScore').default(REVIEW_SCORE_DEFAULT),
    decision: z.enum(reviewDecisions, { error: moderationMessages.decisionRequired }),
    /** The instrumentation as the reviewer heard it: an approval must name it. */
    instrumentation: instrumentation.nullish(),
    notes: notes.nullish(),
    rejectionReason: rejectionReason.nullish(),
  })
  .strict()
  .superRefine((review, ctx) => {
    if (review.decision === 'approved' && !review.instrumentation) {
      ctx.addIssue({
        code: 'custom',
        path: ['instrumentation'],
        message: instrumentationMessages.confirmRequired,
      });
    }
    if (review.decision === 'rejected' && !review.rejectionReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['rejectionReason'],
        message: moderationMessages.reasonRequired,
      });
    }
  });
export type ReviewSubmission = z.output<typeof reviewSubmission>;
export type ReviewSubmissionInput = z.input<typeof reviewSubmission>;

/** The review form before anything is chosen (the form resets to these). */
export const reviewFormDefaults = {
  islamicComplianceScore: REVIEW_SCORE_DEFAULT,
  audioQualityScore: REVIEW_SCORE_DEFAULT,
  notes: '',
  rejectionReason: '',
} as const satisfies Partial<ReviewSubmissionInput>;

export const moderationQueueQuery = pageQuery(50, MODERATION_QUEUE_MAX_LIMIT);
export type ModerationQueueQuery = z.infer<typeof moderationQueueQuery>;

const artistRef = z.object({ id: z.uuid(), name: z.string(), verified: z.boolean() });

/** A track waiting for review, as the queue lists it (with the artist's name and flag). */
export const moderationQueueItem = z
  .object({
    id: z.uuid(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    status: z.enum(trackStatuses),
    contentType: z.enum(islamicContentTypes),
    language: z.enum(trackLanguages),
    durationMs: z.number().int().nonnegative().nullable(),
    reviewPriority: z.number().int(),
    /** True when what waits is an edit of a live track's details rather than the track itself. */
    editPending: z.boolean(),
    artist: artistRef,
    /** When the track was uploaded: the queue is oldest first within a priority. */
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ModerationQueueItem' });
export type ModerationQueueItem = z.infer<typeof moderationQueueItem>;

/** Highest priority first, then oldest first. */
export const moderationQueue = z
  .object({ tracks: z.array(moderationQueueItem), nextCursor: z.string().nullable() })
  .meta({ id: 'ModerationQueue' });
export type ModerationQueue = z.infer<typeof moderationQueue>;

/** One review of a track; every review is kept, so these are its history. */
export const trackReview = z
  .object({
    id: z.uuid(),
    status: z.enum(contentReviewStatuses),
    islamicComplianceScore: z.number().int().nullable(),
    audioQualityScore: z.number().int().nullable(),
    /** The instrumentation this review confirmed (approvals since it was asked). */
    instrumentation: z.enum(instrumentations).nullable(),
    notes: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    /** Null when the reviewer's account is gone. */
    reviewer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    reviewedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'TrackReview' });
export type TrackReview = z.infer<typeof trackReview>;

/** A track as the reviewer sees it: everything about it, its audio, and its review history. */
export const moderationTrack = z
  .object({
    id: z.uuid(),
    title: z.string(),
    lyrics: z.string().nullable(),
    /** The text layers of the approved version, with their timings (a change is in pendingChanges). */
    textLayers: z.array(textLayer),
    /** The chapters of the approved version (a change is in pendingChanges). */
    chapters: z.array(chapter),
    language: z.enum(trackLanguages),
    contentType: z.enum(islamicContentTypes),
    /** What the artist declared the track is made of: the reviewer confirms or corrects it. */
    declaredInstrumentation: z.enum(instrumentations).nullable(),
    /** What the last approval confirmed; null for a track never approved with one. */
    instrumentation: z.enum(instrumentations).nullable(),
    genre: z.string(),
    explicit: z.boolean(),
    /** Where a Quranic recitation comes from (the approved version); null for other genres. */
    recitation: recitationDetails.nullable(),
    status: z.enum(trackStatuses),
    /** True while a decision can be made: it requires review and has finished processing. */
    awaitingReview: z.boolean(),
    reviewPriority: z.number().int(),
    processing: z.object({
      stage: z.enum(processingStages),
      progress: z.number().int().min(0).max(100),
    }),
    coverUrl: z.string().nullable(),
    durationMs: z.number().int().nonnegative().nullable(),
    audioFormat: z.enum(audioFormats).nullable(),
    fileSizeBytes: z.number().int().nonnegative().nullable(),
    /** Peak levels from 0 to 1 over the length of the track; null until processed. */
    waveform: z.array(z.number().min(0).max(1)).nullable(),
    /**
     * Where a signed, expiring URL of the audio is asked for (GET, with the session); null while
     * the track has no audio. Moderators may play tracks that are not live.
     */
    streamUrl: z.string().nullable(),
    /** `ownerId`: the account that owns the artist profile; nobody reviews their own tracks. */
    artist: artistRef.extend({ avatarUrl: z.string().nullable(), ownerId: z.uuid().nullable() }),
    /**
     * The artist's edit waiting for review: the fields that change and their new values. The
     * fields above are the approved version listeners see; an approval applies the edit.
     */
    pendingChanges: pendingTrackChanges.nullable(),
    rejectionReason: z.string().nullable(),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** Newest first. */
    reviews: z.array(trackReview),
    /**
     * Whether the caller may decide on this track, by the rule the server enforces: never on their
     * own artist profile's tracks, and a label never on its own artists'.
     */
    canDecide: z.boolean(),
    /** Distinct approvals of what is under review now, of those its genre needs. */
    approvals: approvalProgress,
    /** Other tracks the audio is likely a copy of, by its acoustic fingerprint. */
    duplicateCheck,
  })
  .meta({ id: 'ModerationTrack' });
export type ModerationTrack = z.infer<typeof moderationTrack>;

/** What a decision did: the review as saved and where the track now stands. */
export const reviewResult = z
  .object({
    message: z.string(),
    /** Where approvals stand after an approval (null for other decisions). */
    approvals: approvalProgress.nullable(),
    review: trackReview,
    track: z.object({
      id: z.uuid(),
      status: z.enum(trackStatuses),
      requiresReview: z.boolean(),
      rejectionReason: z.string().nullable(),
      publishedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  })
  .meta({ id: 'ReviewResult' });
export type ReviewResult = z.infer<typeof reviewResult>;

/** The decisions on a series: its details (new, or an edit) are approved or turned down. */
export const seriesDecisions = ['approve', 'reject'] as const;
export type SeriesDecision = (typeof seriesDecisions)[number];

/** POST /api/moderation/series/:seriesId/decision. A rejection needs a reason. */
export const seriesDecisionSubmission = z
  .object({
    decision: z.enum(seriesDecisions, { error: moderationMessages.seriesDecisionRequired }),
    reason: rejectionReason.nullish(),
  })
  .strict()
  .superRefine((submission, ctx) => {
    if (submission.decision === 'reject' && !submission.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: moderationMessages.reasonRequired,
      });
    }
  });
export type SeriesDecisionSubmission = z.output<typeof seriesDecisionSubmission>;

/**
 * A series waiting for review: a new one (`approved` null, `proposed` holds every detail) or the
 * edit of an approved one (`approved` is what listeners read, `proposed` only what changes).
 */
export const moderationSeriesItem = z
  .object({
    id: z.uuid(),
    artist: artistRef,
    approved: seriesDetails.nullable(),
    proposed: pendingSeriesChanges,
    /** Why a reviewer turned down the version before this one, if one did. */
    previousNote: z.string().nullable(),
    /** Live episodes: what listeners would find in it. */
    episodeCount: z.number().int().nonnegative(),
    /** When it started waiting: the list is oldest first. */
    waitingSince: z.iso.datetime({ offset: true }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ModerationSeriesItem' });
export type ModerationSeriesItem = z.infer<typeof moderationSeriesItem>;

/** GET /api/moderation/series: oldest first, at most MODERATION_QUEUE_MAX_LIMIT. */
export const moderationSeriesQueue = z
  .object({ series: z.array(moderationSeriesItem) })
  .meta({ id: 'ModerationSeriesQueue' });
export type ModerationSeriesQueue = z.infer<typeof moderationSeriesQueue>;

export const seriesDecisionResult = z
  .object({
    message: z.string(),
    seriesId: z.uuid(),
    decision: z.enum(seriesDecisions),
  })
  .meta({ id: 'SeriesDecisionResult' });
export type SeriesDecisionResult = z.infer<typeof seriesDecisionResult>;
