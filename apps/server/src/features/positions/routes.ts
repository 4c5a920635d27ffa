// Resume where you left off: PUT /api/me/positions/{trackId} (every few seconds while a long
// track plays, and on pause), GET /api/me/positions?ids= (a series page's progress),
// PUT /api/me/positions/{trackId}/played and GET /api/me/continue ('Continue listening').
import { errorResponse } from '@sada/contracts/errors';
import {
  continueListening,
  listeningPosition,
  listeningPositions,
  playedUpdate,
  positionsQuery,
  positionUpdate,
} from '@sada/contracts/positions';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { createPositionService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function positionRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createPositionService(db);
  return async (app) => {
    app.put(
      '/api/me/positions/:trackId',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['library'],
          summary: 'Save where you are in a track, to resume it on any device',
          params: trackIdParams,
          body: positionUpdate,
          response: { 200: listeningPosition, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) =>
        service.save(request.actor, request.params.trackId, request.body.positionMs),
    );

    app.put(
      '/api/me/positions/:trackId/played',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['library'],
          summary: 'Mark a track played or unplayed (either starts it from the beginning)',
          params: trackIdParams,
          body: playedUpdate,
          response: {
            200: listeningPosition.extend({ message: z.string() }),
            400: errorResponse,
            404: errorResponse,
            ...denied,
          },
        },
      },
      async (request) =>
        service.markPlayed(request.actor, request.params.trackId, request.body.played),
    );

    app.get(
      '/api/me/positions',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['library'],
          summary: 'Your places in up to 100 tracks (those you have not started are left out)',
          querystring: positionsQuery,
          response: { 200: listeningPositions, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.positions(request.actor, request.query.ids),
    );

    app.get(
      '/api/me/continue',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['library'],
          summary: 'Continue listening: your unfinished episodes and long tracks, latest first',
          response: { 200: continueListening, ...denied },
        },
      },
      async (request) => service.inProgress(request.actor, await request.hearing()),
    );
  };
}
