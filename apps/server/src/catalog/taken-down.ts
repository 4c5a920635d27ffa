// Whether a track is taken down: rejected by an admin's take-down rather than by a review. The
// admin content pages show it and only a restore undoes it; an artist's edit of such a track
// waits apart until then (catalog/track-edits).
import { contentActionNames } from '@sada/contracts/admin-console';
import { eq, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { adminActions, contentReviews, tracks } from '../db/schema';

/**
 * The track's latest review is the one an admin's take-down wrote (the take-down's record names
 * it). A restore, a new upload of the audio and a later review all write newer reviews, so the
 * mark goes with them. The track's columns are named in full: a select from `tracks` alone leaves
 * its own columns unqualified, and inside the subqueries "id" would then be the subquery's.
 */
export const takenDown = sql<boolean>`("tracks"."status" = 'rejected' AND EXISTS (
  SELECT 1 FROM ${adminActions}
  WHERE ${adminActions.targetType} = 'track'
    AND ${adminActions.targetId} = "tracks"."id"::text
    AND ${adminActions.action} = ${contentActionNames.takeDown}
    AND ${adminActions.details} ->> 'reviewId' = (
      SELECT ${contentReviews.id}::text FROM ${contentReviews}
      WHERE ${contentReviews.trackId} = "tracks"."id"
      ORDER BY ${contentReviews.createdAt} DESC, ${contentReviews.id} DESC
      LIMIT 1)))`.mapWith(Boolean);

/**
 * Whether the track is taken down, read in a statement of its own. Call it once the track's row
 * is locked: a take-down committed while the lock was awaited is then seen, whereas a statement
 * that waits for the lock reads the other tables as they were when it started.
 */
export async function isTakenDown(db: Executor, trackId: string): Promise<boolean> {
  const [row] = await db.select({ takenDown }).from(tracks).where(eq(tracks.id, trackId));
  return row?.takenDown ?? false;
}
