// SQL of a listener's history: their stream events, newest first, and forgetting them.
import { and, desc, eq } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { trackSummaryFields } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { albums, artists, streamEvents, tracks } from '../../db/schema';

/** The user's listens of tracks that are still live (and within their rule), newest first. */
export function listHistory(db: Executor, hearing: Hearing, userId: string, limit: number) {
  return db
    .select({
      ...trackSummaryFields,
      eventId: streamEvents.id,
      startedAt: streamEvents.startedAt,
      completedMs: streamEvents.completedMs,
    })
    .from(streamEvents)
    .innerJoin(tracks, eq(tracks.id, streamEvents.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .leftJoin(albums, eq(albums.id, tracks.albumId))
    .where(and(eq(streamEvents.userId, userId), liveAndHeard(hearing)))
    .orderBy(desc(streamEvents.startedAt), desc(streamEvents.id))
    .limit(limit);
}

/**
 * Unlinks every listen from the user. The listens stay, as anonymous ones do, so play counts
 * and an artist's figures do not change; the user's history is gone.
 */
export async function forgetHistory(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(streamEvents)
    .set({ userId: null })
    .where(eq(streamEvents.userId, userId))
    .returning({ id: streamEvents.id });
  return rows.length;
}
