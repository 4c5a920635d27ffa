import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { type CatalogCaching, createCacheForgetting } from '../platform/read-cache';
import { serverWithStepsBeforeRouting } from './server-factory';
import { registerVisitorAnswers } from './visitor-answers';
import { createVisitorJsonCache } from './visitor-cache';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * An app whose GET /items/:key answers visitors from a visitor cache and counts the requests its
 * router saw; `now` is the clock of the kept answers (the cache's own runs on Date.now).
 */
async function serve(opts: { seconds?: number; maxEntries?: number; now?: () => number } = {}) {
  const made = serverWithStepsBeforeRouting();
  const app = Fastify({ serverFactory: made.factory, logger: false });
  const caching: CatalogCaching = {
    seconds: opts.seconds ?? 60,
    forgetting: createCacheForgetting(),
  };
  const answers = registerVisitorAnswers(app, {
    caching,
    maxEntries: opts.maxEntries ?? 100,
    maxBytes: 1024 * 1024,
    now: opts.now,
  });
  caching.visitorAnswers = answers;
  made.addBeforeRouting(answers.beforeRouting);
  const cache = createVisitorJsonCache(z.object({ key: z.string(), title: z.string() }), {
    caching,
    maxEntries: 100,
  });
  let routed = 0;
  app.addHook('onRequest', (_request, reply, done) => {
    routed += 1;
    reply.header('x-frame-options', 'DENY');
    done();
  });
  app.get<{ Params: { key: string } }>('/items/:key', async (request, reply) => {
    if (request.params.key === 'missing') return reply.code(404).send({ error: 'not found' });
    return cache.send(reply, request.params.key, async () => ({
      key: request.params.key,
      title: 'طلع البدر علينا',
    }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => app.close());
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    answers,
    caching,
    routed: () => routed,
  };
}

describe('visitor answers kept before routing', () => {
  it('sends a visitor the bytes and headers the router sent for the same URL', async () => {
    const s = await serve();
    const first = await fetch(`${s.base}/items/a?x=1`);
    const firstBody = await first.text();
    const second = await fetch(`${s.base}/items/a?x=1`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    expect(Number(second.headers.get('content-length'))).toBe(Buffer.byteLength(firstBody));
    // The second never reached the router.
    expect(s.routed()).toBe(1);
    // Another URL is another answer.
    await fetch(`${s.base}/items/a?x=2`);
    expect(s.routed()).toBe(2);
  });

  it('leaves anyone with a cookie or a token, a HEAD and a refusal to the router', async () => {
    const s = await serve();
    await fetch(`${s.base}/items/b`);
    expect(s.routed()).toBe(1);
    await fetch(`${s.base}/items/b`, { headers: { cookie: 'sada.session_token=x' } });
    await fetch(`${s.base}/items/b`, { headers: { authorization: 'Bearer x' } });
    await fetch(`${s.base}/items/b`, { method: 'HEAD' });
    expect(s.routed()).toBe(4);
    // Asked by a signed-in caller, the answer is not kept for visitors.
    await fetch(`${s.base}/items/c`, { headers: { cookie: 'theme=dark' } });
    await fetch(`${s.base}/items/c`);
    expect(s.routed()).toBe(6);
    expect((await fetch(`${s.base}/items/missing`)).status).toBe(404);
    expect((await fetch(`${s.base}/items/missing`)).status).toBe(404);
    expect(s.routed()).toBe(8);
  });

  it('forgets its answers when the catalogue changes, and when the read they copy ends', async () => {
    let now = Date.now();
    const s = await serve({ now: () => now });
    await fetch(`${s.base}/items/d`);
    await fetch(`${s.base}/items/d`);
    expect(s.routed()).toBe(1);
    s.caching.forgetting.forgetAll();
    expect(s.answers.size).toBe(0);
    await fetch(`${s.base}/items/d`);
    expect(s.routed()).toBe(2);
    // Past the end of the read the answer came from (60 s): the router answers again.
    now += 61_000;
    await fetch(`${s.base}/items/d`);
    expect(s.routed()).toBe(3);
  });

  it('keeps no more answers than it may, the oldest going first', async () => {
    const s = await serve({ maxEntries: 2 });
    for (const key of ['e', 'f', 'g']) await fetch(`${s.base}/items/${key}`);
    expect(s.answers.size).toBe(2);
    await fetch(`${s.base}/items/g`);
    expect(s.routed()).toBe(3);
    await fetch(`${s.base}/items/e`);
    expect(s.routed()).toBe(4);
  });

  it('keeps nothing when visitors’ reads are not kept', async () => {
    const s = await serve({ seconds: 0 });
    await fetch(`${s.base}/items/h`);
    await fetch(`${s.base}/items/h`);
    expect(s.routed()).toBe(2);
    expect(s.answers.size).toBe(0);
  });
});
