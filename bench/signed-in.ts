// Signed-in listeners: the pages most listening happens on, each loaded as the web app loads it
// today, by many distinct listeners (their own history, likes, follows and playlist), against
// the bare Fastify route in the same run (A B A B). A visitor's answers come from memory; a
// listener's are worked out for them, after their session is looked up.
import { createHmac } from 'node:crypto';
import http from 'node:http';

import { TRACK_LIKES_BATCH_MAX } from '@sada/contracts/tracks';

import { SESSION_COOKIE } from '../apps/server/src/http/session-cookie';
import { judge } from './lib/judge';
import type { BenchPostgres } from './lib/postgres';
import { rateFigure } from './lib/rate-figure';
import {
  median,
  perRoundRatios,
  quantile,
  referenceFigure,
  round,
  type BenchFigure,
} from './lib/result';
import { alternateSlices, RATE_SLICE_SECONDS, runWrk, type WrkResult } from './lib/wrk';

/** One bench listener with a session, and what their pages name. */
export interface Listener {
  userId: string;
  /** The Cookie header a browser signed in as them sends. */
  cookie: string;
  /** Their liked live tracks, newest like first (what GET /api/play/liked lists). */
  likedTrackIds: string[];
  /** A public playlist of theirs of `listRows` tracks, and its tracks in order. */
  playlistId: string;
  playlistTrackIds: string[];
  /** The track whose page they open: one of their playlist's, a different one for each. */
  trackId: string;
}

/** The rows of the list page measured. */
export const listRows = 50;

/**
 * The like states of a page's track rows, as the web app asks for them: the rows' like buttons
 * gather into one GET /api/me/likes/tracks?ids=… per page, in chunks of the most one request
 * may name (components/likes/api/track-like.ts).
 */
export function rowLikeStates(trackIds: readonly string[]): string[] {
  const requests: string[] = [];
  for (let start = 0; start < trackIds.length; start += TRACK_LIKES_BATCH_MAX) {
    const chunk = trackIds.slice(start, start + TRACK_LIKES_BATCH_MAX);
    requests.push(`/api/me/likes/tracks?ids=${encodeURIComponent(chunk.join(','))}`);
  }
  return requests;
}

export interface SignedInPage {
  name: string;
  /** The API requests one visit of the page makes, in order. */
  requests(listener: Listener): string[];
}

/** What each page asks of the API when a signed-in listener opens it (apps/web/src/features). */
export const signedInPages: readonly SignedInPage[] = [
  {
    name: 'personalised browse (GET /api/browse)',
    requests: () => ['/api/browse'],
  },
  {
    // track-page.tsx: the track and its like state.
    name: 'track page with its like state',
    requests: (l) => [`/api/tracks/${l.trackId}`, `/api/me/likes/tracks/${l.trackId}`],
  },
  {
    // library-page.tsx: its four lists; the liked tab, open first, shows a row per liked track.
    name: 'library',
    requests: (l) => [
      '/api/play/liked',
      '/api/me/playlists?sort=updated&limit=200',
      '/api/me/history?limit=20',
      '/api/me/likes/albums',
      ...rowLikeStates(l.likedTrackIds),
    ],
  },
  {
    // liked-page.tsx: the liked tracks, a row each.
    name: 'liked songs',
    requests: (l) => ['/api/play/liked', ...rowLikeStates(l.likedTrackIds)],
  },
  {
    // playlist-page.tsx: the playlist with its entries, a row each.
    name: `${listRows}-row list page (a playlist) with like states`,
    requests: (l) => [`/api/playlists/${l.playlistId}`, ...rowLikeStates(l.playlistTrackIds)],
  },
];

/** The cookie better-auth sets for a session token: the token and its HMAC-SHA256, signed. */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Gives `count` bench listeners, spread over all of them (so some have long histories and some
 * short ones), a session each and a public playlist of `listRows` live tracks, in a few
 * set-based statements; returns them with their signed cookies.
 */
