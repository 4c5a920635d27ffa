// /api/browse: every section of the browse page in one round trip.
import { browse } from '@sada/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createVisitorJsonCache } from '../../http/visitor-cache';
import type { CatalogCaching } from '../../platform/read-cache';
import { createBrowseService } from './service';

export function browseRoutes(db: Database, caching: CatalogCaching): FastifyPluginAsyncZod {
  const service = createBrowseService(db, { caching });
  const visitorPage = createVisitorJsonCache(browse, { caching, maxEntries: 3 });
  return async (app) => {
    app.get(
      '/api/browse',
      {
        config: { access: 'public', listenerCache: true },
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
        const [actor, hearing] = await Promise.all([request.viewer(), request.hearing()]);
        if (actor) return service.browse(actor, hearing);
        // Every visitor with the same rule gets the same page.
        return visitorPage.send(reply, hearing.rule, () => service.browse(null, hearing));
      },
    );
  };
}
