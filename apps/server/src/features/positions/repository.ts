import { CONTINUE_LISTENING_MAX, LONG_TRACK_MS } from '@sada/contracts/positions';
import { and, desc, eq, gt, inArray, isNotNull, not, or, sql } from 'drizzle-orm';

import { liveAndHeard, type Hearing } from '../../catalog/listening-rule';
import { trackSummaryFields } from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import {
  albums,
  artists,
  listeningPositions,
  series,
  seriesEpisodes,
  tracks,
} from '../../db/schema';

/** Saves where the listener is; one statement, whatever was kept before. */
export async function upsertPosition(
  db: Executor,
  row: { userId: string; trackId: string; positionMs: number; played: boolean },
) {
  const [saved] = await db
    .insert(listeningPositions)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [listeningPositions.userId, listeningPositions.trackId],
      set: {
        positionMs: sql`excluded.position_ms`,
        played: sql`excluded.played`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!saved) throw new Error('position not saved');
  return saved;
}

export function findPositions(db: Executor, userId: string, trackIds: readonly string[]) {
  return db
    .select()
    .from(listeningPositions)
    .where(
      and(
        eq(listeningPositions.userId, userId),
        inArray(listeningPositions.trackId, [...trackIds]),
      ),
    );
}

/**
 * The listener's unfinished long tracks and episodes they may hear, most recent first: a
 * position past the start, not played, live and within their rule.
 */
export function listInProgress(db: Executor, userId: string, hearing: Hearing) {
  return (
    db
      .select({
        ...trackSummaryFields,
        positionMs: listeningPositions.positionMs,
        positionUpdatedAt: listeningPositions.updatedAt,
        seriesId: series.id,
        seriesTitle: series.title,
      })
      .from(listeningPositions)
      .innerJoin(tracks, eq(tracks.id, listeningPositions.trackId))
      .innerJoin(artists, eq(artists.id, tracks.artistId))
      .leftJoin(albums, eq(albums.id, tracks.albumId))
      .leftJoin(seriesEpisodes, eq(seriesEpisodes.trackId, tracks.id))
      // A series no reviewer approved yet is named to nobody but its artist.
      .leftJoin(series, and(eq(series.id, seriesEpisodes.seriesId), isNotNull(series.approvedAt)))
      .where(
        and(
          eq(listeningPositions.userId, userId),
          not(listeningPositions.played),
          gt(listeningPositions.positionMs, 0),
          liveAndHeard(hearing),
          or(gt(tracks.durationMs, LONG_TRACK_MS), sql`${seriesEpisodes.seriesId} IS NOT NULL`),
        ),
      )
      .orderBy(desc(listeningPositions.updatedAt))
      .limit(CONTINUE_LISTENING_MAX)
  );
}
