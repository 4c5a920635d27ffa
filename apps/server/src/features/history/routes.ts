// /api/me/history: the signed-in listener's recently played tracks, and Clear History.
import { errorResponse } from '@sada/contracts/errors';
import { history, historyQuery, type History } from '@sada/contracts/history';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { toTrackSummary } from '../../catalog/summaries';
import type { Database } from '../../db/client';
import { forgetHistory, listHistory } from './repository';

export function historyRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/history',
      {
        config: { access: 'library:use', listenerCache: true },
        schema: {
          tags: ['history'],
          summary: 'Your listens, newest first (tracks that are still live)',
          querystring: historyQuery,
          response: { 200: history, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request): Promise<History> => {
        const { actor } = request;
        const rows = await listHistory(db, await request.hearing(), actor.id, request.query.limit);
        return {
          entries: rows.map((row) => ({
            id: row.eventId,
            startedAt: row.startedAt.toISOString(),
            completedMs: row.completedMs,
            track: toTrackSummary(row),
          })),
        };
      },
    );

    app.delete(
      '/api/me/history',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['history'],
          summary: 'Clear History: your listens are no longer linked to you',
          response: { 204: z.null().describe('No content'), 401: errorResponse },
        },
      },
      async (request, reply) => {
        const { actor } = request;
        await forgetHistory(db, actor.id);
        return reply.status(204).send(null);
      },
    );
  };
}
