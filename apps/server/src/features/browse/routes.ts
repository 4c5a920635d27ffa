// /api/browse: every section of the browse page in one round trip (000 §2 Browse).
import { browse } from '@sada/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createReadCache } from '../../lib/read-cache';
import { createBrowseService } from './service';

export function browseRoutes(db: Database, cacheSeconds: number): FastifyPluginAsyncZod {
  const service = createBrowseService(db, { cacheSeconds });
  const anonymousJson = createReadCache<string>({ ttlMs: cacheSeconds * 1000, maxEntries: 1 });
  return async (app) => {
    app.get(
      '/api/browse',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'The browse page: playlists, track sections, popular artists, genres',
          description:
            'Signed in: Made for you from followed artists and liked genres, Recently played ' +
            'and Jump back in from the listening history, topped up with popular tracks. ' +
            'Anonymous: popular tracks, no history.',
          security: [],
          response: { 200: browse },
        },
      },
      async (request, reply) => {
        const actor = await request.sessionUser();
        if (actor) return service.browse(actor);
        // Every visitor gets the same page: checked against the contract and serialised once
        // per cache period, and sent as it is.
        const json = await anonymousJson.get('anonymous', async () =>
          JSON.stringify(browse.parse(await service.browse(null))),
        );
        // A string with a JSON content type is sent as it is, not serialised again.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  };
}
