// /api/dashboard/artist: the signed-in artist's figures.
import { artistDashboard } from '@sada/contracts/dashboards';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createArtistDashboardService } from './service';

export function artistDashboardRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createArtistDashboardService(db);
  return async (app) => {
    app.get(
      '/api/dashboard/artist',
      {
        config: { access: 'dashboard:view' },
        schema: {
          tags: ['dashboards'],
          summary: "The artist's plays, listeners, followers, likes and uploads",
          response: { 200: artistDashboard, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => service.get(request.actor),
    );
  };
}
