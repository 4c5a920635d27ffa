// /api/browse: every section of the browse page in one round trip (000 §2 Browse).
import { browse } from '@sada/contracts/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createBrowseService } from './service';

export function browseRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createBrowseService(db);
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
      async (request) => service.browse(await request.sessionUser()),
    );
  };
}
