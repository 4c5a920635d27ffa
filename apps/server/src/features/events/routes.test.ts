// GET /api/events: a signed-in user's stream of Server-Sent Events, with heartbeats.
import type { Readable } from 'node:stream';

import type { TrackProcessingEvent } from '@sada/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { REPLACED_RETRY_MS, SHUTDOWN_RETRY_MS } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SSE_HEARTBEAT_SECONDS: '1' });
});
afterAll(() => t?.close());

const progress = (trackId: string, progress: number): TrackProcessingEvent => ({
  type: 'track.processing',
  trackId,
  title: 'A track',
  status: 'processing',
  stage: progress === 10 ? 'processing' : 'generating_preview',
  progress,
  error: null,
});

/** Collects what the stream sends; `waitFor` resolves once it matches, or fails after `ms`. */
function reader(stream: Readable) {
  let text = '';
  stream.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  return {
    async waitFor(check: (text: string) => boolean, ms = 5000): Promise<string> {
      const end = Date.now() + ms;
      while (!check(text)) {
        if (Date.now() > end) throw new Error(`timed out; got: ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return text;
    },
  };
}

async function open(user: TestUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/events',
    headers: { cookie: user.cookie },
    payloadAsStream: true,
  });
  return { response, stream: response.stream() };
}

describe('the event stream', () => {
  it('is for signed-in users', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
  });

  it("carries the user's events, not other people's, and heartbeats", async () => {
    const [me, someoneElse] = await Promise.all([
      createUser(t, { role: 'artist' }),
      createUser(t, { role: 'artist' }),
    ]);
    const { response, stream } = await open(me);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');

    const received = reader(stream);
    const greeting = await received.waitFor((text) => text.includes(': connected'));
    expect(greeting.startsWith('retry: 5000\n')).toBe(true);

    const mine = crypto.randomUUID();
    await t.events.publish(someoneElse.id, progress(crypto.randomUUID(), 10));
    await t.events.publish(me.id, progress(mine, 70));
    const text = await received.waitFor((s) => s.includes(mine) && s.includes(': heartbeat'));
    stream.destroy();

    const events = text
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => {
        const [name, data] = block.split('\n');
        return { name, data: JSON.parse((data ?? '').replace(/^data: /, '')) as unknown };
      });
    expect(events).toEqual([{ name: 'event: track.processing', data: progress(mine, 70) }]);
  });
});

describe('streams per user', () => {
  it('keeps at most 10 open per user: an 11th closes the oldest, not another user’s', async () => {
    const [me, someoneElse] = await Promise.all([
      createUser(t, { role: 'listener' }),
      createUser(t, { role: 'listener' }),
    ]);
    const theirs = await open(someoneElse);
    const mine = [];
    for (let i = 0; i < 11; i += 1) mine.push(await open(me));
    const ended = (stream: Readable) =>
      stream.readableEnded || stream.destroyed
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            stream.once('end', () => resolve(true));
            stream.once('close', () => resolve(true));
            setTimeout(() => resolve(false), 1_500);
          });
    const readers = mine.map(({ stream }) => reader(stream));
    expect(await ended(mine[0]?.stream as Readable)).toBe(true);
    await readers[0]?.waitFor((text) => text.includes(`retry: ${REPLACED_RETRY_MS}\n`));
    // The others still get events; the oldest was told to come back later.
    const marker = crypto.randomUUID();
    await t.events.publish(me.id, progress(marker, 70));
    for (const received of readers.slice(1)) {
      await received.waitFor((text) => text.includes(marker));
    }
    const theirText = reader(theirs.stream);
    await t.events.publish(someoneElse.id, progress(marker, 70));
    await theirText.waitFor((text) => text.includes(marker));
    for (const { stream } of [...mine, theirs]) stream.destroy();
  });

  it('ends when the server shuts down, telling the browser to come back within seconds', async () => {
    const instance = await createTestApp({ SSE_HEARTBEAT_SECONDS: '1' });
    const user = await createUser(instance, { role: 'listener' });
    const response = await instance.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { cookie: user.cookie },
      payloadAsStream: true,
    });
    const stream = response.stream();
    const received = reader(stream);
    await received.waitFor((text) => text.includes(': connected'));
    const ended = new Promise((resolve) => stream.once('end', resolve));
    await instance.close();
    await ended;
    const text = await received.waitFor((all) => all.includes('shutting down'));
    const retry = Number(/retry: (\d+)\n: the server is shutting down/.exec(text)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(SHUTDOWN_RETRY_MS.min);
    expect(retry).toBeLessThan(SHUTDOWN_RETRY_MS.max);
  });
});
