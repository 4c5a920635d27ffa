// SQL of artists: the list by monthly listeners, one artist, their popular tracks, and follows.
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { artistSummaryFields, selectTrackSummaries } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { artists, follows, tracks } from '../../db/schema';

export interface ArtistCursor {
  monthlyListeners: number;
  id: string;
}

/** Artists by monthly listeners, most first; `limit + 1` rows so the caller sees a next page. */
export function listArtists(db: Executor, limit: number, after: ArtistCursor | null) {
  return db
    .select(artistSummaryFields)
    .from(artists)
    .where(
      after
        ? sql`(${artists.monthlyListeners}, ${artists.id}) < (${after.monthlyListeners}, ${after.id})`
        : undefined,
    )
    .orderBy(desc(artists.monthlyListeners), desc(artists.id))
    .limit(limit + 1);
}

export async function findArtist(db: Executor, artistId: string) {
  const [row] = await db
    .select({ ...artistSummaryFields, bio: artists.bio })
    .from(artists)
    .where(eq(artists.id, artistId));
  return row ?? null;
}

/** The artist's live tracks, most played first. */
export function popularTracks(
  db: Executor,
  hearing: Hearing,
  artistId: string,
  limit: number,
  excludeTrackId?: string,
) {
  return selectTrackSummaries(db)
    .where(
      and(
        eq(tracks.artistId, artistId),
        liveAndHeard(hearing),
        excludeTrackId ? ne(tracks.id, excludeTrackId) : undefined,
      ),
    )
    .orderBy(desc(tracks.playCount), desc(tracks.createdAt), asc(tracks.id))
    .limit(limit);
}

/** Counted from the rows (index follows_artist_id_idx), so it is exact by construction. */
export async function countFollowers(db: Executor, artistId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.artistId, artistId));
  return row?.n ?? 0;
}

export async function isFollowing(db: Executor, userId: string, artistId: string) {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.artistId, artistId)));
  return row !== undefined;
}

/** The artist's id, locked against deletion until the transaction ends; null when unknown. */
export async function lockArtist(db: Executor, artistId: string) {
  const [row] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.id, artistId))
    .for('key share');
  return row ?? null;
}

/** True when the follow is new, false when the user already followed the artist. */
export async function addFollow(db: Executor, userId: string, artistId: string) {
  const rows = await db
    .insert(follows)
    .values({ followerId: userId, artistId })
    .onConflictDoNothing()
    .returning({ id: follows.id });
  return rows.length > 0;
}

export async function removeFollow(db: Executor, userId: string, artistId: string) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, userId), eq(follows.artistId, artistId)));
}
