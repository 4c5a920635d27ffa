// /api/admin/*: platform settings and label verification, for admins only.
import { appSettings, labelVerification, userIdParams } from '@sada/contracts/admin';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { createAdminService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function adminRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createAdminService(db);
  return async (app) => {
    app.get(
      '/api/admin/settings',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Platform settings',
          response: { 200: appSettings, ...denied },
        },
      },
      async () => service.settings(),
    );

    app.put(
      '/api/admin/settings',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Change the platform settings (all of them at once)',
          body: appSettings,
          response: { 200: appSettings, 400: errorResponse, ...denied },
        },
      },
      async (request) => {
        const admin = await request.sessionUser();
        if (!admin) throw unauthorized();
        return service.updateSettings(request.body, admin.id);
      },
    );

    app.post(
      '/api/admin/labels/:userId/verify',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Verify a record label, so that it may moderate',
          params: userIdParams,
          response: {
            200: labelVerification,
            400: errorResponse,
            404: errorResponse,
            409: errorResponse,
            ...denied,
          },
        },
      },
      async (request) => service.verifyLabel(request.params.userId),
    );
  };
}
