// SQL of the admin and label dashboards. The admin figures come from one statement, so they
// describe one moment of the database.
import {
  ADMIN_ACTIVE_DAYS,
  LABEL_REVIEW_LIST,
  LABEL_STREAM_DAYS,
} from '@sada/contracts/dashboards';
import { and, asc, count, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { artists, follows, playlists, profiles, streamEvents, tracks } from '../../db/schema';

const DAY_MS = 86_400_000;

/** A scalar subquery's count, as a number. */
const countOf = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** A timestamp parameter, written out so every driver binds it the same way. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Tracks waiting in the moderation queue: requires_review, processing or qc, or live with
 * an edit waiting for review.
 */
const awaitingReview = sql`${tracks.requiresReview} AND (${tracks.status} IN ('processing', 'qc') OR (${tracks.status} = 'live' AND ${tracks.pendingChanges} IS NOT NULL))`;

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function adminFigures(db: Executor, now: Date) {
  const since = at(new Date(now.getTime() - ADMIN_ACTIVE_DAYS * DAY_MS));
  const [row] = await db
    .select({
      totalUsers: countOf(sql`select count(*) from ${profiles}`),
      activeThisMonth: countOf(
        sql`select count(*) from ${profiles} where ${profiles.updatedAt} >= ${since}`,
      ),
      totalTracks: countOf(sql`select count(*) from ${tracks}`),
      pendingReview: countOf(sql`select count(*) from ${tracks} where ${awaitingReview}`),
      liveTracks: countOf(sql`select count(*) from ${tracks} where ${tracks.status} = 'live'`),
      totalArtists: countOf(sql`select count(*) from ${artists}`),
      activeArtists: countOf(sql`select count(*) from ${artists} where exists (
        select 1 from ${tracks} where ${tracks.artistId} = ${artists.id}
          and (${tracks.createdAt} >= ${since} or exists (
            select 1 from ${streamEvents}
            where ${streamEvents.trackId} = ${tracks.id} and ${streamEvents.startedAt} >= ${since})))`),
      playlistsCreated: countOf(sql`select count(*) from ${playlists}`),
      todayStreams: countOf(
        sql`select count(*) from ${streamEvents}
            where ${streamEvents.startedAt} >= ${at(startOfUtcDay(now))}`,
      ),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('The admin figures query returned no row');
  return row;
}

export function labelArtists(db: Executor, labelId: string) {
  return db
    .select({
      id: artists.id,
      name: artists.name,
      avatarUrl: artists.avatarUrl,
      verified: artists.verified,
      monthlyListeners: artists.monthlyListeners,
      followers: countOf(
        sql`select count(*) from ${follows} where ${follows.artistId} = ${artists.id}`,
      ),
      releases: countOf(
        sql`select count(*) from ${tracks}
            where ${tracks.artistId} = ${artists.id} and ${tracks.status} = 'live'`,
      ),
    })
    .from(artists)
    .where(eq(artists.labelId, labelId))
    .orderBy(desc(artists.monthlyListeners), asc(artists.name), asc(artists.id));
}

export async function labelPendingReviews(db: Executor, artistIds: string[]): Promise<number> {
  if (artistIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(tracks)
    .where(and(inArray(tracks.artistId, artistIds), awaitingReview));
  return row?.n ?? 0;
}

export async function labelStreams(db: Executor, artistIds: string[], now: Date) {
  if (artistIds.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(streamEvents)
    .innerJoin(tracks, eq(tracks.id, streamEvents.trackId))
    .where(
      and(
        inArray(tracks.artistId, artistIds),
        gte(streamEvents.startedAt, new Date(now.getTime() - LABEL_STREAM_DAYS * DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** The latest tracks of the artists, failed uploads left out: they never reached review. */
export function labelRecentTracks(db: Executor, artistIds: string[]) {
  if (artistIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      trackId: tracks.id,
      title: tracks.title,
      status: tracks.status,
      reviewPriority: tracks.reviewPriority,
      createdAt: tracks.createdAt,
      artistName: artists.name,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(and(inArray(tracks.artistId, artistIds), ne(tracks.status, 'failed')))
    .orderBy(desc(tracks.createdAt), desc(tracks.id))
    .limit(LABEL_REVIEW_LIST);
}