export async function seedListeners(opts: {
  postgres: BenchPostgres;
  database: string;
  secret: string;
  count: number;
}): Promise<Listener[]> {
  const { postgres, database, count } = opts;
  const run = (text: string) => postgres.query(database, text);
  await run(`
    DROP TABLE IF EXISTS bench_listeners;
    CREATE UNLOGGED TABLE bench_listeners AS
      SELECT id AS user_id, n::int FROM (
        SELECT p.id, row_number() OVER (ORDER BY p.id) - 1 AS n, count(*) OVER () AS total
        FROM profiles p WHERE p.role = 'listener' AND p.suspended_at IS NULL) s
      WHERE n % greatest(1, total / ${count}) = 0
      ORDER BY n LIMIT ${count};
    -- What an earlier run gave them: its sessions and lists.
    DELETE FROM sessions WHERE user_agent = 'sada-bench';
    DELETE FROM playlists p USING bench_listeners b
      WHERE p.owner_id = b.user_id AND p.name LIKE 'Bench list %';`);
  const sessions = await postgres.query<{ user_id: string; token: string }>(
    database,
    `INSERT INTO sessions (token, user_id, expires_at, ip_address, user_agent)
      SELECT md5(random()::text || clock_timestamp()::text || user_id::text)
          || md5(random()::text || user_id::text),
        user_id, now() + interval '30 days', '127.0.0.1', 'sada-bench'
      FROM bench_listeners
      RETURNING user_id, token`,
  );
  // Each listener's playlist: live tracks, picked at random but favouring popular ones.
  await run(`
    INSERT INTO playlists (name, is_public, owner_id, track_count)
      SELECT 'Bench list ' || n, true, user_id, ${listRows} FROM bench_listeners;
    WITH live AS (
      SELECT id, row_number() OVER (ORDER BY play_count DESC, id) - 1 AS rank, count(*) OVER () AS total
      FROM tracks WHERE status = 'live'),
    lists AS (
      SELECT p.id AS playlist_id, p.owner_id FROM playlists p
      JOIN bench_listeners b ON b.user_id = p.owner_id AND p.name = 'Bench list ' || b.n),
    picks AS (
      SELECT l.playlist_id, l.owner_id, k,
        (SELECT max(total) FROM live) AS total, random() AS r
      FROM lists l CROSS JOIN generate_series(0, ${listRows - 1}) k)
    INSERT INTO playlist_tracks (playlist_id, track_id, position, added_by)
      SELECT p.playlist_id, live.id, p.k, p.owner_id
      FROM picks p JOIN live ON live.rank =
        (p.k * (p.total / ${listRows}) + floor((p.total / ${listRows}) * p.r ^ 2))::int;
    ANALYZE sessions; ANALYZE playlists; ANALYZE playlist_tracks;`);
  const lists = await postgres.query<{ owner_id: string; id: string; tracks: string[] }>(
    database,
    `SELECT p.owner_id, p.id, array_agg(pt.track_id ORDER BY pt.position) AS tracks
      FROM playlists p JOIN bench_listeners b ON b.user_id = p.owner_id AND p.name = 'Bench list ' || b.n
      JOIN playlist_tracks pt ON pt.playlist_id = p.id
      GROUP BY p.owner_id, p.id`,
  );
  const liked = await postgres.query<{ user_id: string; tracks: string[] }>(
    database,
    `SELECT l.user_id, array_agg(l.track_id ORDER BY l.created_at DESC, l.id DESC) AS tracks
      FROM likes l JOIN bench_listeners b ON b.user_id = l.user_id
      JOIN tracks t ON t.id = l.track_id AND t.status = 'live'
      GROUP BY l.user_id`,
  );
  await run('DROP TABLE bench_listeners');
  const listOf = new Map(lists.map((row) => [row.owner_id, row]));
  const likedOf = new Map(liked.map((row) => [row.user_id, row.tracks]));
  return sessions.map((session, i) => {
    const list = listOf.get(session.user_id);
    const trackId = list?.tracks[i % listRows];
    if (!list || list.tracks.length !== listRows || !trackId) {
      throw new Error(`listener ${session.user_id} has no playlist of ${listRows} tracks`);
    }
    return {
      trackId,
      userId: session.user_id,
      cookie: sessionCookie(session.token, opts.secret),
      likedTrackIds: likedOf.get(session.user_id) ?? [],
      playlistId: list.id,
      playlistTrackIds: list.tracks,
    };
  });
}

