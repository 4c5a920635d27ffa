// /api/admin/database: tables, rows, sizes and the migration version. Admins only.
import { adminDatabase } from '@sada/contracts/admin-console';
import { errorResponse } from '@sada/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { DatabaseHandle } from '../../../db/client';
import { createAdminDatabaseService } from './service';

export function adminDatabaseRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  const service = createAdminDatabaseService(database);
  return async (app) => {
    app.get(
      '/api/admin/database',
      {
        config: { access: 'admin:access' },
        schema: {
          tags: ['admin'],
          summary: 'Every table with its rows and size, and the newest migration applied',
          response: { 200: adminDatabase, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => service.get(),
    );
  };
}
