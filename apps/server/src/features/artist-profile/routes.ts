// /api/me/artist-profile: the artist profile the caller owns, and creating it.
import multipart from '@fastify/multipart';
import { errorResponse } from '@sada/contracts/errors';
import { artistProfile, myArtistProfile } from '@sada/contracts/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { createArtistProfileService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function artistProfileRoutes(deps: {
  db: Database;
  storage: Storage;
  tmpDir: string;
}): FastifyPluginAsyncZod {
  const service = createArtistProfileService(deps);
  return async (app) => {
    await app.register(multipart);

    app.get(
      '/api/me/artist-profile',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['uploads'],
          summary: 'The artist profile the caller owns, or null',
          response: { 200: myArtistProfile, ...denied },
        },
      },
      async (request) => ({ artistProfile: await service.mine(request.actor) }),
    );

    app.post(
      '/api/me/artist-profile',
      {
        config: { access: 'artist-profile:create' },
        schema: {
          tags: ['uploads'],
          summary: 'Create the artist profile that uploads need',
          description:
            'multipart/form-data with name, bio and an optional `avatar` (JPEG, PNG or WebP, at ' +
            'most 5MB, read by content and stored re-encoded), or JSON with name and bio.',
          consumes: ['multipart/form-data', 'application/json'],
          response: {
            201: z.object({ artistProfile }),
            400: errorResponse,
            409: errorResponse,
            413: errorResponse,
            415: errorResponse,
            ...denied,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ artistProfile: await service.create(request.actor, request) }),
    );
  };
}
