// SQL of track likes. tracks.like_count changes only with a row really inserted or deleted, in
// the same transaction, so it stays exact.
import { and, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { likes, tracks } from '../../db/schema';

export async function hasLike(db: Executor, userId: string, trackId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.userId, userId), eq(likes.trackId, trackId)));
  return row !== undefined;
}

/** The ids among `trackIds` the user likes (index likes_user_track_key). */
export async function likedTrackIds(
  db: Executor,
  userId: string,
  trackIds: readonly string[],
): Promise<Set<string>> {
  if (trackIds.length === 0) return new Set();
  const rows = await db
    .select({ trackId: likes.trackId })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.trackId, [...trackIds])));
  return new Set(rows.flatMap((row) => (row.trackId ? [row.trackId] : [])));
}

/** True when the like is new. */
export async function insertLike(tx: Executor, userId: string, trackId: string): Promise<boolean> {
  const rows = await tx
    .insert(likes)
    .values({ userId, trackId })
    .onConflictDoNothing({ target: [likes.userId, likes.trackId] })
    .returning({ id: likes.id });
  return rows.length === 1;
}

/** True when there was a like to delete. */
export async function deleteLike(tx: Executor, userId: string, trackId: string): Promise<boolean> {
  const rows = await tx
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.trackId, trackId)))
    .returning({ id: likes.id });
  return rows.length === 1;
}

/** Adds `delta` to the track's like count and returns the new count. */
export async function addToLikeCount(
  tx: Executor,
  trackId: string,
  delta: 1 | -1,
): Promise<number> {
  const [row] = await tx
    .update(tracks)
    // A counter is not an edit of the track: updated_at stays.
    .set({ likeCount: sql`${tracks.likeCount} + ${delta}`, updatedAt: sql`${tracks.updatedAt}` })
    .where(eq(tracks.id, trackId))
    .returning({ likeCount: tracks.likeCount });
  return row?.likeCount ?? 0;
}

export async function likeCountOf(db: Executor, trackId: string): Promise<number> {
  const [row] = await db
    .select({ likeCount: tracks.likeCount })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row?.likeCount ?? 0;
}
