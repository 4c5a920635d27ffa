// /api/playlists: public playlists, newest first (browse, /all/playlists).
import { errorResponse } from '@sada/contracts/errors';
import { playlistListQuery, playlistPage } from '@sada/contracts/playlists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createPlaylistService } from './service';

export function playlistRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createPlaylistService(db);
  return async (app) => {
    app.get(
      '/api/playlists',
      {
        config: { access: 'public' },
        schema: {
          tags: ['playlists'],
          summary: 'Public playlists, newest first',
          security: [],
          querystring: playlistListQuery,
          response: { 200: playlistPage, 400: errorResponse },
        },
      },
      async (request) => service.listPublic(request.query),
    );
  };
}
