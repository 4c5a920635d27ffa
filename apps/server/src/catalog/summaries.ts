// Tracks, artists, playlists and genres as every list shows them (browse, search, genre, artist
// and album pages): the columns to select, the joins they need, and the row → JSON presenters.
import type { ArtistSummary, Genre } from '@sada/contracts/catalog';
import type { TrackStatus } from '@sada/contracts/enums';
import type { PlaylistSummary } from '@sada/contracts/playlists';
import type { TrackSummary } from '@sada/contracts/tracks';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { albums, artists, genres, playlists, playlistTracks, tracks, users } from '../db/schema';

export const trackSummaryFields = {
  id: tracks.id,
  title: tracks.title,
  artistId: artists.id,
  artistName: artists.name,
  artistVerified: artists.verified,
  albumId: albums.id,
  albumTitle: albums.title,
  durationMs: tracks.durationMs,
  // A track without its own cover shows its album's.
  coverUrl: sql<string | null>`coalesce(${tracks.coverUrl}, ${albums.coverUrl})`,
  explicit: tracks.explicit,
  status: tracks.status,
  playCount: tracks.playCount,
  likeCount: tracks.likeCount,
  createdAt: tracks.createdAt,
};

export interface TrackSummaryRow {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  artistVerified: boolean;
  albumId: string | null;
  albumTitle: string | null;
  durationMs: number | null;
  coverUrl: string | null;
  explicit: boolean;
  status: TrackStatus;
  playCount: number;
  likeCount: number;
  createdAt: Date;
}

/** Track summaries plus what the policy needs to decide who may play a track that is not live. */
export const playableTrackFields = {
  ...trackSummaryFields,
  artistOwnerId: artists.ownerUserId,
  artistLabelId: artists.labelId,
};

/** `SELECT … FROM tracks` with the artist and album joined; the caller adds where and order. */
export function selectTrackSummaries(db: Executor) {
  return db
    .select(trackSummaryFields)
    .from(tracks)
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId));
}

export const isLive = eq(tracks.status, 'live');

/** The live tracks among `ids`, in the order of `ids`. */
export async function findLiveTrackSummaries(
  db: Executor,
  ids: readonly string[],
): Promise<TrackSummary[]> {
  if (ids.length === 0) return [];
  const rows = await selectTrackSummaries(db).where(and(isLive, inArray(tracks.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTrackSummary(row)] : [];
  });
}

export function toTrackSummary(row: TrackSummaryRow): TrackSummary {
  return {
    id: row.id,
    title: row.title,
    artist: { id: row.artistId, name: row.artistName, verified: row.artistVerified },
    album:
      row.albumId !== null && row.albumTitle !== null
        ? { id: row.albumId, title: row.albumTitle }
        : null,
    durationMs: row.durationMs,
    coverUrl: row.coverUrl,
    explicit: row.explicit,
    status: row.status,
    playCount: row.playCount,
    likeCount: row.likeCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export const artistSummaryFields = {
  id: artists.id,
  name: artists.name,
  avatarUrl: artists.avatarUrl,
  verified: artists.verified,
  monthlyListeners: artists.monthlyListeners,
};

export function toArtistSummary(row: ArtistSummary): ArtistSummary {
  return {
    id: row.id,
    name: row.name,
    avatarUrl: row.avatarUrl,
    verified: row.verified,
    monthlyListeners: row.monthlyListeners,
  };
}

/**
 * The live tracks of the playlist: what a listener can play there. playlists.track_count counts
 * every entry, also of tracks taken down or sent back for review since they were added.
 */
const liveTrackCount = sql<number>`(SELECT count(*)::int FROM ${playlistTracks}
  INNER JOIN ${tracks} ON ${tracks.id} = ${playlistTracks.trackId}
  WHERE ${playlistTracks.playlistId} = ${playlists.id} AND ${tracks.status} = 'live')`;

export const playlistSummaryFields = {
  id: playlists.id,
  name: playlists.name,
  description: playlists.description,
  coverUrl: playlists.coverUrl,
  trackCount: liveTrackCount,
  ownerId: playlists.ownerId,
  ownerName: users.name,
  createdAt: playlists.createdAt,
};

export interface PlaylistSummaryRow {
  id: string;
  name: string;
  description: string | null;
  coverUrl: string | null;
  trackCount: number;
  ownerId: string;
  ownerName: string;
  createdAt: Date;
}

/** `SELECT … FROM playlists` with the owner joined; the caller adds where (is_public!) and order. */
export function selectPlaylistSummaries(db: Executor) {
  return db
    .select(playlistSummaryFields)
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId));
}

export function toPlaylistSummary(row: PlaylistSummaryRow): PlaylistSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    coverUrl: row.coverUrl,
    trackCount: row.trackCount,
    owner: { id: row.ownerId, displayName: row.ownerName },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every genre, in tile order. */
export function listGenres(db: Executor): Promise<Genre[]> {
  return db
    .select({
      slug: genres.slug,
      name: genres.name,
      description: genres.description,
      color: genres.color,
    })
    .from(genres)
    .orderBy(asc(genres.sortOrder), asc(genres.slug));
}
