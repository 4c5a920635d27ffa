// SQL of the artist dashboard: totals, plays per day, uploads by status and track lists.
import {
  ARTIST_DASHBOARD_DAYS,
  ARTIST_DASHBOARD_RECENT_UPLOADS,
  ARTIST_DASHBOARD_TOP_TRACKS,
} from '@sada/contracts/dashboards';
import { and, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';

import { monthlyListenersOf } from '../../catalog/monthly-listeners';
import type { Executor } from '../../db/client';
import { artists, follows, streamEvents, tracks } from '../../db/schema';

export async function findOwnedArtist(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: artists.id,
      name: artists.name,
      avatarUrl: artists.avatarUrl,
      verified: artists.verified,
      monthlyListeners: artists.monthlyListeners,
    })
    .from(artists)
    .where(eq(artists.ownerUserId, userId));
  return row ?? null;
}

export async function trackTotals(db: Executor, artistId: string) {
  const [row] = await db
    .select({
      plays: sql<number>`coalesce(sum(${tracks.playCount}), 0)::bigint`.mapWith(Number),
      likes: sql<number>`coalesce(sum(${tracks.likeCount}), 0)::bigint`.mapWith(Number),
      tracks: count(),
    })
    .from(tracks)
    .where(eq(tracks.artistId, artistId));
  return row ?? { plays: 0, likes: 0, tracks: 0 };
}

export async function followerCount(db: Executor, artistId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.artistId, artistId));
  return row?.n ?? 0;
}

/** Counts the distinct listeners of the last 30 days and stores the figure on the artist. */
export async function refreshedMonthlyListeners(
  db: Executor,
  artistId: string,
  stored: number,
): Promise<number> {
  const [row] = await db.select({ n: monthlyListenersOf(artistId) }).from(sql`(select 1) as one`);
  const listeners = Number(row?.n ?? 0);
  if (listeners !== stored) {
    await db
      .update(artists)
      .set({ monthlyListeners: listeners, updatedAt: sql`${artists.updatedAt}` })
      .where(eq(artists.id, artistId));
  }
  return listeners;
}

/** Counted plays of the artist's tracks per UTC day, oldest first, days without plays as 0. */
export async function playsPerDay(db: Executor, artistId: string, now = new Date()) {
  const day = sql<string>`to_char(${streamEvents.startedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const firstDay = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - (ARTIST_DASHBOARD_DAYS - 1),
    ),
  );
  const rows = await db
    .select({ date: day, plays: count() })
    .from(streamEvents)
    .innerJoin(tracks, eq(tracks.id, streamEvents.trackId))
    .where(
      and(
        eq(tracks.artistId, artistId),
        isNotNull(streamEvents.countedAt),
        gte(streamEvents.startedAt, firstDay),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.date, r.plays]));
  return Array.from({ length: ARTIST_DASHBOARD_DAYS }, (_, i) => {
    const date = new Date(firstDay.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    return { date, plays: byDay.get(date) ?? 0 };
  });
}

export async function uploadsByStatus(db: Executor, artistId: string) {
  return db
    .select({ status: tracks.status, n: count() })
    .from(tracks)
    .where(eq(tracks.artistId, artistId))
    .groupBy(tracks.status);
}

const listColumns = {
  id: tracks.id,
  title: tracks.title,
  coverUrl: tracks.coverUrl,
  status: tracks.status,
  playCount: tracks.playCount,
  likeCount: tracks.likeCount,
  stage: tracks.processingStage,
  progress: tracks.processingProgress,
  createdAt: tracks.createdAt,
};

export function topTracks(db: Executor, artistId: string) {
  return db
    .select(listColumns)
    .from(tracks)
    .where(eq(tracks.artistId, artistId))
    .orderBy(desc(tracks.playCount), desc(tracks.likeCount), desc(tracks.createdAt))
    .limit(ARTIST_DASHBOARD_TOP_TRACKS);
}

export function recentUploads(db: Executor, artistId: string) {
  return db
    .select(listColumns)
    .from(tracks)
    .where(eq(tracks.artistId, artistId))
    .orderBy(desc(tracks.createdAt), desc(tracks.id))
    .limit(ARTIST_DASHBOARD_RECENT_UPLOADS);
}
