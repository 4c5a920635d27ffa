// The demo catalog's audience: listener accounts that cannot sign in, their plays, likes and
// follows. Every row is made by set-based SQL (INSERT … SELECT … generate_series) from a small
// plan, so tens of thousands of plays take a moment. The counters the app shows (play and like
// counts, monthly listeners) are then counted from these rows, as the app's own jobs count them,
// so no figure contradicts another: not on the first page, nor after the hourly recount.
import { MONTHLY_LISTENER_DAYS } from '@sada/contracts/dashboards';
import { PLAY_COUNT_MIN_MS } from '@sada/contracts/streaming';
import { sql } from 'drizzle-orm';

import { refreshMonthlyListeners } from '../catalog/monthly-listeners';
import type { Transaction } from '../db/client';
import { createRandom } from './media-random';

/** The demo audience's addresses; nobody can sign in with one (they have no password). */
export const DEMO_AUDIENCE_DOMAIN = 'listeners.sada.test';

const DAY_MS = 86_400_000;
/** Counted plays in the last 30 days per listener of an artist. */
const RECENT_PLAYS_PER_LISTENER = 1.5;
/** Older plays per recent play for each two months a track has been out, at most this many. */
const MAX_OLDER_PER_RECENT = 1;
/** Plays by visitors who were not signed in, per counted play of a listener. */
const ANONYMOUS_SHARE = 0.15;
/** Listens stopped before they counted, per counted recent play. */
const SKIPPED_SHARE = 0.1;
/** Likes per counted play: a base share plus a random share of up to the second figure. */
const LIKE_SHARE = [0.02, 0.08] as const;
const FOLLOW_SHARE = 0.35;
/** Plays of the last 30 days end this far inside the window, so a recount soon after agrees. */
const WINDOW_MARGIN_MS = DAY_MS / 2;

export interface AudienceArtist {
  id: string;
  /** Distinct listeners in the last 30 days: the artist's monthly listeners once seeded. */
  listeners: number;
}

export interface AudienceTrack {
  id: string;
  artistId: string;
  durationMs: number;
  createdAt: Date;
}

interface TrackPlan {
  track_id: string;
  pool_start: number;
  audience: number;
  recent: number;
  recent_offset: number;
  older: number;
  anonymous: number;
  skipped: number;
  likes: number;
  age_ms: number;
  duration_ms: number;
}

interface ArtistPlan {
  artist_id: string;
  pool_start: number;
  followers: number;
}

export interface AudiencePlan {
  listeners: number;
  artists: ArtistPlan[];
  tracks: TrackPlan[];
}

/**
 * Who plays what. Each artist's listeners are a window of the audience (windows overlap, as
 * tastes do); its recent plays are spread over its tracks by a skewed weight, and numbered
 * through the window so that every listener in it plays at least once in the last 30 days.
 */
export function planAudience(
  artists: AudienceArtist[],
  tracks: AudienceTrack[],
  stamp: number,
): AudiencePlan {
  const random = createRandom('sada-demo-audience');
  const listeners = Math.max(1, ...artists.map((a) => a.listeners));
  const plan: AudiencePlan = { listeners, artists: [], tracks: [] };
  artists.forEach((artist, index) => {
    const poolStart = (index * 613) % listeners;
    const own = tracks.filter((t) => t.artistId === artist.id);
    plan.artists.push({
      artist_id: artist.id,
      pool_start: poolStart,
      followers: Math.round(artist.listeners * FOLLOW_SHARE),
    });
    if (own.length === 0 || artist.listeners === 0) return;
    const weights = own.map(() => 0.15 + random.next() ** 3);
    const total = weights.reduce((a, b) => a + b, 0);
    const recentPlays = Math.round(artist.listeners * RECENT_PLAYS_PER_LISTENER);
    let offset = 0;
    own.forEach((track, i) => {
      // The last track takes what rounding left, so the artist's recent plays are exact.
      const recent =
        i === own.length - 1
          ? recentPlays - offset
          : Math.round((recentPlays * (weights[i] ?? 0)) / total);
      const ageMs = Math.max(3_600_000, stamp - track.createdAt.getTime());
      const months = (ageMs - MONTHLY_LISTENER_DAYS * DAY_MS) / (60 * DAY_MS);
      const older = Math.round(recent * Math.min(MAX_OLDER_PER_RECENT, Math.max(0, months)));
      const counted = recent + older;
      plan.tracks.push({
        track_id: track.id,
        pool_start: poolStart,
        audience: artist.listeners,
        recent,
        recent_offset: offset,
        older,
        anonymous: Math.round(counted * ANONYMOUS_SHARE),
        skipped: Math.round(recent * SKIPPED_SHARE),
        likes: Math.min(
          artist.listeners,
          Math.round(counted * (LIKE_SHARE[0] + random.next() * LIKE_SHARE[1])),
        ),
        age_ms: ageMs,
        duration_ms: track.durationMs,
      });
      offset += recent;
    });
  });
  return plan;
}

