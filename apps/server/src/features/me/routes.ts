import { meResponse } from '@sada/contracts/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, or null for anonymous visitors',
        security: [],
        response: { 200: meResponse },
      },
    },
    async (request) => ({ user: await request.viewer() }),
  );
};
