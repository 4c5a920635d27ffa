import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { createCacheForgetting } from '../platform/read-cache';
import { createVisitorJsonCache } from './visitor-cache';

const answer = z.object({ title: z.string(), plays: z.number() });

async function appWith(load: (key: string) => Promise<z.input<typeof answer>>) {
  const cache = createVisitorJsonCache(answer, {
    caching: { seconds: 60, forgetting: createCacheForgetting() },
    maxEntries: 10,
  });
  const app = Fastify();
  app.get<{ Params: { key: string } }>('/:key', (request, reply) =>
    cache.send(reply, request.params.key, () => load(request.params.key)),
  );
  await app.ready();
  return app;
}

describe('createVisitorJsonCache', () => {
  it.each([
    ['Latin', 'Kindness Is a Language'],
    ['Arabic', 'طلع البدر علينا'],
  ])('sends a %s answer as UTF-8 JSON with its byte length', async (_script, title) => {
    const app = await appWith(async () => ({ title, plays: 7 }));
    const response = await app.inject({ method: 'GET', url: '/a' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ title, plays: 7 });
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    await app.close();
  });

  it('loads a key once and sends the same bytes again', async () => {
    let loads = 0;
    const app = await appWith(async (key) => ({ title: key, plays: ++loads }));
    const first = await app.inject({ method: 'GET', url: '/a' });
    const second = await app.inject({ method: 'GET', url: '/a' });
    const other = await app.inject({ method: 'GET', url: '/b' });
    expect(second.body).toBe(first.body);
    expect(other.json()).toEqual({ title: 'b', plays: 2 });
    expect(loads).toBe(2);
    await app.close();
  });

  it('keeps neither a failed load nor an answer its contract refuses', async () => {
    let loads = 0;
    const app = await appWith(async () => {
      loads += 1;
      if (loads === 1) throw new Error('database gone');
      if (loads === 2) return { title: 'no plays' } as never;
      return { title: 'back', plays: 1 };
    });
    expect((await app.inject({ method: 'GET', url: '/a' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/a' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/a' })).json()).toEqual({
      title: 'back',
      plays: 1,
    });
    await app.close();
  });
});
