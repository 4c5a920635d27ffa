// /api/admin/*: platform settings, label verification and the record of admin actions, for
// admins only; the accounts an admin manages are in users-routes.ts.
import {
  appSettings,
  appSettingsUpdate,
  auditPage,
  auditQuery,
  labelVerification,
  userIdParams,
} from '@sada/contracts/admin';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createAdminService } from './service';
import { adminUserRoutes } from './users-routes';

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
          summary: 'Change platform settings; those left out keep their values',
          description: 'Recorded as `settings.update` with the values before and after.',
          body: appSettingsUpdate,
          response: { 200: appSettings, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.updateSettings(request.body, request.actor),
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
      async (request) => service.verifyLabel(request.params.userId, request.actor),
    );

    app.get(
      '/api/admin/audit',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'What admins did (who, what, when), newest first',
          querystring: auditQuery,
          response: { 200: auditPage, 400: errorResponse, ...denied },
        },
      },
      async (request) => service.audit(request.query),
    );

    await app.register(adminUserRoutes(db));
  };
}
