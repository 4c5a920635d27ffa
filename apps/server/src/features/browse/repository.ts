// SQL of the browse page: popular tracks and artists, the listener's own picks and history, and
// the newest public playlists.
import { and, asc, count, desc, eq, inArray, max, notInArray, or, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import {
  artistSummaryFields,
  selectPlaylistSummaries,
  selectTrackSummaries,
} from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { artists, follows, likes, playlists, streamEvents, tracks } from '../../db/schema';

/** How many of the listener's latest plays "Recently played" looks through. */
const RECENT_EVENTS = 50;
/** How many of the listener's latest plays "Jump back in" counts. */
const HISTORY_EVENTS = 500;
/** The genres a listener likes: those of most of the tracks they like. */
const LIKED_GENRES = 3;

export function popularTracks(
  db: Executor,
  hearing: Hearing,
  by: 'plays' | 'likes',
  limit: number,
  exclude: readonly string[] = [],
) {
  return selectTrackSummaries(db)
    .where(
      and(
        liveAndHeard(hearing),
        exclude.length > 0 ? notInArray(tracks.id, [...exclude]) : undefined,
      ),
    )
    .orderBy(
      by === 'plays' ? desc(tracks.playCount) : desc(tracks.likeCount),
      desc(tracks.createdAt),
      asc(tracks.id),
    )
    .limit(limit);
}

/**
 * Live tracks by the artists the listener follows or in the genres they like, most played
 * first; tracks they like already are left out.
 */
export function tracksForListener(db: Executor, hearing: Hearing, userId: string, limit: number) {
  const likedGenres = db
    .select({ genre: tracks.genre })
    .from(likes)
    .innerJoin(tracks, eq(tracks.id, likes.trackId))
    .where(eq(likes.userId, userId))
    .groupBy(tracks.genre)
    .orderBy(desc(count()), asc(tracks.genre))
    .limit(LIKED_GENRES);
  const followed = db
    .select({ artistId: follows.artistId })
    .from(follows)
    .where(eq(follows.followerId, userId));
  return selectTrackSummaries(db)
    .where(
      and(
        liveAndHeard(hearing),
        or(inArray(tracks.artistId, followed), inArray(tracks.genre, likedGenres)),
        sql`NOT EXISTS (SELECT 1 FROM ${likes} WHERE ${likes.userId} = ${userId} AND ${likes.trackId} = ${tracks.id})`,
      ),
    )
    .orderBy(desc(tracks.playCount), asc(tracks.id))
    .limit(limit);
}

/**
 * The listener's latest distinct live tracks, the most recently played first. Their plays are
 * grouped and ordered before the tracks are looked up, so only as many tracks are read as it
 * takes to find `limit` live ones.
 */
export async function recentTrackIds(
  db: Executor,
  hearing: Hearing,
  userId: string,
  limit: number,
) {
  const recent = db
    .select({ trackId: streamEvents.trackId, startedAt: streamEvents.startedAt })
    .from(streamEvents)
    .where(eq(streamEvents.userId, userId))
    .orderBy(desc(streamEvents.startedAt))
    .limit(RECENT_EVENTS)
    .as('recent');
  const lastPlayed = max(recent.startedAt);
  const played = db
    .select({ trackId: recent.trackId, lastPlayed: lastPlayed.as('last_played') })
    .from(recent)
    .groupBy(recent.trackId)
    .orderBy(desc(lastPlayed), asc(recent.trackId))
    .as('played');
  const rows = await db
    .select({ trackId: played.trackId })
    .from(played)
    .innerJoin(tracks, and(eq(tracks.id, played.trackId), liveAndHeard(hearing)))
    .orderBy(desc(played.lastPlayed), asc(played.trackId))
    .limit(limit);
  return rows.map((r) => r.trackId);
}

/**
 * The live tracks the listener played most among their latest plays, apart from `exclude`. As
 * with recentTrackIds, the plays are counted and ordered first and tracks read only until `limit`
 * live ones are found (not one per track in the whole history).
 */
export async function mostPlayedTrackIds(
  db: Executor,
  hearing: Hearing,
  userId: string,
  limit: number,
  exclude: readonly string[],
) {
  const history = db
    .select({ trackId: streamEvents.trackId, startedAt: streamEvents.startedAt })
    .from(streamEvents)
    .where(eq(streamEvents.userId, userId))
    .orderBy(desc(streamEvents.startedAt))
    .limit(HISTORY_EVENTS)
    .as('history');
  const plays = count();
  const lastPlayed = max(history.startedAt);
  const played = db
    .select({
      trackId: history.trackId,
      plays: plays.as('plays'),
      lastPlayed: lastPlayed.as('last_played'),
    })
    .from(history)
    .where(exclude.length > 0 ? notInArray(history.trackId, [...exclude]) : undefined)
    .groupBy(history.trackId)
    .orderBy(desc(plays), desc(lastPlayed), asc(history.trackId))
    .as('played');
  const rows = await db
    .select({ trackId: played.trackId })
    .from(played)
    .innerJoin(tracks, and(eq(tracks.id, played.trackId), liveAndHeard(hearing)))
    .orderBy(desc(played.plays), desc(played.lastPlayed), asc(played.trackId))
    .limit(limit);
  return rows.map((r) => r.trackId);
}

export function popularArtists(db: Executor, limit: number) {
  return db
    .select(artistSummaryFields)
    .from(artists)
    .orderBy(desc(artists.monthlyListeners), desc(artists.id))
    .limit(limit);
}

export function newestPublicPlaylists(db: Executor, limit: number) {
  return selectPlaylistSummaries(db)
    .where(sql`${playlists.isPublic}`)
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(limit);
}
