// Role dashboards with real figures (docs/product/artists-and-labels.md, "Dashboards").
import { z } from 'zod';

import { processingStages, trackStatuses, type TrackStatus } from './enums';
import { platformHealth } from './system';

/** Plays per day are shown for the last 28 days, today included. */
export const ARTIST_DASHBOARD_DAYS = 28;
/** Monthly listeners: distinct signed-in listeners in the last 30 days. */
export const MONTHLY_LISTENER_DAYS = 30;
export const ARTIST_DASHBOARD_TOP_TRACKS = 5;
export const ARTIST_DASHBOARD_RECENT_UPLOADS = 5;

const dashboardTrack = z.object({
  id: z.uuid(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  status: z.enum(trackStatuses),
  playCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
});

export const artistDashboard = z
  .object({
    artist: z.object({
      id: z.uuid(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      verified: z.boolean(),
    }),
    totals: z.object({
      plays: z.number().int().nonnegative(),
      likes: z.number().int().nonnegative(),
      followers: z.number().int().nonnegative(),
      monthlyListeners: z.number().int().nonnegative(),
      tracks: z.number().int().nonnegative(),
    }),
    /** Oldest first, one entry per UTC day, days without plays included as 0. */
    playsPerDay: z.array(z.object({ date: z.iso.date(), plays: z.number().int().nonnegative() })),
    uploadsByStatus: z.object(
      Object.fromEntries(trackStatuses.map((s) => [s, z.number().int().nonnegative()])) as Record<
        (typeof trackStatuses)[number],
        z.ZodNumber
      >,
    ),
    topTracks: z.array(dashboardTrack),
    recentUploads: z.array(
      dashboardTrack.extend({
        stage: z.enum(processingStages),
        progress: z.number().int().min(0).max(100),
        createdAt: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'ArtistDashboard' });
export type ArtistDashboard = z.infer<typeof artistDashboard>;

/** 'Active' in the admin figures: within the last 30 days. */
export const ADMIN_ACTIVE_DAYS = 30;
/** The label's streams are counted over the last 30 days. */
export const LABEL_STREAM_DAYS = 30;
/** How many of the label's artists' latest tracks the review status list shows. */
export const LABEL_REVIEW_LIST = 10;

const count = () => z.number().int().nonnegative();

/**
 * The admin dashboard's figures, counted live:
 * - totalUsers: profiles; activeThisMonth: profiles updated in the last 30 days;
 * - pendingReview: tracks waiting in the moderation queue, i.e. requires_review and status
 *   processing or qc. In Sada every content_reviews row is a decision already taken,
 *   so the queue, not that table, says what is pending;
 * - liveTracks: tracks with status live. The prototype took total − pending; the real count
 *   leaves out rejected, failed and returned tracks, which are neither;
 * - todayStreams: stream_events started since 00:00 UTC today;
 * - activeArtists: artists with a play of one of their tracks, or a new track, in the last
 *   30 days.
 */
export const adminDashboard = z
  .object({
    totalUsers: count(),
    activeThisMonth: count(),
    totalTracks: count(),
    pendingReview: count(),
    liveTracks: count(),
    totalArtists: count(),
    activeArtists: count(),
    playlistsCreated: count(),
    todayStreams: count(),
    health: platformHealth,
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboard>;

/**
 * Where a track stands in review, as the label's list says it: waiting (processing or
 * qc), approved (approved or live), sent back for revision, or rejected.
 */
export const labelReviewStatuses = ['pending', 'approved', 'revision', 'rejected'] as const;
export type LabelReviewStatus = (typeof labelReviewStatuses)[number];

export function labelReviewStatusOf(status: TrackStatus): LabelReviewStatus | null {
  switch (status) {
    case 'processing':
    case 'qc':
      return 'pending';
    case 'approved':
    case 'live':
      return 'approved';
    case 'needs_revision':
      return 'revision';
    case 'rejected':
      return 'rejected';
    default:
      return null;
  }
}

/** tracks.review_priority as a level: 0 and below low, 1 medium, 2 and above high. */
export const reviewPriorities = ['low', 'medium', 'high'] as const;
export type ReviewPriority = (typeof reviewPriorities)[number];

export function reviewPriorityOf(value: number): ReviewPriority {
  if (value >= 2) return 'high';
  return value >= 1 ? 'medium' : 'low';
}

export const labelDashboard = z
  .object({
    totals: z.object({
      artists: count(),
      /** Live tracks of the label's artists. */
      releases: count(),
      /** The label's artists' tracks waiting in the moderation queue. */
      pendingReviews: count(),
      /** Plays of the label's artists' tracks in the last 30 days. */
      streams: count(),
    }),
    artists: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        avatarUrl: z.string().nullable(),
        verified: z.boolean(),
        followers: count(),
        monthlyListeners: count(),
        releases: count(),
      }),
    ),
    /** The label's artists' latest tracks that are in or through review, newest first. */
    reviews: z.array(
      z.object({
        trackId: z.uuid(),
        title: z.string(),
        artistName: z.string(),
        status: z.enum(labelReviewStatuses),
        priority: z.enum(reviewPriorities),
        submittedAt: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .meta({ id: 'LabelDashboard' });
export type LabelDashboard = z.infer<typeof labelDashboard>;
