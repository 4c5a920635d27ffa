// /api/admin/system and /api/admin/jobs/:jobId/retry: health checks and the job queue, for admins.
import { errorResponse } from '@sada/contracts/errors';
import { jobIdParams, retriedJob, systemStatus } from '@sada/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createAdminSystemService, type AdminSystemDeps } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function adminSystemRoutes(deps: AdminSystemDeps): FastifyPluginAsyncZod {
  const service = createAdminSystemService(deps);
  return async (app) => {
    app.get(
      '/api/admin/system',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Health checks, job queue depth and failed jobs',
          response: { 200: systemStatus, ...denied },
        },
      },
      async () => service.status(),
    );

    app.post(
      '/api/admin/jobs/:jobId/retry',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Send a failed job back to its queue for another attempt',
          params: jobIdParams,
          response: {
            200: retriedJob,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            503: errorResponse,
            ...denied,
          },
        },
      },
      async (request) => service.retry(request.actor, request.params.jobId),
    );
  };
}
