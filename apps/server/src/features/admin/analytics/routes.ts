// /api/admin/analytics: listens, plays and new accounts of the last 30 days. Admins only.
import { adminAnalytics } from '@sada/contracts/admin-console';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../../db/client';
import { createAdminAnalyticsService } from './service';

export function adminAnalyticsRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createAdminAnalyticsService(db);
  return async (app) => {
    app.get(
      '/api/admin/analytics',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Streams and new users per day, and the top tracks and artists, last 30 days',
          response: { 200: adminAnalytics, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => service.get(),
    );
  };
}
