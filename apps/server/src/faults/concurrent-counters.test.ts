// Counters under load: a thousand likes and a thousand plays of one track (400 on the embedded
// database), all at once through the real routes, leave tracks.like_count and play_count equal to
// the rows they count; listens racing through one link count no more plays than it served; one
// user liking and unliking in a race leaves the like and the counter in agreement.
import type { StreamEventRecorded, StreamEventStarted, StreamUrl } from '@sada/contracts/streaming';
import type { LikeState } from '@sada/contracts/tracks';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes, streamEvents, streamLinks, tracks } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createTrack, ensureGenres } from '../test/catalog';
import { createListeners, createUser } from '../test/factories';
import { createPlayableTrack, sampleAudio } from '../test/player';

/**
 * A thousand at once on PostgreSQL, where they race on many connections. The embedded database
 * runs one query at a time, so there the races are between a request's steps, not its queries:
 * 400 is enough for them, and still past its queue bound, so some are refused and sent again.
 */
const PARALLEL = process.env.DATABASE_URL ? 1_000 : 400;
const parallel = PARALLEL.toLocaleString('en');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t.close());

/**
 * The embedded database refuses queries past its queue bound, and the request answers 503 with
 * Retry-After (db/client EMBEDDED_QUEUE_LIMIT): a client sends it again, as a player does. A
 * thousand requests at once are beyond that bound by design. PostgreSQL must answer every one.
 */
