// SQL of playlist likes: a like row with the playlist id, counted from the rows.
import { and, count, desc, eq, or, sql } from 'drizzle-orm';

import { selectPlaylistSummaries } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { likes, playlists } from '../../db/schema';

/** Counted from the rows (index likes_playlist_id_idx), so it is exact by construction. */
export async function countPlaylistLikes(db: Executor, playlistId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(likes).where(eq(likes.playlistId, playlistId));
  return row?.n ?? 0;
}

export async function likesPlaylist(db: Executor, userId: string, playlistId: string) {
  const [row] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.userId, userId), eq(likes.playlistId, playlistId)));
  return row !== undefined;
}

/**
 * What the policy needs to know about the playlist, locked against deletion until the
 * transaction ends (so a like never points at a playlist deleted meanwhile); null when unknown.
 */
export async function lockPlaylistRef(db: Executor, playlistId: string) {
  const [row] = await db
    .select({
      ownerId: playlists.ownerId,
      isPublic: playlists.isPublic,
      collaborative: playlists.collaborative,
    })
    .from(playlists)
    .where(eq(playlists.id, playlistId))
    .for('key share');
  return row ?? null;
}

export async function addPlaylistLike(db: Executor, userId: string, playlistId: string) {
  await db
    .insert(likes)
    .values({ userId, playlistId })
    .onConflictDoNothing({ target: [likes.userId, likes.playlistId] });
}

/** True when there was a like to delete. */
export async function removePlaylistLike(
  db: Executor,
  userId: string,
  playlistId: string,
): Promise<boolean> {
  const rows = await db
    .delete(likes)
    .where(and(eq(likes.userId, userId), eq(likes.playlistId, playlistId)))
    .returning({ id: likes.id });
  return rows.length === 1;
}

/** How many liked playlists the library lists at most. */
const LIKED_PLAYLISTS_MAX = 200;

/**
 * The playlists the user liked and may still open (public, or their own), newest like first: one
 * made private since is left out, as it would answer 404.
 */
export function likedPlaylists(db: Executor, userId: string) {
  return selectPlaylistSummaries(db)
    .innerJoin(likes, and(eq(likes.playlistId, playlists.id), eq(likes.userId, userId)))
    .where(or(sql`${playlists.isPublic}`, eq(playlists.ownerId, userId)))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(LIKED_PLAYLISTS_MAX);
}
