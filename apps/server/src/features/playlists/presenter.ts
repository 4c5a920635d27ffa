// Playlist rows → JSON.
import type { OwnPlaylist, PlaylistDetail } from '@sada/contracts/playlists';

import { toPlaylistSummary, toTrackSummary } from '../../catalog/summaries';
import type { EntryRow, PlaylistRow } from './repository';

export function toOwnPlaylist(row: PlaylistRow): OwnPlaylist {
  return {
    ...toPlaylistSummary(row),
    isPublic: row.isPublic,
    collaborative: row.collaborative,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPlaylistDetail(
  row: PlaylistRow,
  entries: (EntryRow & { outsideRule: boolean })[],
  rights: { canEdit: boolean; canAddTracks: boolean },
  likes: { liked: boolean; likeCount: number },
): PlaylistDetail {
  return {
    ...toOwnPlaylist(row),
    // The entries this viewer may play, as the list shows them.
    trackCount: entries.length,
    entries: entries.map((entry) => ({
      entryId: entry.entryId,
      position: entry.position,
      addedAt: entry.addedAt.toISOString(),
      track: toTrackSummary(entry),
      outsideRule: entry.outsideRule,
    })),
    totalDurationMs: entries.reduce((sum, entry) => sum + (entry.durationMs ?? 0), 0),
    ...rights,
    ...likes,
  };
}