type Fragment = ReturnType<typeof sql>;

/** What the statements below share: the seed's moment, listener ids and the track plan. */
interface AudienceSql {
  plan: AudiencePlan;
  stamp: number;
  now: Fragment;
  /** The id of the listener with this index (taken modulo the audience). */
  listenerId: (index: Fragment) => Fragment;
  /** The plan's tracks as rows `p`. */
  tracks: Fragment;
}

const millis = (value: Fragment) => sql`(${value}) * interval '1 millisecond'`;
const audienceEmails = sql`${`%@${DEMO_AUDIENCE_DOMAIN}`}`;

/** Inserts the audience, its plays, likes and follows, then counts the counters from them. */
export async function insertAudience(tx: Transaction, plan: AudiencePlan, stamp: number) {
  // Per seed, so no two demo databases share listener ids.
  const salt = crypto.randomUUID();
  const ctx: AudienceSql = {
    plan,
    stamp,
    now: sql`${new Date(stamp).toISOString()}::timestamptz`,
    // An md5 as a version 4 UUID (version and variant digits set), so the ids pass the
    // contracts' uuid checks wherever a listener is listed (the admin's users page).
    listenerId: (index) =>
      sql`overlay(overlay(md5(${salt} || ((${index}) % ${plan.listeners})) placing '4' from 13) placing '8' from 17)::uuid`,
    tracks: sql`jsonb_to_recordset(${JSON.stringify(plan.tracks)}::jsonb) AS p(
      track_id uuid, pool_start int, audience int, recent int, recent_offset int, older int,
      anonymous int, skipped int, likes int, age_ms bigint, duration_ms bigint)`,
  };
  await tx.execute(sql`SELECT setseed(0.26)`);
  await insertListeners(tx, ctx);
  await insertPlays(tx, ctx);
  await insertLikesAndFollows(tx, ctx);
  await dateListenersByPlays(tx);
  await deriveCounters(tx);
}

async function insertListeners(tx: Transaction, { plan, now, listenerId }: AudienceSql) {
  await tx.execute(sql`
    INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
    SELECT ${listenerId(sql`i`)}, 'Demo listener ' || (i + 1),
      'listener-' || (i + 1) || '@' || ${DEMO_AUDIENCE_DOMAIN}, true, at, at
    FROM (SELECT i, ${now} - ${millis(sql`random() * ${500 * DAY_MS}`)} AS at
      FROM generate_series(0, ${plan.listeners - 1}) i OFFSET 0) s`);
  await tx.execute(sql`
    INSERT INTO profiles (id, role, created_at, updated_at)
    SELECT id, 'listener', created_at, updated_at FROM users WHERE email LIKE ${audienceEmails}`);
  await tx.execute(sql`
    INSERT INTO user_privacy_settings (user_id)
    SELECT id FROM users WHERE email LIKE ${audienceEmails}`);
}

/**
 * Four kinds of listens per track: this month's by its artist's listeners (numbered through
 * them, the first of each track of the last minutes, so today has plays), older ones, ones by
 * visitors not signed in, and ones stopped before they counted.
 */
