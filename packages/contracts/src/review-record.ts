// The public face of review (decision 015): who reviewed a live track and when, its review
// history in public form, reviewers' public profiles (verified by an admin), and how many
// distinct reviewers each genre needs before a track goes live.
import { z } from 'zod';

import { reviewDecisions } from './enums';
import { MAX_APPROVALS_NEEDED } from './genres';

export const REVIEWER_NAME_MAX_LENGTH = 80;
export const REVIEWER_ORGANISATION_MAX_LENGTH = 120;
export const REVIEWER_CREDENTIALS_MAX_LENGTH = 1000;

export const reviewRecordMessages = {
  /** Who a review is credited to while its reviewer has no verified public profile. */
  team: 'Sada review team',
  alreadyApproved: 'You have already approved this track. Another reviewer must approve it.',
  approvalRecorded:
    'Approval recorded. This track goes live once enough different reviewers have approved it.',
  publicNameRequired: 'Enter the name listeners will see on your reviews',
  publicNameTooLong: `The name can be at most ${REVIEWER_NAME_MAX_LENGTH} characters`,
  publicNameTaken: 'That name belongs to another reviewer or to Sada',
  organisationTooLong: `The organisation can be at most ${REVIEWER_ORGANISATION_MAX_LENGTH} characters`,
  credentialsTooLong: `The credentials can be at most ${REVIEWER_CREDENTIALS_MAX_LENGTH} characters`,
  reviewerNotFound: 'Reviewer not found',
  noReviewerProfile: 'This account has no reviewer profile yet',
  approvalsInvalid: `Approvals needed must be a whole number from 1 to ${MAX_APPROVALS_NEEDED}`,
} as const;

export const reviewRecordErrorCodes = {
  alreadyApproved: 'already_approved',
  publicNameTaken: 'reviewer_name_taken',
} as const;

/** A reviewer as a record names them: their verified public profile, or the review team. */
export const publicReviewerRef = z
  .object({
    name: z.string(),
    organisation: z.string().nullable(),
    /** Their public profile (/reviewers/{id}); null when credited to the team. */
    profileId: z.uuid().nullable(),
  })
  .meta({ id: 'PublicReviewerRef' });
export type PublicReviewerRef = z.infer<typeof publicReviewerRef>;

/**
 * What a track page shows of its review: 'reviewed' when approvals vouch for exactly the audio
 * and text listeners get; otherwise 'under_review'.
 */
export const reviewRecord = z
  .discriminatedUnion('state', [
    z.object({
      state: z.literal('reviewed'),
      reviewedAt: z.iso.datetime({ offset: true }),
      reviewers: z.array(publicReviewerRef).min(1),
    }),
    z.object({ state: z.literal('under_review') }),
  ])
  .meta({ id: 'ReviewRecord' });
export type ReviewRecord = z.infer<typeof reviewRecord>;

/** GET /api/tracks/{trackId}/reviews: every decision, newest first; scores and notes stay private. */
export const publicReviewHistory = z
  .object({
    reviews: z.array(
      z.object({
        decision: z.enum(reviewDecisions),
        reviewedAt: z.iso.datetime({ offset: true }),
        reviewer: publicReviewerRef,
      }),
    ),
  })
  .meta({ id: 'PublicReviewHistory' });
export type PublicReviewHistory = z.infer<typeof publicReviewHistory>;

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => (value ? value : null));

/** PUT /api/me/reviewer-profile. A change of it waits for an admin to verify it again. */
export const reviewerProfileInput = z
  .object({
    publicName: z
      .string({ error: reviewRecordMessages.publicNameRequired })
      .trim()
      .min(1, { error: reviewRecordMessages.publicNameRequired })
      .max(REVIEWER_NAME_MAX_LENGTH, { error: reviewRecordMessages.publicNameTooLong }),
    organisation: optionalText(
      REVIEWER_ORGANISATION_MAX_LENGTH,
      reviewRecordMessages.organisationTooLong,
    ),
    credentials: optionalText(
      REVIEWER_CREDENTIALS_MAX_LENGTH,
      reviewRecordMessages.credentialsTooLong,
    ),
  })
  .strict();
export type ReviewerProfileInput = z.input<typeof reviewerProfileInput>;

/** A reviewer's own profile, with where its verification stands. */
export const myReviewerProfile = z
  .object({
    profile: z
      .object({
        publicName: z.string(),
        organisation: z.string().nullable(),
        credentials: z.string().nullable(),
        verifiedAt: z.iso.datetime({ offset: true }).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyReviewerProfile' });
export type MyReviewerProfile = z.infer<typeof myReviewerProfile>;

/** GET /api/reviewers/{userId}: a verified reviewer's public profile. */
export const publicReviewerProfile = z
  .object({
    id: z.uuid(),
    publicName: z.string(),
    organisation: z.string().nullable(),
    credentials: z.string().nullable(),
    verifiedAt: z.iso.datetime({ offset: true }),
    /** Live tracks whose current record credits them. */
    reviewedTracks: z.number().int().nonnegative(),
  })
  .meta({ id: 'PublicReviewerProfile' });
export type PublicReviewerProfile = z.infer<typeof publicReviewerProfile>;

/** GET /api/admin/reviewers: every reviewer profile, those awaiting verification first. */
export const adminReviewerList = z
  .object({
    reviewers: z.array(
      z.object({
        userId: z.uuid(),
        accountName: z.string(),
        email: z.string(),
        publicName: z.string(),
        organisation: z.string().nullable(),
        credentials: z.string().nullable(),
        verifiedAt: z.iso.datetime({ offset: true }).nullable(),
        updatedAt: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'AdminReviewerList' });
export type AdminReviewerList = z.infer<typeof adminReviewerList>;

export const reviewerVerification = z.object({ verified: z.boolean() }).strict();

/** GET /api/admin/genres: each genre and the approvals it needs. */
export const genreApprovals = z
  .object({
    genres: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        approvalsNeeded: z.number().int().min(1).max(MAX_APPROVALS_NEEDED),
      }),
    ),
  })
  .meta({ id: 'GenreApprovals' });
export type GenreApprovals = z.infer<typeof genreApprovals>;

export const genreApprovalsInput = z
  .object({
    approvalsNeeded: z
      .number({ error: reviewRecordMessages.approvalsInvalid })
      .int({ error: reviewRecordMessages.approvalsInvalid })
      .min(1, { error: reviewRecordMessages.approvalsInvalid })
      .max(MAX_APPROVALS_NEEDED, { error: reviewRecordMessages.approvalsInvalid }),
  })
  .strict();

/** Where approvals of a track awaiting review stand, for its reviewers. */
export const approvalProgress = z
  .object({
    given: z.number().int().nonnegative(),
    needed: z.number().int().min(1),
    /** The caller approved it already (in this round): someone else must. */
    byYou: z.boolean(),
  })
  .meta({ id: 'ApprovalProgress' });
export type ApprovalProgress = z.infer<typeof approvalProgress>;
