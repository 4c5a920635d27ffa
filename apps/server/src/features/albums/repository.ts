// SQL of albums: one album with its artist, its live tracks, and album likes.
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { artistSummaryFields, trackSummaryFields } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { albums, artists, likes, tracks } from '../../db/schema';

export async function findAlbum(db: Executor, albumId: string) {
  const [row] = await db
    .select({
      id: albums.id,
      title: albums.title,
      description: albums.description,
      coverUrl: albums.coverUrl,
      albumType: albums.albumType,
      releaseDate: albums.releaseDate,
      artist: artistSummaryFields,
    })
    .from(albums)
    .innerJoin(artists, eq(artists.id, albums.artistId))
    .where(eq(albums.id, albumId));
  return row ?? null;
}

export type AlbumRow = NonNullable<Awaited<ReturnType<typeof findAlbum>>>;

/** The album's live tracks by track number, unnumbered ones last. */
export function albumTracks(db: Executor, hearing: Hearing, albumId: string) {
  return db
    .select({ ...trackSummaryFields, trackNumber: tracks.trackNumber })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(eq(tracks.albumId, albumId), liveAndHeard(hearing)))
    .orderBy(sql`${tracks.trackNumber} ASC NULLS LAST`, asc(tracks.createdAt), asc(tracks.id));
}

export type AlbumTrackRow = Awaited<ReturnType<typeof albumTracks>>[number];

/** Counted from the rows (index likes_album_id_idx), so it is exact by construction. */
export async function countAlbumLikes(db: Executor, albumId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(likes).where(eq(likes.albumId, albumId));
  return row?.n ?? 0;
}

export async function likesAlbum(db: Executor, userId: string, albumId: string) {
  const [row] = await db
    .select({ id: likes.id })
    .from(likes)
    .where(and(eq(likes.userId, userId), eq(likes.albumId, albumId)));
  return row !== undefined;
}

/** The album's id, locked against deletion until the transaction ends; null when unknown. */
export async function lockAlbum(db: Executor, albumId: string) {
  const [row] = await db
    .select({ id: albums.id })
    .from(albums)
    .where(eq(albums.id, albumId))
    .for('key share');
  return row ?? null;
}

export async function addAlbumLike(db: Executor, userId: string, albumId: string) {
  await db
    .insert(likes)
    .values({ userId, albumId })
    .onConflictDoNothing({ target: [likes.userId, likes.albumId] });
}

export async function removeAlbumLike(db: Executor, userId: string, albumId: string) {
  await db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.albumId, albumId)));
}

/** How many liked albums the library lists at most. */
const LIKED_ALBUMS_MAX = 200;

/** The albums the user liked, newest like first. */
export function likedAlbums(db: Executor, userId: string) {
  return db
    .select({
      id: albums.id,
      title: albums.title,
      coverUrl: albums.coverUrl,
      albumType: albums.albumType,
      releaseDate: albums.releaseDate,
      artistId: artists.id,
      artistName: artists.name,
    })
    .from(likes)
    .innerJoin(albums, eq(albums.id, likes.albumId))
    .innerJoin(artists, eq(artists.id, albums.artistId))
    .where(and(eq(likes.userId, userId), isNotNull(likes.albumId)))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(LIKED_ALBUMS_MAX);
}
