// /api/moderation/series…: the series waiting for review and the decision on one. For moderators
// (admins and verified labels); who may decide on which series, the service says.
import { errorResponse } from '@sada/contracts/errors';
import {
  moderationSeriesQueue,
  seriesDecisionResult,
  seriesDecisionSubmission,
} from '@sada/contracts/moderation';
import { seriesIdParams } from '@sada/contracts/series';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import type { EventBus } from '../../platform/events';
import { createSeriesReviewService } from './review-service';

const denied = { 401: errorResponse, 403: errorResponse };

export function seriesReviewRoutes(db: Database, events: EventBus): FastifyPluginAsyncZod {
  const service = createSeriesReviewService(db, events);
  return async (app) => {
    app.get(
      '/api/moderation/series',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['moderation'],
          summary: 'Series waiting for review, oldest first: new ones and edits of approved ones',
          description:
            'Each with the approved details (null for a new series) and the proposed ones, and ' +
            "the artist's name. A reviewer does not see series they may not decide on.",
          response: { 200: moderationSeriesQueue, ...denied },
        },
      },
      async (request) => service.queue(request.actor),
    );

    app.post(
      '/api/moderation/series/:seriesId/decision',
      {
        config: { access: 'moderation:access' },
        schema: {
          tags: ['moderation'],
          summary: "Approve or turn down a series' details (new, or an edit)",
          description:
            'A rejection needs a reason, which its artist reads. Answers 409 when the series is ' +
            'no longer waiting for review (someone decided first, or the edit was withdrawn).',
          params: seriesIdParams,
          body: seriesDecisionSubmission,
          response: {
            200: seriesDecisionResult,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...denied,
          },
        },
      },
      async (request) => service.decide(request.actor, request.params.seriesId, request.body),
    );
  };
}
