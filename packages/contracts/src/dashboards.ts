// Role dashboards with real figures (001 §2 Dashboard; DESIGN §1: not the prototype's demo data).
import { z } from 'zod';

import { processingStages, trackStatuses } from './enums';

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
