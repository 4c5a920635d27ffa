// Admin content rules: every track listed whatever its state; a live track taken down (rejected,
// with the reason its artist sees) and restored; the review priority the moderation queue
// follows. Each change is recorded as an admin action in the transaction that makes it.
import {
  adminConsoleErrorCodes,
  adminConsoleMessages,
  adminTrackStatusFilters,
  contentActionNames,
  type AdminTrack,
  type AdminTrackCounts,
  type AdminTrackListQuery,
  type AdminTrackPage,
} from '@sada/contracts/admin-console';
import { moderationErrorCodes, moderationMessages } from '@sada/contracts/moderation';
import { playerMessages } from '@sada/contracts/tracks';
import { z } from 'zod';

import type { Database, Executor } from '../../../db/client';
import { decodeCursor, pageOf } from '../../../http/cursor';
import { AppError, notFound } from '../../../http/errors';
import { recordAdminAction, type AdminActor } from '../audit';
import { toAdminTrack } from './presenter';
import {
  countByStatus,
  findTrack,
  insertReview,
  listTracks,
  lockTrack,
  markRestored,
  markTakenDown,
  setReviewPriority,
  type ListKey,
} from './repository';

const cursorKey = z.object({
  sort: z.string(),
  value: z.string().max(400),
  created: z.string().regex(/^-?\d{1,20}$/),
  id: z.uuid(),
});

const trackNotFound = () => notFound(playerMessages.trackNotFound);

async function presented(db: Executor, trackId: string): Promise<AdminTrack> {
  const row = await findTrack(db, trackId);
  if (!row) throw trackNotFound();
  return toAdminTrack(row);
}

export function createAdminContentService(db: Database) {
  return {
    async list(query: AdminTrackListQuery): Promise<AdminTrackPage> {
      // A cursor belongs to the order it was made in.
      const after: ListKey | null = query.cursor
        ? decodeCursor(query.cursor, cursorKey.extend({ sort: z.literal(query.sort) }))
        : null;
      const [rows, statusCounts] = await Promise.all([
        listTracks(db, {
          status: query.status,
          q: query.q,
          sort: query.sort,
          limit: query.limit,
          after,
        }),
        countByStatus(db, query.q),
      ]);
      const { page, nextCursor } = pageOf(rows, query.limit, (last) => ({
        sort: query.sort,
        value: last.sortValue,
        created: last.createdKey,
        id: last.id,
      }));
      const counts = Object.fromEntries(
        adminTrackStatusFilters.map((s) => [s, 0]),
      ) as AdminTrackCounts;
      for (const { status, n } of statusCounts) {
        counts[status] = n;
        counts.all += n;
      }
      return { tracks: page.map(toAdminTrack), nextCursor, counts };
    },

    takeDown(admin: AdminActor, trackId: string, reason: string): Promise<AdminTrack> {
      return db.transaction(async (tx) => {
        const track = await lockTrack(tx, trackId);
        if (!track) throw trackNotFound();
        if (track.status !== 'live') {
          throw new AppError(409, adminConsoleErrorCodes.notLive, adminConsoleMessages.notLive);
        }
        const reviewId = await insertReview(tx, {
          trackId,
          reviewerId: admin.id,
          status: 'rejected',
          rejectionReason: reason,
        });
        await markTakenDown(tx, trackId, reason);
        await recordAdminAction(tx, admin, {
          action: contentActionNames.takeDown,
          targetType: 'track',
          targetId: trackId,
          details: { title: track.title, reason, previousStatus: track.status, reviewId },
        });
        return presented(tx, trackId);
      });
    },

    restore(admin: AdminActor, trackId: string): Promise<AdminTrack> {
      return db.transaction(async (tx) => {
        const track = await lockTrack(tx, trackId);
        if (!track) throw trackNotFound();
        // A restore approves the track again: never one's own (moderation's rule).
        if (track.artistOwnerId === admin.id) {
          throw new AppError(403, moderationErrorCodes.ownTrack, moderationMessages.ownTrack);
        }
        if (!track.takenDown) {
          throw new AppError(
            409,
            adminConsoleErrorCodes.notTakenDown,
            adminConsoleMessages.notTakenDown,
          );
        }
        const reviewId = await insertReview(tx, {
          trackId,
          reviewerId: admin.id,
          status: 'approved',
          rejectionReason: null,
        });
        await markRestored(tx, trackId);
        await recordAdminAction(tx, admin, {
          action: contentActionNames.restore,
          targetType: 'track',
          targetId: trackId,
          details: {
            title: track.title,
            previousStatus: track.status,
            takeDownReason: track.rejectionReason,
            reviewId,
          },
        });
        return presented(tx, trackId);
      });
    },

    setReviewPriority(admin: AdminActor, trackId: string, priority: number): Promise<AdminTrack> {
      return db.transaction(async (tx) => {
        const track = await lockTrack(tx, trackId);
        if (!track) throw trackNotFound();
        if (track.reviewPriority !== priority) {
          await setReviewPriority(tx, trackId, priority);
          await recordAdminAction(tx, admin, {
            action: contentActionNames.reviewPriority,
            targetType: 'track',
            targetId: trackId,
            details: { title: track.title, from: track.reviewPriority, to: priority },
          });
        }
        return presented(tx, trackId);
      });
    },
  };
}
