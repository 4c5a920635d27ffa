// A track's chapters as its artist edits them: GET and PUT /api/me/tracks/{id}/chapters.
// Listeners read them with the track (GET /api/tracks/{id}).
import { chaptersUpdate, myTrackChapters, podcastChapters } from '@sada/contracts/chapters';
import { errorResponse } from '@sada/contracts/errors';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Database } from '../../db/client';
import { createChapterService } from './service';

const denied = { 401: errorResponse, 403: errorResponse };

export function chapterRoutes(db: Database): FastifyPluginAsyncZod {
  const service = createChapterService(db);
  return async (app) => {
    app.get(
      '/api/tracks/:trackId/chapters.json',
      {
        config: { access: 'track:play' },
        schema: {
          tags: ['tracks'],
          summary: "A track's chapters as Podcasting 2.0 JSON chapters, for podcast apps",
          security: [],
          params: trackIdParams,
          response: { 200: podcastChapters, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const chapters = await service.published(await request.viewer(), request.params.trackId);
        return reply
          .header('content-type', 'application/json+chapters; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .send({
            version: '1.2.0' as const,
            chapters: chapters.map((c) => ({ startTime: c.startMs / 1000, title: c.title })),
          });
      },
    );

    app.get(
      '/api/me/tracks/:trackId/chapters',
      {
        config: { access: 'track:manage' },
        schema: {
          tags: ['uploads'],
          summary: "Your track's chapters, and a change of them waiting for review",
          params: trackIdParams,
          response: { 200: myTrackChapters, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.mine(request.actor, request.params.trackId),
    );

    app.put(
      '/api/me/tracks/:trackId/chapters',
      {
        config: { access: 'track:manage' },
        schema: {
          tags: ['uploads'],
          summary: "Replace your track's chapters; on a live track the change waits for review",
          description:
            'Send `chapters` (title and startMs each) or `list`, one `mm:ss Title` a line. An empty list removes them.',
          params: trackIdParams,
          body: chaptersUpdate,
          response: { 200: myTrackChapters, 400: errorResponse, 404: errorResponse, ...denied },
        },
      },
      async (request) => service.replace(request.actor, request.params.trackId, request.body),
    );
  };
}
