// Album rows → the album page's JSON (001 §2 Album).
import type { AlbumDetail } from '@sada/contracts/catalog';

import { toArtistSummary, toTrackSummary } from '../../lib/catalog-summaries';
import type { AlbumRow, AlbumTrackRow } from './repository';

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
    year: album.releaseDate ? Number(album.releaseDate.slice(0, 4)) : null,
    artist: toArtistSummary(album.artist),
    trackCount: trackRows.length,
    totalDurationMs: trackRows.reduce((sum, row) => sum + (row.durationMs ?? 0), 0),
    likeCount: likes.likeCount,
    liked: likes.liked,
    tracks: trackRows.map((row) => ({ trackNumber: row.trackNumber, track: toTrackSummary(row) })),
  };
}
