import { healthResponse, liveResponse, readyResponse } from '@sada/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { DatabaseHandle } from '../../db/client';
import type { PlatformHealthChecker } from '../../platform/platform-health';

/** Seconds a balancer or client should wait before asking an unavailable instance again. */
const RETRY_AFTER_SECONDS = '5';

export function healthRoutes(
  database: DatabaseHandle,
  platform: Pick<PlatformHealthChecker, 'readiness'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health/live',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'The process is up (asks nothing else)',
          security: [],
          response: { 200: liveResponse },
        },
      },
      async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
    );

    app.get(
      '/api/health/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'This instance can serve: database, storage and job queue answer',
          security: [],
          response: { 200: readyResponse, 503: readyResponse },
        },
      },
      async (_request, reply) => {
        // A slow answer still serves; only a component that does not answer takes it out.
        const checks = (await platform.readiness()).map((check) => ({
          name: check.name,
          status: check.status === 'down' ? ('unavailable' as const) : ('ok' as const),
        }));
        const ok = checks.every((check) => check.status === 'ok');
        if (!ok) reply.header('retry-after', RETRY_AFTER_SECONDS);
        return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', checks });
      },
    );

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
        if (!ok) reply.header('retry-after', RETRY_AFTER_SECONDS);
        return reply.status(ok ? 200 : 503).send({
          status: ok ? 'ok' : 'unavailable',
          database: database_,
          uptimeSeconds: Math.round(process.uptime()),
        });
      },
    );
  };
}
