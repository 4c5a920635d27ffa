import { healthResponse } from '@sada/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { DatabaseHandle } from '../../db/client';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Liveness and database reachability',
          security: [],
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        let database_: 'ok' | 'unavailable' = 'ok';
        try {
          await database.exec('SELECT 1');
        } catch {
          database_ = 'unavailable';
        }
        const ok = database_ === 'ok';
        // As every other answer of an unreachable or busy database (http/error-handler).
        if (!ok) reply.header('retry-after', '5');
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'unavailable',
          database: database_,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
