// Counters under load (issue 10): a thousand likes and a thousand plays of one track, all at
// once through the real routes, leave tracks.like_count and play_count equal to the rows they
// count; one user liking and unliking in a race leaves the like and the counter in agreement.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';

import type { StreamEventStarted, StreamUrl } from '@sada/contracts/streaming';
import type { LikeState } from '@sada/contracts/tracks';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes, profiles, sessions, streamEvents, streamLinks, tracks, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createTrack, ensureGenres } from '../test/catalog';
import { createUser } from '../test/factories';
import { createPlayableTrack, sampleAudio } from '../test/player';

const PARALLEL = 1_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t.close());

/**
 * `n` listeners with a live session each, written straight to the tables: signing up a thousand
 * accounts would spend most of the test hashing passwords. The cookie is the one better-auth
 * itself sets: the session token, a dot and its HMAC-SHA256 under the auth secret.
 */
async function listenersWithSessions(n: number): Promise<{ id: string; cookie: string }[]> {
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  const rows = Array.from({ length: n }, (_, i) => {
    const tag = `${randomBytes(4).toString('hex')}${i}`;
    return {
      id: randomUUID(),
      token: randomBytes(24).toString('base64url'),
      email: `load-${tag}@example.test`,
      username: `load_${tag}`,
    };
  });
  for (let i = 0; i < rows.length; i += 250) {
    const batch = rows.slice(i, i + 250);
    await t.database.db.insert(users).values(
      batch.map((r) => ({
        id: r.id,
        name: r.username,
        email: r.email,
        username: r.username,
        emailVerified: true,
      })),
    );
    await t.database.db.insert(profiles).values(batch.map((r) => ({ id: r.id })));
    await t.database.db
      .insert(sessions)
      .values(batch.map((r) => ({ userId: r.id, token: r.token, expiresAt })));
  }
  return rows.map((r) => {
    const signature = createHmac('sha256', t.config.authSecret).update(r.token).digest('base64');
    return {
      id: r.id,
      cookie: `sada.session_token=${encodeURIComponent(`${r.token}.${signature}`)}`,
    };
  });
}

const likeRequest = (method: 'PUT' | 'DELETE', trackId: string, cookie: string) =>
  t.app.inject({
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
  it('1,000 parallel likes by distinct listeners: like_count equals the like rows', async () => {
    const track = await createTrack(t);
    const listeners = await listenersWithSessions(PARALLEL);
    const startedAt = performance.now();
    const responses = await Promise.all(
      listeners.map((listener) => likeRequest('PUT', track.id, listener.cookie)),
    );
    const elapsed = performance.now() - startedAt;
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const reported = responses.map((r) => r.json<LikeState>().likeCount);
    // Each like saw its own increment: the counts answered are 1 … 1,000, each once.
    expect(new Set(reported).size).toBe(PARALLEL);
    expect(Math.max(...reported)).toBe(PARALLEL);

    const rows = await likeRows(track.id);
    const { likeCount } = await trackCounters(track.id);
    figures(
      `${PARALLEL} parallel likes (${t.database.kind}) in ${Math.round(elapsed)} ms: ` +
        `like_count ${likeCount}, like rows ${rows}`,
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

  it('1,000 parallel plays: play_count equals the counted stream events', async () => {
    // A one-second track: a report of its whole length counts at once, with no waiting. All
    // listens name one stream link that served the audio of exactly PARALLEL plays (written
    // straight to the table: a thousand fetches would test the file, not the counting).
    const audio = sampleAudio(1_000);
    const { track } = await createPlayableTrack(t, { durationMs: 1_000 }, audio);
    const linked = await t.app.inject({ method: 'GET', url: `/api/tracks/${track.id}/stream-url` });
    const streamUrl = linked.json<StreamUrl>().url;
    const linkId = new URL(streamUrl, 'http://x').searchParams.get('link') ?? '';
    // 90 % of a second, 80 % of those bytes: 720 bytes a play.
    await t.database.db
      .insert(streamLinks)
      .values({ id: linkId, fileBytes: audio.length, bytesServed: 720 * PARALLEL });
    const startedAt = performance.now();
    const starts = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/stream-events',
          headers: { origin: t.config.publicUrl },
          remoteAddress: addressOf(i),
          payload: { trackId: track.id, streamUrl },
        }),
      ),
    );
    expect(starts.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    const events = starts.map((r) => r.json<StreamEventStarted>());

    // Every event reported twice at once: the second report must not count the play again.
    const reports = await Promise.all(
      [...events, ...events].map((event) =>
        t.app.inject({
          method: 'POST',
          url: `/api/stream-events/${event.eventId}/progress`,
          headers: { origin: t.config.publicUrl },
          payload: { token: event.token, completedMs: 1_000 },
        }),
      ),
    );
    const elapsed = performance.now() - startedAt;
    expect(reports.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);

    const [counted] = await t.database.db
      .select({ n: count() })
      .from(streamEvents)
      .where(and(eq(streamEvents.trackId, track.id), isNotNull(streamEvents.countedAt)));
    const { playCount } = await trackCounters(track.id);
    figures(
      `${PARALLEL} parallel plays, each reported twice (${t.database.kind}) in ` +
        `${Math.round(elapsed)} ms: play_count ${playCount}, counted events ${counted?.n}`,
    );
    expect(counted?.n).toBe(PARALLEL);
    expect(playCount).toBe(counted?.n);
  }, 120_000);
});
