// SQL of the admin analytics: listens and new accounts per UTC day, and the tracks and artists
// listened to most, over one period.
import { ANALYTICS_TOP } from '@sada/contracts/admin-console';
import { and, asc, count, countDistinct, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';

import type { Executor } from '../../../db/client';
import { artists, profiles, streamEvents, tracks } from '../../../db/schema';

export interface Period {
  /** The start of the first day, inclusive. */
  from: Date;
  /** The start of the day after the last, exclusive. */
  to: Date;
}

const utcDayOf = (column: typeof streamEvents.startedAt | typeof profiles.createdAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const inStreamPeriod = (period: Period) =>
  and(gte(streamEvents.startedAt, period.from), lt(streamEvents.startedAt, period.to));

export function streamsPerDay(db: Executor, period: Period) {
  const day = utcDayOf(streamEvents.startedAt);
  return db
    .select({
      date: day,
      streams: count(),
      plays: count(streamEvents.countedAt),
    })
    .from(streamEvents)
    .where(inStreamPeriod(period))
    .groupBy(day);
}

export function newUsersPerDay(db: Executor, period: Period) {
  const day = utcDayOf(profiles.createdAt);
  return db
    .select({ date: day, newUsers: count() })
    .from(profiles)
    .where(and(gte(profiles.createdAt, period.from), lt(profiles.createdAt, period.to)))
    .groupBy(day);
}

export async function listenerCount(db: Executor, period: Period): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(streamEvents.userId) })
    .from(streamEvents)
    .where(and(inStreamPeriod(period), isNotNull(streamEvents.userId)));
  return row?.n ?? 0;
}

export function topTracks(db: Executor, period: Period) {
  const streams = count();
  return db
    .select({
      id: tracks.id,
      title: tracks.title,
      status: tracks.status,
      artistId: artists.id,
      artistName: artists.name,
      streams,
    })
    .from(streamEvents)
    .innerJoin(tracks, eq(tracks.id, streamEvents.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(inStreamPeriod(period))
    .groupBy(tracks.id, artists.id)
    .orderBy(desc(streams), asc(tracks.title), asc(tracks.id))
    .limit(ANALYTICS_TOP);
}

export function topArtists(db: Executor, period: Period) {
  const streams = count();
  return db
    .select({
      id: artists.id,
      name: artists.name,
      streams,
      listeners: countDistinct(streamEvents.userId),
    })
    .from(streamEvents)
    .innerJoin(tracks, eq(tracks.id, streamEvents.trackId))
    .innerJoin(artists, eq(artists.id, tracks.artistId))
    .where(inStreamPeriod(period))
    .groupBy(artists.id)
    .orderBy(desc(streams), asc(artists.name), asc(artists.id))
    .limit(ANALYTICS_TOP);
}
