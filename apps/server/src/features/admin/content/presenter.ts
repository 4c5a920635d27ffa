// A track row as the admin content page shows it.
import type { AdminTrack } from '@sada/contracts/admin-console';

import type { AdminTrackRow } from './repository';

export function toAdminTrack(row: AdminTrackRow): AdminTrack {
  return {
    id: row.id,
    title: row.title,
    coverUrl: row.coverUrl,
    artist: { id: row.artistId, name: row.artistName },
    status: row.status,
    requiresReview: row.requiresReview,
    reviewPriority: row.reviewPriority,
    playCount: row.playCount,
    likeCount: row.likeCount,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    takenDown: row.takenDown,
  };
}