let refusedByEmbedded = 0;
async function inject(options: InjectOptions) {
  for (;;) {
    const response = await t.app.inject(options);
    if (response.statusCode !== 503 || t.database.kind !== 'pglite') return response;
    refusedByEmbedded += 1;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const likeRequest = (method: 'PUT' | 'DELETE', trackId: string, cookie: string) =>
  inject({
    method,
    url: `/api/me/likes/tracks/${trackId}`,
    headers: { origin: t.config.publicUrl, cookie },
  });

async function trackCounters(trackId: string) {
  const [row] = await t.database.db
    .select({ likeCount: tracks.likeCount, playCount: tracks.playCount })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  if (!row) throw new Error('track missing');
  return row;
}

async function likeRows(trackId: string, userId?: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(likes)
    .where(and(eq(likes.trackId, trackId), userId ? eq(likes.userId, userId) : undefined));
  return row?.n ?? -1;
}

/** Prints a line of the test's figures, beside the results. */
function figures(line: string): void {
  process.stdout.write(`[faults] ${line}\n`);
}

/** A distinct client address per index, so the per-address limit on starts never applies. */
const addressOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('counters under concurrent requests', () => {
  it(`${parallel} parallel likes by distinct listeners: like_count equals the like rows`, async () => {
    const track = await createTrack(t);
    const listeners = await createListeners(t, PARALLEL);
    refusedByEmbedded = 0;
    const startedAt = performance.now();
    const responses = await Promise.all(
      listeners.map((listener) => likeRequest('PUT', track.id, listener.cookie)),
    );
    const elapsed = performance.now() - startedAt;
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const reported = responses.map((r) => r.json<LikeState>().likeCount);
    // Each like saw its own increment: the counts answered are 1 … PARALLEL, each once.
    expect(new Set(reported).size).toBe(PARALLEL);
    expect(Math.max(...reported)).toBe(PARALLEL);

    const rows = await likeRows(track.id);
    const { likeCount } = await trackCounters(track.id);
    figures(
      `${PARALLEL} parallel likes (${t.database.kind}) in ${Math.round(elapsed)} ms: ` +
        `like_count ${likeCount}, like rows ${rows}, refused and sent again ${refusedByEmbedded}`,
    );
    expect(rows).toBe(PARALLEL);
    expect(likeCount).toBe(rows);
  }, 120_000);

  it('one listener liking and unliking 200 times at once ends with the counter and the row in agreement', async () => {
    const track = await createTrack(t);
    const listener = await createUser(t);
    // Another listener's like stays throughout, so the counter cannot be right only by being 0.
    const other = await createUser(t);
    expect((await likeRequest('PUT', track.id, other.cookie)).statusCode).toBe(200);

    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        likeRequest(i % 2 === 0 ? 'PUT' : 'DELETE', track.id, listener.cookie),
      ),
    );
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    for (const response of responses) {
      expect([1, 2]).toContain(response.json<LikeState>().likeCount);
    }
    const own = await likeRows(track.id, listener.id);
    const { likeCount } = await trackCounters(track.id);
    figures(
      `200 racing like/unlike of one listener (${t.database.kind}): ` +
        `liked ${own === 1}, like_count ${likeCount}, like rows ${await likeRows(track.id)}`,
    );
    expect(own).toBeLessThanOrEqual(1);
    expect(likeCount).toBe(1 + own);
    expect(likeCount).toBe(await likeRows(track.id));

    // The state the user is shown agrees with the rows.
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/me/likes/tracks/${track.id}`,
      headers: { cookie: listener.cookie },
    });
    expect(state.json<LikeState>()).toEqual({ liked: own === 1, likeCount });
  });

  /**
   * A one-second track (a report of its whole length counts at once, with no waiting) and `links`
   * stream links to it, each having served the audio of `playsPerLink` plays (written straight to
   * the table: fetching the file would test the file, not the counting).
   */
  async function trackWithLinks(links: number, playsPerLink: number) {
    const audio = sampleAudio(1_000);
    const { track } = await createPlayableTrack(t, { durationMs: 1_000 }, audio);
    const urls = await Promise.all(
      Array.from({ length: links }, async () => {
        const linked = await inject({
          method: 'GET',
          url: `/api/tracks/${track.id}/stream-url`,
        });
        return linked.json<StreamUrl>().url;
      }),
    );
    // 90 % of a second, 80 % of those bytes: 720 bytes a play.
    await t.database.db.insert(streamLinks).values(
      urls.map((url) => ({
        id: new URL(url, 'http://x').searchParams.get('link') ?? '',
        fileBytes: audio.length,
        bytesServed: 720 * playsPerLink,
      })),
    );
    return { track, urls };
  }

  /**
   * Listens by distinct listeners, the i-th through `urls[i % urls.length]`, all started at once
   * and then each reported twice at once (the second report must not count the play again).
   * Answers the play count, the counted events and the time taken.
   */
  async function parallelPlays(trackId: string, urls: string[], listens: number) {
    refusedByEmbedded = 0;
    const startedAt = performance.now();
    const starts = await Promise.all(
      Array.from({ length: listens }, (_, i) =>
        inject({
          method: 'POST',
          url: '/api/stream-events',
          headers: { origin: t.config.publicUrl },
          remoteAddress: addressOf(i),
          payload: { trackId, streamUrl: urls[i % urls.length] },
        }),
      ),
    );
    expect(starts.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    const events = starts.map((r) => r.json<StreamEventStarted>());
    const reports = await Promise.all(
      [...events, ...events].map((event) =>
        inject({
          method: 'POST',
          url: `/api/stream-events/${event.eventId}/progress`,
          headers: { origin: t.config.publicUrl },
          payload: { token: event.token, completedMs: 1_000 },
        }),
      ),
    );
    const elapsed = Math.round(performance.now() - startedAt);
    expect(reports.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    // Both reports of an event answer the same.
    const answers = reports.map((r) => r.json<StreamEventRecorded>().counted);
    expect(answers.slice(0, listens)).toEqual(answers.slice(listens));

    const [counted] = await t.database.db
      .select({ n: count() })
      .from(streamEvents)
      .where(and(eq(streamEvents.trackId, trackId), isNotNull(streamEvents.countedAt)));
    const { playCount } = await trackCounters(trackId);
    return {
      playCount,
      counted: counted?.n ?? -1,
      answeredCounted: answers.filter(Boolean).length / 2,
      elapsed,
      refused: refusedByEmbedded,
    };
  }

  it(`${parallel} parallel plays through their own links: play_count equals the counted stream events`, async () => {
    // What a busy track sees: many listeners, each with the link their player loaded.
    const { track, urls } = await trackWithLinks(PARALLEL, 1);
    const result = await parallelPlays(track.id, urls, PARALLEL);
    figures(
      `${PARALLEL} parallel plays through their own links, each reported twice ` +
        `(${t.database.kind}) in ${result.elapsed} ms: play_count ${result.playCount}, ` +
        `counted events ${result.counted}, refused and sent again ${result.refused}`,
    );
    expect(result.counted).toBe(PARALLEL);
    expect(result.answeredCounted).toBe(PARALLEL);
    expect(result.playCount).toBe(result.counted);
  }, 120_000);

  it('200 parallel listens through one link that served 150 plays: exactly 150 count', async () => {
    // One link shared by many players is the worst case: its plays are counted one at a time,
    // and no more of them than the audio it served.
    const listens = 200;
    const served = 150;
    const { track, urls } = await trackWithLinks(1, served);
    const result = await parallelPlays(track.id, urls, listens);
    figures(
      `${listens} parallel listens through one link serving ${served} plays, each reported ` +
        `twice (${t.database.kind}) in ${result.elapsed} ms: play_count ${result.playCount}, ` +
        `counted events ${result.counted}, refused and sent again ${result.refused}`,
    );
    expect(result.counted).toBe(served);
    expect(result.answeredCounted).toBe(served);
    expect(result.playCount).toBe(result.counted);
  }, 120_000);
});
