// The admin console's content, analytics and database pages (/admin/content, /admin/analytics,
// /admin/database; admins only; docs/product/admin.md).
import { z } from 'zod';

import { REVIEW_PRIORITY_MAX, REVIEW_PRIORITY_MIN, adminMessages } from './admin';
import { trackStatuses } from './enums';
import { moderationMessages, REJECTION_REASON_MAX_LENGTH } from './moderation';
import { pageQuery, paginationMessages } from './pagination';

export const ADMIN_TRACKS_MAX_LIMIT = 100;
export const ADMIN_TRACK_SEARCH_MAX_LENGTH = 100;
/** A take-down's reason becomes the track's rejection reason, so it has the same bound. */
export const TAKE_DOWN_REASON_MAX_LENGTH = REJECTION_REASON_MAX_LENGTH;
/** Analytics cover the last 30 UTC days, today included. */
export const ANALYTICS_DAYS = 30;
export const ANALYTICS_TOP = 10;
/** Tables the planner estimates above this many rows are not counted row by row. */
export const EXACT_ROW_COUNT_LIMIT = 100_000;

export const adminConsoleMessages = {
  reasonRequired: 'Please give a reason for taking the track down',
  notLive: 'Only a live track can be taken down',
  notTakenDown: 'Only a track that was taken down can be restored',
  priorityInvalid: `The review priority must be a whole number from ${REVIEW_PRIORITY_MIN} to ${REVIEW_PRIORITY_MAX}`,
} as const;

export const adminConsoleErrorCodes = {
  notLive: 'not_live',
  notTakenDown: 'not_taken_down',
} as const;

// The content page's action names are listed in admin.ts with every other admin action.
export { contentActionNames } from './admin';

export const adminTrackStatusFilters = ['all', ...trackStatuses] as const;
export type AdminTrackStatusFilter = (typeof adminTrackStatusFilters)[number];

export const adminTrackSorts = ['newest', 'oldest', 'plays', 'priority', 'title'] as const;
export type AdminTrackSort = (typeof adminTrackSorts)[number];

/** GET /api/admin/tracks: every track in any state, newest first unless told otherwise. */
export const adminTrackListQuery = pageQuery(25, ADMIN_TRACKS_MAX_LIMIT).extend({
  /** Opaque; from the previous page's `nextCursor`. Longer than most: it may hold a title. */
  cursor: z.string().max(1000, { error: paginationMessages.invalidCursor }).optional(),
  status: z
    .enum(adminTrackStatusFilters, {
      error: `status must be ${adminTrackStatusFilters.slice(0, -1).join(', ')} or ${adminTrackStatusFilters.at(-1)}`,
    })
    .default('all'),
  /** Part of the title or of the artist's name; accents, case and Arabic marks do not matter. */
  q: z
    .string()
    .trim()
    .max(ADMIN_TRACK_SEARCH_MAX_LENGTH, { error: adminMessages.searchTooLong })
    .optional()
    .transform((v) => v || undefined),
  sort: z
    .enum(adminTrackSorts, { error: 'sort must be newest, oldest, plays, priority or title' })
    .default('newest'),
});
export type AdminTrackListQuery = z.infer<typeof adminTrackListQuery>;
export type AdminTrackListQueryInput = z.input<typeof adminTrackListQuery>;

const count = () => z.number().int().nonnegative();

/** One track as the content page lists it. */
export const adminTrack = z
  .object({
    id: z.uuid(),
    title: z.string(),
    coverUrl: z.string().nullable(),
    artist: z.object({ id: z.uuid(), name: z.string() }),
    status: z.enum(trackStatuses),
    requiresReview: z.boolean(),
    reviewPriority: z.number().int(),
    playCount: count(),
    likeCount: count(),
    createdAt: z.iso.datetime({ offset: true }),
    publishedAt: z.iso.datetime({ offset: true }).nullable(),
    rejectionReason: z.string().nullable(),
    /** Rejected by an admin's take-down (not by a review), so it can be restored. */
    takenDown: z.boolean(),
  })
  .meta({ id: 'AdminTrack' });
export type AdminTrack = z.infer<typeof adminTrack>;

/** How many tracks match the search in each state, and in all. */
export const adminTrackCounts = z
  .object(
    Object.fromEntries(adminTrackStatusFilters.map((s) => [s, count()])) as Record<
      AdminTrackStatusFilter,
      ReturnType<typeof count>
    >,
  )
  .meta({ id: 'AdminTrackCounts' });
