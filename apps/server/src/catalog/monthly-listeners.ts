// An artist's monthly listeners: distinct signed-in listeners of the artist's tracks in the last
// 30 days. Kept in artists.monthly_listeners for lists that sort by it; refreshed by a periodic
// job and after an upload is processed.
import { MONTHLY_LISTENER_DAYS } from '@sada/contracts/dashboards';
import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';

export function monthlyListenersOf(artistId: ReturnType<typeof sql> | string) {
  return sql<number>`(
    SELECT count(DISTINCT se.user_id)::int
    FROM stream_events se
    JOIN tracks t ON t.id = se.track_id
    WHERE t.artist_id = ${artistId}
      AND se.user_id IS NOT NULL
      AND se.started_at >= now() - make_interval(days => ${MONTHLY_LISTENER_DAYS})
  )`;
}

/** Recounts one artist, or every artist; writes only the counts that changed. */
export async function refreshMonthlyListeners(db: Executor, artistId?: string): Promise<void> {
  const only = artistId ? sql`AND a.id = ${artistId}` : sql``;
  await db.execute(sql`
    UPDATE artists AS target
    SET monthly_listeners = counted.listeners
    FROM (
      SELECT a.id, ${monthlyListenersOf(sql`a.id`)} AS listeners
      FROM artists a
      WHERE true ${only}
    ) AS counted
    WHERE target.id = counted.id AND target.monthly_listeners <> counted.listeners
  `);
}
