// Album rows → the album page's JSON.
import type { AlbumDetail, AlbumSummary } from '@sada/contracts/catalog';

import { toArtistSummary, toTrackSummary } from '../../catalog/summaries';
import type { AlbumRow, AlbumTrackRow, likedAlbums } from './repository';

const yearOf = (releaseDate: string | null) =>
  releaseDate ? Number(releaseDate.slice(0, 4)) : null;

export function toAlbumDetail(
  album: AlbumRow,
  trackRows: AlbumTrackRow[],
  likes: { likeCount: number; liked: boolean },
): AlbumDetail {
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    coverUrl: album.coverUrl,
    albumType: album.albumType,
    releaseDate: album.releaseDate,
    year: yearOf(album.releaseDate),
    artist: toArtistSummary(album.artist),
    trackCount: trackRows.length,
    totalDurationMs: trackRows.reduce((sum, row) => sum + (row.durationMs ?? 0), 0),
    likeCount: likes.likeCount,
    liked: likes.liked,
    tracks: trackRows.map((row) => ({ trackNumber: row.trackNumber, track: toTrackSummary(row) })),
  };
}

type LikedAlbumRow = Awaited<ReturnType<typeof likedAlbums>>[number];

export function toAlbumSummary(row: LikedAlbumRow): AlbumSummary {
  return {
    id: row.id,
    title: row.title,
    coverUrl: row.coverUrl,
    albumType: row.albumType,
    year: yearOf(row.releaseDate),
    artist: { id: row.artistId, name: row.artistName },
  };
}