/** Lua for wrk: visit after visit, each listener in turn, a visit being its requests in order. */
export function visitsScript(visits: readonly { cookie: string; paths: string[] }[]): string {
  const lua = (s: string) => JSON.stringify(s);
  const rows = visits.map((v) => `{h={Cookie=${lua(v.cookie)}},p={${v.paths.map(lua).join(',')}}}`);
  return `local visits = {\n${rows.join(',\n')}\n}
local v, s = 1, 0
request = function()
  s = s + 1
  if s > #visits[v].p then
    s = 1
    v = v % #visits + 1
  end
  return wrk.format("GET", visits[v].p[s], visits[v].h)
end
`;
}

/**
 * Every listener's first visit of a page, once each, over `connections` kept-alive connections
 * (wrk runs for a time, not a number of requests): requests/s over the whole pass, latencies of
 * each request, and the answers that were not 200.
 */
export async function firstVisits(
  appUrl: string,
  visits: readonly { cookie: string; paths: string[] }[],
  connections: number,
): Promise<WrkResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(appUrl);
  const get = (path: string, cookie: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get({ agent, hostname, port, path, headers: { cookie } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let visit = visits[next++]; visit; visit = visits[next++]) {
      for (const path of visit.paths) {
        const since = performance.now();
        const status = await get(path, visit.cookie).catch(() => 0);
        latencies.push(performance.now() - since);
        if (status !== 200) errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requestsPerSecond: latencies.length / seconds,
    bytesPerSecond: 0,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    requests: latencies.length,
    errors,
  };
}

/** Checks that each listener's cookie is a session of theirs (a few of them, over HTTP). */
export async function checkSessions(appUrl: string, listeners: readonly Listener[]) {
  for (const listener of listeners.slice(0, 5)) {
    const response = await fetch(`${appUrl}/api/me`, { headers: { cookie: listener.cookie } });
    const body = (await response.json()) as { user: { id: string } | null };
    if (body.user?.id !== listener.userId) {
      throw new Error(`the cookie of ${listener.userId} answers as ${JSON.stringify(body.user)}`);
    }
  }
}

export async function measureSignedIn(opts: {
  appUrl: string;
  referenceUrl: string;
  listeners: readonly Listener[];
  searchTerms: readonly { label: string; q: string }[];
  rounds: number;
  seconds: number;
  workDir: string;
  database: string;
  pages?: readonly SignedInPage[];
}): Promise<BenchFigure[]> {
  const connections = 50;
  const searchConnections = 10;
  const pages = opts.pages ?? signedInPages;
  const wrk = (url: string, seconds: number, script?: string, c = connections) =>
    runWrk({ url, connections: c, seconds, workDir: opts.workDir, ...(script ? { script } : {}) });
  const scripts = pages.map((page) =>
    visitsScript(opts.listeners.map((l) => ({ cookie: l.cookie, paths: page.requests(l) }))),
  );
  // The ten terms in turn, each by the next listener.
  const searchScript = visitsScript(
    opts.listeners.map((l, i) => {
      const term = opts.searchTerms[i % opts.searchTerms.length];
      return { cookie: l.cookie, paths: [`/api/search?q=${encodeURIComponent(term?.q ?? '')}`] };
    }),
  );
  const requestsPerVisit = pages.map((page) => {
    const counts = opts.listeners.map((l) => page.requests(l).length);
    return counts.reduce((a, b) => a + b, 0) / counts.length;
  });

  // Warm the reference and the app (JIT, connection pools, PostgreSQL's buffers); then each page
  // is visited once by every listener, which is measured on its own: nothing is kept for them yet.
  await wrk(opts.referenceUrl, 2);
  const first: WrkResult[] = [];
  for (const page of pages) {
    const visits = opts.listeners.map((l) => ({ cookie: l.cookie, paths: page.requests(l) }));
    first.push(await firstVisits(opts.appUrl, visits, connections));
  }
  await wrk(opts.appUrl, 2, searchScript, searchConnections);

  // Each page's reference is the bare route sent that page's own requests (its paths, queries
  // and cookies), right before the app: what wrk spends building and reading them is spent on
  // both sides. The plain /json reference is measured too, and each figure notes its ratio to it.
  const referenceOrigin = new URL(opts.referenceUrl).origin;
  // Every load two seconds in turn, every round (alternateSlices): the plain route, then each page's
  // same requests to the bare route and to the app, then search.
  const loads = [
    (s: number) => wrk(opts.referenceUrl, s),
    ...scripts.flatMap((script) => [
      (s: number) => wrk(referenceOrigin, s, script),
      (s: number) => wrk(opts.appUrl, s, script),
    ]),
    (s: number) => wrk(opts.appUrl, s, searchScript, searchConnections),
  ];
  const measured = await alternateSlices(loads, {
    rounds: opts.rounds,
    seconds: opts.seconds,
    slice: RATE_SLICE_SECONDS,
  });
  const reference = measured[0] ?? [];
  const sameRequests = scripts.map((_, i) => measured[1 + 2 * i] ?? []);
  const results = scripts.map((_, i) => measured[2 + 2 * i] ?? []);
  const search = measured.at(-1) ?? [];

  const referenceRuns = reference.map((r) => r.requestsPerSecond);
  const referenceRps = median(referenceRuns);
  const listeners = `${opts.listeners.length.toLocaleString('en')} listeners`;
  const figures: BenchFigure[] = [
    referenceFigure(
      `signed in: bare Fastify JSON route (reference), ${connections} connections`,
      reference,
    ),
  ];
  const rpsOf = (runs: readonly WrkResult[]) => runs.map((r) => r.requestsPerSecond);
  for (const [i, page] of pages.entries()) {
    const runs = results[i] ?? [];
    const rps = rpsOf(runs);
    const pageReference = rpsOf(sameRequests[i] ?? []);
    const perVisit = round(requestsPerVisit[i] ?? 1, 1);
    const firstVisit = first[i];
    if (firstVisit) {
      // One pass by its nature (a second would find the answers kept): judged on its errors only,
      // its ratio to the median of the plain route's rounds.
      figures.push({
        metric: `signed in (${opts.database}, ${listeners}): ${page.name}, each listener's first visit (nothing kept for them yet), ${connections} connections`,
        value: round(firstVisit.requestsPerSecond, 0),
        unit: 'req/s',
        reference: round(referenceRps, 0),
        ratio: round(firstVisit.requestsPerSecond / referenceRps, 3),
        goal: 'reported; no errors',
        ...judge({ checks: [], errors: firstVisit.errors }),
        p50: round(firstVisit.p50),
        p99: round(firstVisit.p99),
      });
    }
    const plain = median(perRoundRatios(rps, referenceRuns));
    figures.push({
      ...rateFigure({
        metric: `signed in (${opts.database}, ${listeners}): ${page.name}, ${perVisit} request${perVisit === 1 ? '' : 's'} a visit, visits after the first, ${connections} connections`,
        runs,
        referenceRps: pageReference,
        goal: 'ratio >= 0.25 (bare route, same requests), p99 <= 25 ms, no errors',
        atLeast: 0.25,
        p99AtMost: 25,
      }),
      note: `plain bare route ${round(referenceRps, 0)} req/s: ${round(plain)}×`,
    });
  }
  figures.push(
    rateFigure({
      metric: `signed in (${opts.database}, ${listeners}): search, the ${opts.searchTerms.length} terms in turn, ${searchConnections} connections`,
      runs: search,
      referenceRps: referenceRuns,
      goal: 'ratio >= 0.05, no errors',
      atLeast: 0.05,
      ratioDigits: 3,
    }),
  );
  return figures;
}
