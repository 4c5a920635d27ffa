// /api/admin/tracks: every track for the admin content page; take-down, restore and review
// priority. Admins only.
import {
  adminTrackListQuery,
  adminTrackPage,
  adminTrackResponse,
  reviewPriorityBody,
  takeDownBody,
} from '@sada/contracts/admin-console';
import { errorResponse } from '@sada/contracts/errors';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../../db/client';
import { createAdminContentService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };
const changed = {
  200: adminTrackResponse,
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  ...denied,
};

export function adminContentRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createAdminContentService(db);
  return async (app) => {
    app.get(
      '/api/admin/tracks',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Every track in any state, with how many there are in each',
          querystring: adminTrackListQuery,
          response: { 200: adminTrackPage, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.list(request.query),
    );

    app.post(
      '/api/admin/tracks/:trackId/take-down',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Take a live track down: rejected, with the reason its artist sees',
          params: trackIdParams,
          body: takeDownBody,
          response: changed,
        },
      },
      async (request) => ({
        track: await service.takeDown(request.actor, request.params.trackId, request.body.reason),
      }),
    );

    app.post(
      '/api/admin/tracks/:trackId/restore',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Put a track that was taken down back live',
          params: trackIdParams,
          response: changed,
        },
      },
      async (request) => ({
        track: await service.restore(request.actor, request.params.trackId),
      }),
    );

    app.put(
      '/api/admin/tracks/:trackId/review-priority',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: "Change a track's review priority; the moderation queue takes higher first",
          params: trackIdParams,
          body: reviewPriorityBody,
          response: changed,
        },
      },
      async (request) => ({
        track: await service.setReviewPriority(
          request.actor,
          request.params.trackId,
          request.body.reviewPriority,
        ),
      }),
    );
  };
}
