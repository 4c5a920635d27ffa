// The artist dashboard with real figures.
import type { ArtistDashboard } from '@sada/contracts/dashboards';
import { trackStatuses } from '@sada/contracts/enums';
import { uploadErrorCodes, uploadMessages } from '@sada/contracts/uploads';

import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Actor } from '../../policy/policy';
import {
  findOwnedArtist,
  followerCount,
  playsPerDay,
  recentUploads,
  refreshedMonthlyListeners,
  topTracks,
  trackTotals,
  uploadsByStatus,
} from './repository';

export function createArtistDashboardService(db: Database) {
  return {
    async get(actor: Actor): Promise<ArtistDashboard> {
      const artist = await findOwnedArtist(db, actor.id);
      if (!artist) {
        throw new AppError(
          403,
          uploadErrorCodes.artistProfileRequired,
          uploadMessages.artistProfileRequired,
        );
      }
      const [totals, followers, monthlyListeners, days, statuses, top, recent] = await Promise.all([
        trackTotals(db, artist.id),
        followerCount(db, artist.id),
        refreshedMonthlyListeners(db, artist.id, artist.monthlyListeners),
        playsPerDay(db, artist.id),
        uploadsByStatus(db, artist.id),
        topTracks(db, artist.id),
        recentUploads(db, artist.id),
      ]);
      const byStatus = Object.fromEntries(trackStatuses.map((s) => [s, 0])) as Record<
        (typeof trackStatuses)[number],
        number
      >;
      for (const row of statuses) byStatus[row.status] = row.n;
      const listed = (row: (typeof top)[number]) => ({
        id: row.id,
        title: row.title,
        coverUrl: row.coverUrl,
        status: row.status,
        playCount: row.playCount,
        likeCount: row.likeCount,
      });
      return {
        artist: {
          id: artist.id,
          name: artist.name,
          avatarUrl: artist.avatarUrl,
          verified: artist.verified,
        },
        totals: { ...totals, followers, monthlyListeners },
        playsPerDay: days,
        uploadsByStatus: byStatus,
        topTracks: top.map(listed),
        recentUploads: recent.map((row) => ({
          ...listed(row),
          stage: row.stage,
          progress: row.progress,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