export type AdminTrackCounts = z.infer<typeof adminTrackCounts>;

export const adminTrackPage = z
  .object({
    tracks: z.array(adminTrack),
    nextCursor: z.string().nullable(),
    counts: adminTrackCounts,
  })
  .meta({ id: 'AdminTrackPage' });
export type AdminTrackPage = z.infer<typeof adminTrackPage>;

export const adminTrackResponse = z
  .object({ track: adminTrack })
  .meta({ id: 'AdminTrackResponse' });
export type AdminTrackResponse = z.infer<typeof adminTrackResponse>;

/** POST /api/admin/tracks/:trackId/take-down: the reason the artist is shown. */
export const takeDownBody = z
  .object({
    reason: z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? adminConsoleMessages.reasonRequired
            : moderationMessages.reasonInvalid,
      })
      .trim()
      .min(1, { error: adminConsoleMessages.reasonRequired })
      .max(TAKE_DOWN_REASON_MAX_LENGTH, { error: moderationMessages.reasonTooLong }),
  })
  .strict()
  .meta({ id: 'TakeDownBody' });
export type TakeDownBody = z.infer<typeof takeDownBody>;

/** PUT /api/admin/tracks/:trackId/review-priority: the moderation queue takes higher first. */
export const reviewPriorityBody = z
  .object({
    reviewPriority: z
      .number({ error: adminConsoleMessages.priorityInvalid })
      .int({ error: adminConsoleMessages.priorityInvalid })
      .min(REVIEW_PRIORITY_MIN, { error: adminConsoleMessages.priorityInvalid })
      .max(REVIEW_PRIORITY_MAX, { error: adminConsoleMessages.priorityInvalid }),
  })
  .strict()
  .meta({ id: 'ReviewPriorityBody' });
export type ReviewPriorityBody = z.infer<typeof reviewPriorityBody>;

/** A UTC day as YYYY-MM-DD. */
const utcDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /api/admin/analytics: the last ANALYTICS_DAYS UTC days, oldest first. */
export const adminAnalytics = z
  .object({
    from: utcDay,
    to: utcDay,
    days: z.array(
      z.object({
        date: utcDay,
        /** Listens started (one stream event each). */
        streams: count(),
        /** Listens long enough to count as a play. */
        plays: count(),
        /** Accounts made that day. */
        newUsers: count(),
      }),
    ),
    totals: z.object({
      streams: count(),
      plays: count(),
      /** Different signed-in listeners. */
      listeners: count(),
      newUsers: count(),
    }),
    /** By streams in the period, most first. */
    topTracks: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        status: z.enum(trackStatuses),
        artist: z.object({ id: z.uuid(), name: z.string() }),
        streams: count(),
      }),
    ),
    topArtists: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        streams: count(),
        /** Different signed-in listeners of the artist's tracks. */
        listeners: count(),
      }),
    ),
  })
  .meta({ id: 'AdminAnalytics' });
export type AdminAnalytics = z.infer<typeof adminAnalytics>;

export const databaseKinds = ['pglite', 'postgresql'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export const databaseTable = z
  .object({
    schema: z.string(),
    name: z.string(),
    rows: count(),
    /** False when the table is large and `rows` is the planner's estimate. */
    rowsExact: z.boolean(),
    /** The table with its indexes and TOAST data, in bytes. */
    totalBytes: count(),
  })
  .meta({ id: 'DatabaseTable' });
export type DatabaseTable = z.infer<typeof databaseTable>;

/** GET /api/admin/database. */
export const adminDatabase = z
  .object({
    kind: z.enum(databaseKinds),
    serverVersion: z.string(),
    sizeBytes: count(),
    exactRowCountLimit: count(),
    /** Largest first. */
    tables: z.array(databaseTable),
    migrations: z.object({
      /** The newest migration applied to this database; null before the first. */
      latest: z
        .object({
          /** Its number, from 0. */
          number: z.number().int().nonnegative(),
          /** drizzle-kit's name for it; null when this server's journal does not know it. */
          tag: z.string().nullable(),
        })
        .nullable(),
      applied: count(),
      /** Migrations this server version ships with. */
      available: count(),
    }),
  })
  .meta({ id: 'AdminDatabase' });
export type AdminDatabase = z.infer<typeof adminDatabase>;
