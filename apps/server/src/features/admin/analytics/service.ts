// The admin analytics (/admin/analytics): the last ANALYTICS_DAYS UTC days, today
// included. A stream is a listen started (one stream event); a play is one that lasted long
// enough to count (counted_at, migration 0004).
import { ANALYTICS_DAYS, type AdminAnalytics } from '@sada/contracts/admin-console';

import type { Database } from '../../../db/client';
import {
  listenerCount,
  newUsersPerDay,
  streamsPerDay,
  topArtists,
  topTracks,
  type Period,
} from './repository';

const DAY_MS = 86_400_000;

/** The period's UTC days, oldest first, as YYYY-MM-DD. */
export function periodEnding(now: Date): Period & { days: string[] } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  const from = new Date(to.getTime() - ANALYTICS_DAYS * DAY_MS);
  const days = Array.from({ length: ANALYTICS_DAYS }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, to, days };
}

export function createAdminAnalyticsService(db: Database) {
  return {
    async get(now = new Date()): Promise<AdminAnalytics> {
      const period = periodEnding(now);
      const [streamDays, userDays, listeners, tracks, artists] = await Promise.all([
        streamsPerDay(db, period),
        newUsersPerDay(db, period),
        listenerCount(db, period),
        topTracks(db, period),
        topArtists(db, period),
      ]);
      const streamsOn = new Map(streamDays.map((d) => [d.date, d]));
      const usersOn = new Map(userDays.map((d) => [d.date, d.newUsers]));
      const days = period.days.map((date) => ({
        date,
        streams: streamsOn.get(date)?.streams ?? 0,
        plays: streamsOn.get(date)?.plays ?? 0,
        newUsers: usersOn.get(date) ?? 0,
      }));
      const sum = (key: 'streams' | 'plays' | 'newUsers') =>
        days.reduce((total, day) => total + day[key], 0);
      return {
        from: period.days[0] ?? '',
        to: period.days.at(-1) ?? '',
        days,
        totals: {
          streams: sum('streams'),
          plays: sum('plays'),
          listeners,
          newUsers: sum('newUsers'),
        },
        topTracks: tracks.map((row) => ({
          id: row.id,
          title: row.title,
          status: row.status,
          artist: { id: row.artistId, name: row.artistName },
          streams: row.streams,
        })),
        topArtists: artists,
      };
    },
  };
}
