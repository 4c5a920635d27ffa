// Playing audio: a signed stream URL per track, the stream itself (Range requests, 206, ETag),
// and the stream events that record listens and count plays.
import { errorResponse } from '@sada/contracts/errors';
import {
  streamEventIdParams,
  streamEventProgress,
  streamEventRecorded,
  streamEventStart,
  streamEventStarted,
  streamingErrorCodes,
  streamingMessages,
  streamUrl,
  streamUrlQuery,
} from '@sada/contracts/streaming';
import { trackIdParams } from '@sada/contracts/tracks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { answerRange } from './http-ranges';
import { createStreamingService, type StreamTarget } from './service';

/** Checked by the service rather than the schema: a bad link is refused, not a bad request. */
const streamParams = z.object({ trackId: z.string() });
const streamQuery = z.object({
  rendition: z.string().optional(),
  expires: z.string().optional(),
  scope: z.string().optional(),
  sig: z.string().optional(),
});

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Sends the file, part of it, or only the headers, as the request's conditions ask. */
function sendAudio(request: FastifyRequest, reply: FastifyReply, target: StreamTarget) {
  const { rendition, object, maxAgeSeconds } = target;
  const mtime = object.modifiedAt;
  const etag = `"${rendition.id}-${object.size.toString(16)}-${mtime.getTime().toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', mtime.toUTCString())
    .header('x-content-type-options', 'nosniff')
    .header(
      'cache-control',
      maxAgeSeconds === null ? 'private, no-cache' : `private, max-age=${maxAgeSeconds}`,
    );
  const answer = answerRange(
    { size: object.size, etag, lastModified: mtime },
    {
      range: header(request, 'range'),
      ifRange: header(request, 'if-range'),
      ifNoneMatch: header(request, 'if-none-match'),
      ifModifiedSince: header(request, 'if-modified-since'),
    },
  );
  const head = request.method === 'HEAD';
  switch (answer.status) {
    case 304:
      return reply.status(304).send();
    case 416:
      return reply
        .status(416)
        .header('content-range', `bytes */${object.size}`)
        .send({
          error: {
            code: streamingErrorCodes.rangeNotSatisfiable,
            message: streamingMessages.rangeNotSatisfiable,
          },
        });
    case 206: {
      const { start, end } = answer;
      return reply
        .status(206)
        .type(rendition.mimeType)
        .header('content-range', `bytes ${start}-${end}/${object.size}`)
        .header('content-length', end - start + 1)
        .send(head ? undefined : target.read({ start, end }));
    }
    default:
      return reply
        .status(200)
        .type(rendition.mimeType)
        .header('content-length', object.size)
        .send(head ? undefined : target.read());
  }
}

export function streamingRoutes(deps: {
  db: Database;
  storage: Storage;
  secret: string;
  streamUrlTtlSeconds: number;
}): FastifyPluginAsyncZod {
  const service = createStreamingService(deps);
  return async (app) => {
    app.get(
      '/api/tracks/:trackId/stream-url',
      {
        config: { access: 'track:play' },
        schema: {
          tags: ['streaming'],
          summary: 'A signed, expiring URL of the audio file to play, at or below a quality',
          security: [],
          params: trackIdParams,
          querystring: streamUrlQuery,
          response: { 200: streamUrl, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const actor = await request.sessionUser();
        const url = await service.streamUrl(actor, request.params.trackId, request.query.quality);
        return reply.header('cache-control', 'no-store').send(url);
      },
    );

    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/stream/:trackId',
      config: { access: 'track:play' },
      schema: {
        tags: ['streaming'],
        summary: 'The audio of a track, with Range requests: by a signed URL, or for the session',
        description:
          'A signed URL from /api/tracks/{trackId}/stream-url needs no header. Without one, the session must be allowed to play the track. Answers 200 or 206 with the audio, 304 or 416.',
        security: [],
        params: streamParams,
        querystring: streamQuery,
        response: { 403: errorResponse, 404: errorResponse, 416: errorResponse },
      },
      handler: async (request, reply) => {
        const target = await service.streamTarget(request.params.trackId, request.query, () =>
          request.sessionUser(),
        );
        return sendAudio(request, reply, target);
      },
    });

    app.post(
      '/api/stream-events',
      {
        config: { access: 'track:play' },
        schema: {
          tags: ['streaming'],
          summary: 'Playback of a track started (kept in the history of a signed-in listener)',
          security: [],
          body: streamEventStart,
          response: {
            201: streamEventStarted,
            400: errorResponse,
            404: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const actor = await request.sessionUser();
        const started = await service.startEvent(actor, request.ip, request.body.trackId);
        return reply.status(201).send(started);
      },
    );

    app.post(
      '/api/stream-events/:eventId/progress',
      {
        config: { access: 'public' },
        schema: {
          tags: ['streaming'],
          summary: 'How far a listen got; also accepts the JSON as text/plain (sendBeacon)',
          security: [],
          params: streamEventIdParams,
          body: streamEventProgress,
          response: {
            200: streamEventRecorded,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
          },
        },
        // navigator.sendBeacon posts a string as text/plain: the same JSON, read the same way.
        preValidation: async (request) => {
          if (typeof request.body !== 'string') return;
          try {
            (request as { body: unknown }).body = JSON.parse(request.body);
          } catch {
            throw badRequest('The report is not valid JSON');
          }
        },
      },
      async (request) => service.recordProgress(request.params.eventId, request.body),
    );
  };
}
