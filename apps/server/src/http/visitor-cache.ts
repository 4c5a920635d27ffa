// The busiest public reads answer every visitor alike (someone signed in may see their own likes,
// follows and drafts, so they are never served from here). A visitor's answer is checked against
// its contract and serialised once per catalog-cache period, then sent as the same bytes: neither
// the database nor the response serialiser runs again for it.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

import { type CatalogCaching, createReadCache } from '../platform/read-cache';
import { asBody } from './kept-body';

export interface VisitorJsonCache<T> {
  /** Sends the cached answer for `key`, loading it on a miss; a load that throws is not kept. */
  send(reply: FastifyReply, key: string, load: () => Promise<T>): Promise<FastifyReply>;
}

export function createVisitorJsonCache<S extends z.ZodType>(
  schema: S,
  opts: { caching: CatalogCaching; maxEntries: number },
): VisitorJsonCache<z.input<S>> {
  const bodies = createReadCache<string | Buffer>({
    ttlMs: opts.caching.seconds * 1000,
    maxEntries: opts.maxEntries,
    forgetting: opts.caching.forgetting,
  });
  return {
    async send(reply, key, load) {
      const body = await bodies.get(key, async () =>
        asBody(JSON.stringify(schema.parse(await load()))),
      );
      const until = bodies.expiresAt(key);
      if (until !== undefined) opts.caching.visitorAnswers?.keep(reply, until);
      // A string or Buffer with a JSON content type is sent as it is: the route's response
      // serialiser does not run again.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}
