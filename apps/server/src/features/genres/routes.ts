// /api/genres: every genre in tile order; /api/genres/:slug: one genre's page;
// /api/play/genre/:slug: what its Play All queues.
import { genreList, genrePage, genreParams } from '@sada/contracts/catalog';
import { errorResponse } from '@sada/contracts/errors';
import { playableTracks } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createGenreService } from './service';

export function genreRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createGenreService(db);
  return async (app) => {
    app.get(
      '/api/genres',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Every genre, in tile order',
          security: [],
          response: { 200: genreList },
        },
      },
      async () => ({ genres: await service.list() }),
    );

    app.get(
      '/api/genres/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'A genre: its popular live tracks, playlists featuring them, the other genres',
          security: [],
          params: genreParams,
          response: { 200: genrePage, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => service.page(request.params.slug, await request.hearing()),
    );

    app.get(
      '/api/play/genre/:slug',
      {
        config: { access: 'catalog:read' },
        schema: {
          tags: ['catalog'],
          summary: "What a genre's Play All queues: its live tracks, most played first",
          security: [],
          params: genreParams,
          response: { 200: playableTracks, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => service.playAll(request.params.slug, await request.hearing()),
    );
  };
}
