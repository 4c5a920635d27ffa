import { randomUUID } from 'node:crypto';

import type { StreamUrl } from '@sada/contracts/streaming';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { streamLinks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createCast, createPlayableTrack, sampleAudio } from '../../test/player';
import { createLinkUsage, LINK_USAGE_FLUSH_MS } from './link-usage';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function served(linkId: string): Promise<number | null> {
  const [row] = await t.database.db
    .select({ bytes: streamLinks.bytesServed })
    .from(streamLinks)
    .where(eq(streamLinks.id, linkId));
  return row?.bytes ?? null;
}

describe('link usage', () => {
  it('adds the bytes of many ranges up in memory and writes them once, within the flush time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const usage = createLinkUsage(t.database.db, { onError: (error) => expect(error).toBeNull() });
    const linkId = randomUUID();
    for (let i = 0; i < 40; i += 1) usage.record(linkId, 10_000_000, 262_144);
    usage.record(linkId, 10_000_000, 0);
    await vi.advanceTimersByTimeAsync(LINK_USAGE_FLUSH_MS - 1);
    expect(await served(linkId)).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await served(linkId)).toBe(40 * 262_144));
    // Later bytes add to what is written.
    usage.record(linkId, 10_000_000, 100);
    await usage.flush();
    expect(await served(linkId)).toBe(40 * 262_144 + 100);
  });

  it("writes one link's bytes when asked, leaving the others to the flush time", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const usage = createLinkUsage(t.database.db, { onError: (error) => expect(error).toBeNull() });
    const [one, other] = [randomUUID(), randomUUID()];
    usage.record(one, 1_000, 10);
    usage.record(other, 1_000, 20);
    await usage.flush(one);
    expect(await served(one)).toBe(10);
    expect(await served(other)).toBeNull();
    await usage.flush(one);
    expect(await served(one)).toBe(10);
    await vi.advanceTimersByTimeAsync(LINK_USAGE_FLUSH_MS);
    await vi.waitFor(async () => expect(await served(other)).toBe(20));
  });

  it('reports a batch it cannot write, and goes on', async () => {
    const errors: unknown[] = [];
    const usage = createLinkUsage(t.database.db, { onError: (error) => errors.push(error) });
    usage.record('not-a-uuid', 1_000, 10);
    await usage.flush();
    expect(errors).toHaveLength(1);
    const linkId = randomUUID();
    usage.record(linkId, 1_000, 10);
    await usage.flush();
    expect(await served(linkId)).toBe(10);
  });
});

describe('bytes the stream route counts', () => {
  async function linkOf(trackId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tracks/${trackId}/stream-url`,
    });
    const { url } = response.json<StreamUrl>();
    return { url, linkId: new URL(url, 'http://x').searchParams.get('link') ?? '' };
  }

  it('counts a small part, a large part and a whole file sent as a stream; HEAD and 304 none', async () => {
    const audio = sampleAudio(1_500_000);
    const { track } = await createPlayableTrack(t, { artistId: cast.artist.id }, audio);
    const { url, linkId } = await linkOf(track.id);
    const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url, headers });
    expect((await get({ range: 'bytes=0-99' })).statusCode).toBe(206);
    expect((await get({ range: 'bytes=100-600099' })).statusCode).toBe(206);
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(audio.length);
    expect((await get({}, 'HEAD')).statusCode).toBe(200);
    const etag = String(whole.headers.etag);
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    await vi.waitFor(async () => expect(await served(linkId)).toBe(100 + 600_000 + audio.length), {
      timeout: 5 * LINK_USAGE_FLUSH_MS,
    });
  });
});