async function insertPlays(tx: Transaction, { stamp, now, listenerId, tracks }: AudienceSql) {
  const month = MONTHLY_LISTENER_DAYS * DAY_MS;
  const todaySpan = Math.max(Math.min(20 * 60_000, stamp % DAY_MS) - PLAY_COUNT_MIN_MS, 0);
  const recentSpan = sql`least(p.age_ms, ${month - WINDOW_MARGIN_MS})`;
  const heard = sql`${PLAY_COUNT_MIN_MS}
    + floor(random() * greatest(p.duration_ms - ${PLAY_COUNT_MIN_MS}, 0))`;
  const anyListener = listenerId(sql`p.pool_start + floor(random() * p.audience)::int`);
  // Only the columns this needs: a column added later keeps its default.
  await tx.execute(sql`
    INSERT INTO stream_events (user_id, track_id, started_at, completed_ms, counted_at)
    SELECT user_id, track_id, started_at, completed_ms,
      CASE WHEN counted THEN least(started_at + ${millis(sql`${PLAY_COUNT_MIN_MS}`)}, ${now}) END
    FROM (
      SELECT ${listenerId(sql`p.pool_start + (p.recent_offset + j) % p.audience`)} AS user_id,
        p.track_id, ${now} - ${millis(sql`back`)} AS started_at,
        least(${heard}, back) AS completed_ms, true AS counted
      FROM ${tracks}
      CROSS JOIN LATERAL generate_series(0, p.recent - 1) j
      CROSS JOIN LATERAL (SELECT ${PLAY_COUNT_MIN_MS} + floor(random() * CASE WHEN j = 0
        THEN ${todaySpan} ELSE ${recentSpan} - ${PLAY_COUNT_MIN_MS} END) AS back) b
      UNION ALL
      SELECT ${anyListener}, p.track_id,
        ${now} - ${millis(sql`${month} + floor(random() * greatest(p.age_ms - ${month}, 0))`)},
        ${heard}, true
      FROM ${tracks} CROSS JOIN LATERAL generate_series(1, p.older) j
      UNION ALL
      SELECT NULL, p.track_id,
        ${now} - ${millis(sql`${PLAY_COUNT_MIN_MS} + floor(random() * (p.age_ms - ${PLAY_COUNT_MIN_MS}))`)},
        ${heard}, true
      FROM ${tracks} CROSS JOIN LATERAL generate_series(1, p.anonymous) j
      UNION ALL
      SELECT ${anyListener}, p.track_id,
        ${now} - ${millis(sql`${PLAY_COUNT_MIN_MS} + floor(random() * ${recentSpan})`)},
        floor(random() * ${PLAY_COUNT_MIN_MS - 5000}), false
      FROM ${tracks} CROSS JOIN LATERAL generate_series(1, p.skipped) j
    ) e`);
}

async function insertLikesAndFollows(tx: Transaction, { plan, listenerId, tracks }: AudienceSql) {
  await tx.execute(sql`
    INSERT INTO likes (user_id, track_id)
    SELECT ${listenerId(sql`p.pool_start + j`)}, p.track_id
    FROM ${tracks} CROSS JOIN LATERAL generate_series(0, p.likes - 1) j`);
  await tx.execute(sql`
    INSERT INTO follows (follower_id, artist_id)
    SELECT ${listenerId(sql`a.pool_start + j`)}, a.artist_id
    FROM jsonb_to_recordset(${JSON.stringify(plan.artists)}::jsonb)
      AS a(artist_id uuid, pool_start int, followers int)
    CROSS JOIN LATERAL generate_series(0, a.followers - 1) j`);
}

/** A listener joined before their first play and was last active at their latest. */
async function dateListenersByPlays(tx: Transaction) {
  await tx.execute(sql`
    UPDATE profiles p SET created_at = least(p.created_at, e.first_play),
      updated_at = greatest(p.updated_at, e.last_play)
    FROM (SELECT user_id, min(started_at) AS first_play, max(started_at) AS last_play
      FROM stream_events WHERE user_id IS NOT NULL GROUP BY user_id) e
    WHERE p.id = e.user_id`);
  await tx.execute(sql`
    UPDATE users u SET created_at = p.created_at
    FROM profiles p WHERE p.id = u.id AND u.created_at <> p.created_at`);
}

/** Play and like counts and monthly listeners, counted from the rows behind them. */
async function deriveCounters(tx: Transaction) {
  await tx.execute(sql`
    UPDATE tracks t SET play_count = c.n
    FROM (SELECT track_id, count(*) AS n FROM stream_events
      WHERE counted_at IS NOT NULL GROUP BY track_id) c
    WHERE t.id = c.track_id AND t.play_count <> c.n`);
  await tx.execute(sql`
    UPDATE tracks t SET like_count = c.n
    FROM (SELECT track_id, count(*) AS n FROM likes
      WHERE track_id IS NOT NULL GROUP BY track_id) c
    WHERE t.id = c.track_id AND t.like_count <> c.n`);
  await refreshMonthlyListeners(tx);
}
