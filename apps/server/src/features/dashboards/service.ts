// The admin and label dashboards with live figures, counted from the database
// (docs/product/admin.md, "Admin dashboard"; docs/product/artists-and-labels.md).
import {
  labelReviewStatusOf,
  reviewPriorityOf,
  type AdminDashboard,
  type LabelDashboard,
} from '@sada/contracts/dashboards';

import type { Database } from '../../db/client';
import type { PlatformHealthChecker } from '../../platform/platform-health';
import type { Actor } from '../../policy/policy';
import {
  adminFigures,
  labelArtists,
  labelPendingReviews,
  labelRecentTracks,
  labelStreams,
} from './repository';

export interface DashboardsDeps {
  db: Database;
  health: PlatformHealthChecker;
  now?: () => Date;
}

export function createDashboardsService({ db, health, now = () => new Date() }: DashboardsDeps) {
  return {
    async admin(): Promise<AdminDashboard> {
      const [figures, platform] = await Promise.all([adminFigures(db, now()), health.check()]);
      return { ...figures, health: platform };
    },

    /** The figures of the artists signed to this label account. */
    async label(actor: Actor): Promise<LabelDashboard> {
      const signed = await labelArtists(db, actor.id);
      const ids = signed.map((a) => a.id);
      const [pendingReviews, streams, recent] = await Promise.all([
        labelPendingReviews(db, ids),
        labelStreams(db, ids, now()),
        labelRecentTracks(db, ids),
      ]);
      const reviews = recent.flatMap((track) => {
        const status = labelReviewStatusOf(track.status);
        if (!status) return [];
        return [
          {
            trackId: track.trackId,
            title: track.title,
            artistName: track.artistName,
            status,
            priority: reviewPriorityOf(track.reviewPriority),
            submittedAt: track.createdAt.toISOString(),
          },
        ];
      });
      return {
        totals: {
          artists: signed.length,
          releases: signed.reduce((sum, a) => sum + a.releases, 0),
          pendingReviews,
          streams,
        },
        artists: signed,
        reviews,
      };
    },
  };
}
