// /api/me/likes/tracks/:trackId: whether the signed-in user likes a track, like, unlike;
// /api/me/likes/tracks?ids=…: the same for a page of tracks at once.
import { errorResponse } from '@sada/contracts/errors';
import { likeState, trackIdParams, trackLikesQuery, trackLikeStates } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createTrackLikesService } from './service';

const schema = {
  tags: ['library'],
  params: trackIdParams,
  response: { 200: likeState, 400: errorResponse, 401: errorResponse, 404: errorResponse },
};

export function trackLikeRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createTrackLikesService(db);
  return async (app) => {
    const url = '/api/me/likes/tracks/:trackId';
    const config = { access: 'track:like' as const };
    // Reads a listener repeats on every page with track rows: kept for them (http/listener-cache).
    const readConfig = { ...config, listenerCache: true };
    app.get(
      '/api/me/likes/tracks',
      {
        config: readConfig,
        schema: {
          tags: ['library'],
          summary: 'Whether you like each of a page of tracks (ids=a,b,c), and their like counts',
          querystring: trackLikesQuery,
          response: { 200: trackLikeStates, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request) => service.likeStates(request.actor, request.query.ids),
    );

    app.get(
      url,
      {
        config: readConfig,
        schema: { ...schema, summary: 'Whether you like a track, and its like count' },
      },
      async (request) => service.likeState(request.actor, request.params.trackId),
    );

    app.put(
      url,
      { config, schema: { ...schema, summary: 'Like a track (liking it again changes nothing)' } },
      async (request) => service.like(request.actor, request.params.trackId),
    );

    app.delete(
      url,
      {
        config,
        schema: { ...schema, summary: 'Unlike a track (unliking it again changes nothing)' },
      },
      async (request) => service.unlike(request.actor, request.params.trackId),
    );
  };
}
