// /api/dashboard/admin and /api/dashboard/label: live figures for admins and record labels.
import { adminDashboard, labelDashboard } from '@sada/contracts/dashboards';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { createDashboardsService, type DashboardsDeps } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function dashboardRoutes(deps: DashboardsDeps): FastifyPluginAsyncZod {
  const service = createDashboardsService(deps);
  return async (app) => {
    app.get(
      '/api/dashboard/admin',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['dashboards'],
          summary: "The platform's users, tracks, artists, playlists, streams and health",
          response: { 200: adminDashboard, ...denied },
        },
      },
      async () => service.admin(),
    );

    app.get(
      '/api/dashboard/label',
      {
        config: { access: 'label-dashboard:view' },
        schema: {
          tags: ['dashboards'],
          summary: "The label's artists, releases, pending reviews and streams",
          response: { 200: labelDashboard, ...denied },
        },
      },
      async (request) => service.label(request.actor),
    );
  };
}
