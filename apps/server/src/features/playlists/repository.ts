// SQL of reading playlists: the public lists, one playlist with its entries, and the caller's own.
import { asc, desc, eq, sql } from 'drizzle-orm';

import { playableTrackFields, playlistSummaryFields } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { albums, artists, playlists, playlistTracks, tracks, users } from '../../db/schema';

export interface PlaylistCursor {
  /** created_at in microseconds since 1970 (digits only), which keeps its full precision. */
  createdAtMicros: string;
  id: string;
}

/** Public playlists, newest first; `limit + 1` rows so the caller sees a next page. */
export function listPublicPlaylists(db: Executor, limit: number, after: PlaylistCursor | null) {
  return db
    .select({
      ...playlistSummaryFields,
      createdAtMicros: sql<string>`(extract(epoch FROM ${playlists.createdAt}) * 1000000)::bigint::text`,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(
      after
        ? sql`${playlists.isPublic} AND (${playlists.createdAt}, ${playlists.id}) < (timestamptz 'epoch' + ${after.createdAtMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
        : sql`${playlists.isPublic}`,
    )
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(limit + 1);
}

const ownPlaylistFields = {
  ...playlistSummaryFields,
  isPublic: playlists.isPublic,
  collaborative: playlists.collaborative,
  updatedAt: playlists.updatedAt,
};

export async function findPlaylistRow(db: Executor, playlistId: string) {
  const [row] = await db
    .select(ownPlaylistFields)
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(eq(playlists.id, playlistId));
  return row ?? null;
}

export type PlaylistRow = NonNullable<Awaited<ReturnType<typeof findPlaylistRow>>>;

/** A user's playlists: newest first, or last changed first. */
export function listOwnPlaylists(
  db: Executor,
  ownerId: string,
  sort: 'created' | 'updated',
  limit: number,
) {
  const column = sort === 'created' ? playlists.createdAt : playlists.updatedAt;
  return db
    .select(ownPlaylistFields)
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(eq(playlists.ownerId, ownerId))
    .orderBy(desc(column), desc(playlists.id))
    .limit(limit);
}

/** Every entry of a playlist in position order, with what the policy needs about its track. */
export function listEntries(db: Executor, playlistId: string) {
  return db
    .select({
      ...playableTrackFields,
      instrumentation: tracks.instrumentation,
      entryId: playlistTracks.id,
      position: playlistTracks.position,
      addedAt: playlistTracks.addedAt,
    })
    .from(playlistTracks)
    .innerJoin(tracks, eq(tracks.id, playlistTracks.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(eq(playlistTracks.playlistId, playlistId))
    .orderBy(asc(playlistTracks.position), asc(playlistTracks.id));
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/**
 * The track's status and its artist's owner and label, or null when there is no such track: what
 * the policy weighs before a caller may play (and so add) it. Checks nothing itself.
 */
export async function findTrackStatusAndArtist(db: Executor, trackId: string) {
  const [row] = await db
    .select({
      status: tracks.status,
      artistOwnerId: artists.ownerUserId,
      artistLabelId: artists.labelId,
    })
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(eq(tracks.id, trackId));
  return row ?? null;
}
