import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { isLive, playableTrackFields } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import {
  albums,
  artists,
  listeningPositions,
  series,
  seriesEpisodes,
  seriesFollows,
  tracks,
} from '../../db/schema';

/** A series with its artist, its cover and how many live episodes it has. */
export const seriesFields = {
  id: series.id,
  title: series.title,
  description: series.description,
  kind: series.kind,
  language: series.language,
  ordering: series.ordering,
  followerCount: series.followerCount,
  approvedAt: series.approvedAt,
  pendingChanges: series.pendingChanges,
  reviewNote: series.reviewNote,
  reviewRequestedAt: series.reviewRequestedAt,
  createdAt: series.createdAt,
  updatedAt: series.updatedAt,
  artistId: artists.id,
  artistName: artists.name,
  artistVerified: artists.verified,
  artistOwnerId: artists.ownerUserId,
  coverUrl: sql<string | null>`(
    SELECT coalesce(${tracks.coverUrl}, ${albums.coverUrl})
    FROM ${seriesEpisodes}
    JOIN ${tracks} ON ${tracks.id} = ${seriesEpisodes.trackId}
    LEFT JOIN ${albums} ON ${albums.id} = ${tracks.albumId}
    WHERE ${seriesEpisodes.seriesId} = ${series.id}
      AND coalesce(${tracks.coverUrl}, ${albums.coverUrl}) IS NOT NULL AND ${isLive}
    ORDER BY ${seriesEpisodes.position} LIMIT 1)`,
  episodeCount: sql<number>`(
    SELECT count(*)::int FROM ${seriesEpisodes}
    JOIN ${tracks} ON ${tracks.id} = ${seriesEpisodes.trackId}
    WHERE ${seriesEpisodes.seriesId} = ${series.id} AND ${isLive})`,
};

/** A series listeners may see: one a reviewer approved, with a live episode. */
export const listenerVisible = sql`(${series.approvedAt} IS NOT NULL AND EXISTS (
  SELECT 1 FROM ${seriesEpisodes} JOIN ${tracks} ON ${tracks.id} = ${seriesEpisodes.trackId}
  WHERE ${seriesEpisodes.seriesId} = ${series.id} AND ${isLive}))`;

export type SeriesRow = Awaited<ReturnType<typeof findSeries>> & object;

export function selectSeries(db: Executor) {
  return db.select(seriesFields).from(series).innerJoin(artists, eq(artists.id, series.artistId));
}

export async function findSeries(db: Executor, seriesId: string) {
  const [row] = await selectSeries(db).where(eq(series.id, seriesId));
  return row ?? null;
}

/** An artist's series, newest first; with `liveOnly`, only those listeners may see. */
export function listArtistSeries(db: Executor, artistId: string, liveOnly: boolean) {
  return selectSeries(db)
    .where(and(eq(series.artistId, artistId), liveOnly ? listenerVisible : undefined))
    .orderBy(desc(series.createdAt), asc(series.id));
}

/** The series the listener follows that listeners may see, recently followed first. */
export function listFollowedSeries(db: Executor, userId: string) {
  return selectSeries(db)
    .innerJoin(
      seriesFollows,
      and(eq(seriesFollows.seriesId, series.id), eq(seriesFollows.userId, userId)),
    )
    .where(listenerVisible)
    .orderBy(desc(seriesFollows.createdAt), asc(series.id));
}

/** Series listeners may see, recently updated first (browse). */
export function listRecentSeries(db: Executor, limit: number) {
  return selectSeries(db)
    .where(listenerVisible)
    .orderBy(desc(series.updatedAt), asc(series.id))
    .limit(limit);
}

/**
 * The episodes in order, with what the policy needs to decide who may play each; with a
 * hearing, only the live ones within it (everyone but the artist).
 */
