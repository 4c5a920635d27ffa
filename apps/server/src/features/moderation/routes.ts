// /api/moderation/*: the review queue, a track under review with its history, and the decision.
// For admins and verified labels (with a verified e-mail address); a label never reviews the
// tracks of its own artists.
import { errorResponse } from '@sada/contracts/errors';
import {
  moderationQueue,
  moderationQueueQuery,
  moderationTrack,
  reviewResult,
  reviewSubmission,
} from '@sada/contracts/moderation';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/events';
import { createModerationService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function moderationRoutes(deps: { db: Database; events: EventBus }): FastifyPluginAsyncZod {
  const service = createModerationService(deps);
  return async (app) => {
    app.get(
      '/api/moderation/queue',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['moderation'],
          summary: 'Tracks waiting for review: highest priority first, then oldest first',
          description:
            'Tracks that require review and are processing or in quality control, with the ' +
            "artist's name and verified flag. A label does not see its own artists' tracks.",
          querystring: moderationQueueQuery,
          response: { 200: moderationQueue, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.queue(request.actor, request.query),
    );

    app.get(
      '/api/moderation/tracks/:trackId',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['moderation'],
          summary: 'A track as its reviewer sees it: metadata, lyrics, audio, review history',
          params: trackIdParams,
          response: { 200: moderationTrack, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.track(request.actor, request.params.trackId),
    );

    app.post(
      '/api/moderation/tracks/:trackId/reviews',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['moderation'],
          summary: 'Decide on a track: approved (live), rejected (with a reason) or needs revision',
          description:
            'Scores are whole numbers from 1 to 10 (8 when left out). Answers 409 when the ' +
            'track is no longer waiting for review (someone decided first) or is still processing.',
          params: trackIdParams,
          body: reviewSubmission,
          response: {
            201: reviewResult,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...denied,
          },
        },
      },
      async (request, reply) => {
        const result = await service.review(request.actor, request.params.trackId, request.body);
        return reply.status(201).send(result);
      },
    );
  };
}
