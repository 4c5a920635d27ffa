// A track's text layers: GET /api/tracks/{id}/text for listeners, GET and PUT
// /api/me/tracks/{id}/text for its artist.
import { errorResponse } from '@sada/contracts/errors';
import { myTrackText, trackText, trackTextUpdate } from '@sada/contracts/text-layers';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createTrackTextService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function trackTextRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createTrackTextService(db);
  return async (app) => {
    app.get(
      '/api/tracks/:trackId/text',
      {
        config: { access: 'track:play' },
        schema: {
          tags: ['tracks'],
          summary:
            "A track's text layers (original, transliteration, translations), timed or plain",
          description:
            'Only of a track the caller may play, within what they chose to hear; reviewed like the audio.',
          security: [],
          params: trackIdParams,
          response: { 200: trackText, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const [actor, hearing] = await Promise.all([request.viewer(), request.hearing()]);
        const text = await service.read(actor, hearing, request.params.trackId);
        return reply.header('cache-control', 'private, no-cache').send(text);
      },
    );

    app.get(
      '/api/me/tracks/:trackId/text',
      {
        config: { access: 'track:manage' },
        schema: {
          tags: ['uploads'],
          summary: "Your track's text layers, and a change of them waiting for review",
          params: trackIdParams,
          response: { 200: myTrackText, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.mine(request.actor, request.params.trackId),
    );

    app.put(
      '/api/me/tracks/:trackId/text',
      {
        config: { access: 'track:manage' },
        schema: {
          tags: ['uploads'],
          summary: "Replace your track's text layers; on a live track the change waits for review",
          description:
            'Each layer sends its `lines` or `lrc` (read on the server; a problem names its line). An empty list removes the text.',
          params: trackIdParams,
          body: trackTextUpdate,
          response: { 200: myTrackText, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.replace(request.actor, request.params.trackId, request.body),
    );
  };
}