export function listEpisodes(db: Executor, seriesId: string, hearing: Hearing | null) {
  return db
    .select({ ...playableTrackFields, position: seriesEpisodes.position })
    .from(seriesEpisodes)
    .innerJoin(tracks, eq(tracks.id, seriesEpisodes.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(eq(seriesEpisodes.seriesId, seriesId), hearing ? liveAndHeard(hearing) : undefined))
    .orderBy(asc(seriesEpisodes.position));
}

export function findPositionsOf(db: Executor, userId: string, trackIds: string[]) {
  if (trackIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      trackId: listeningPositions.trackId,
      positionMs: listeningPositions.positionMs,
      played: listeningPositions.played,
    })
    .from(listeningPositions)
    .where(
      and(eq(listeningPositions.userId, userId), inArray(listeningPositions.trackId, trackIds)),
    );
}

export async function isFollowing(db: Executor, userId: string, seriesId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(seriesFollows)
    .where(and(eq(seriesFollows.userId, userId), eq(seriesFollows.seriesId, seriesId)));
  return (row?.n ?? 0) > 0;
}

/** Of `trackIds`, those of the artist, and those already episodes of another series. */
export async function checkEpisodeTracks(
  db: Executor,
  artistId: string,
  seriesId: string,
  trackIds: string[],
) {
  const current = await db
    .select({ trackId: seriesEpisodes.trackId })
    .from(seriesEpisodes)
    .where(eq(seriesEpisodes.seriesId, seriesId));
  const before = new Set(current.map((row) => row.trackId));
  if (trackIds.length === 0)
    return { owned: new Set<string>(), elsewhere: new Set<string>(), live: new Map(), before };
  const rows = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      status: tracks.status,
      artistId: tracks.artistId,
      seriesId: seriesEpisodes.seriesId,
    })
    .from(tracks)
    .leftJoin(seriesEpisodes, eq(seriesEpisodes.trackId, tracks.id))
    .where(inArray(tracks.id, trackIds));
  return {
    before,
    live: new Map(rows.filter((r) => r.status === 'live').map((r) => [r.id, r.title])),
    owned: new Set(rows.filter((r) => r.artistId === artistId).map((r) => r.id)),
    elsewhere: new Set(
      rows.filter((r) => r.seriesId !== null && r.seriesId !== seriesId).map((r) => r.id),
    ),
  };
}

/** Replaces the episodes with `trackIds`, in that order. */
export async function replaceEpisodes(db: Executor, seriesId: string, trackIds: string[]) {
  await db.delete(seriesEpisodes).where(eq(seriesEpisodes.seriesId, seriesId));
  if (trackIds.length > 0) {
    await db
      .insert(seriesEpisodes)
      .values(trackIds.map((trackId, index) => ({ seriesId, trackId, position: index + 1 })));
  }
  await db.update(series).set({ updatedAt: new Date() }).where(eq(series.id, seriesId));
}

/** Follows or unfollows; the follower count moves only when the row does. */
export async function setFollow(db: Executor, userId: string, seriesId: string, follow: boolean) {
  const changed = follow
    ? await db.insert(seriesFollows).values({ userId, seriesId }).onConflictDoNothing().returning()
    : await db
        .delete(seriesFollows)
        .where(and(eq(seriesFollows.userId, userId), eq(seriesFollows.seriesId, seriesId)))
        .returning();
  if (changed.length > 0) {
    await db
      .update(series)
      .set({ followerCount: sql`${series.followerCount} + ${follow ? 1 : -1}` })
      .where(eq(series.id, seriesId));
  }
  const [row] = await db
    .select({ followerCount: series.followerCount })
    .from(series)
    .where(eq(series.id, seriesId));
  return row?.followerCount ?? 0;
}

/** The live episodes of a series in order, with what a podcast feed says of each. */
export function listFeedEpisodes(db: Executor, seriesId: string) {
  return db
    .select({
      id: tracks.id,
      title: tracks.title,
      position: seriesEpisodes.position,
      durationMs: tracks.durationMs,
      publishedAt: sql<Date>`coalesce(${tracks.publishedAt}, ${tracks.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      coverUrl: sql<string | null>`coalesce(${tracks.coverUrl}, ${albums.coverUrl})`,
      explicit: tracks.explicit,
      hasChapters: sql<boolean>`${tracks.chapters} IS NOT NULL`,
    })
    .from(seriesEpisodes)
    .innerJoin(tracks, eq(tracks.id, seriesEpisodes.trackId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(eq(seriesEpisodes.seriesId, seriesId), isLive))
    .orderBy(asc(seriesEpisodes.position));
}
