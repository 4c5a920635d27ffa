// Playing audio: a signed stream URL per track, the stream itself (Range requests, 206, ETag),
// and the stream events that record listens and count plays.
import { finished } from 'node:stream';

import { errorResponse } from '@sada/contracts/errors';
import { PODCAST_QUALITY_KBPS, streamQualities } from '@sada/contracts/stream-qualities';
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
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { Hearing } from '../../catalog/listening-rule';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { checkParsedBody } from '../../http/control-characters';
import { badRequest } from '../../http/errors';
import type { BeforeRouting } from '../../http/server-factory';
import type { DirectDelivery } from '../../platform/open-storage';
import type { CatalogCaching } from '../../platform/read-cache';
import type { Storage } from '../../platform/storage';
import { createBufferPool } from './buffer-pool';
import { directLocation, directRedirects } from './direct-redirect';
import { answerRange, headerText } from './http-ranges';
import { followServedBytes } from './served-bytes-log';
import { createStreamingService, type StreamTarget } from './service';

/** Checked by the service rather than the schema: a bad link is refused, not a bad request. */
const streamParams = z.object({ trackId: z.string() });
/** A link nginx checks alone names the file after the track (nginx-link.ts). */
const streamFileParams = z.object({ trackId: z.string(), '*': z.string() });
const streamQuery = z.object({
  link: z.string().optional(),
  rendition: z.string().optional(),
  expires: z.string().optional(),
  scope: z.string().optional(),
  sig: z.string().optional(),
});

const header = (request: FastifyRequest, name: string) => headerText(request.headers, name);

/** Parts up to this size are read into memory at once rather than streamed. */
const WHOLE_READ_BYTES = 1024 * 1024;
/** Parts up to this size are read into reused buffers. */
const POOLED_BYTES = 256 * 1024;
const buffers = createBufferPool({ size: POOLED_BYTES, max: 64 });

/** Sends the file, part of it, or only the headers, as the request's conditions ask. */
async function sendAudio(
  request: FastifyRequest,
  reply: FastifyReply,
  target: StreamTarget,
  /** Set when the proxy in front sends the file: the internal location of the storage folder. */
  accelPrefix: string | null,
) {
  const { rendition, file, maxAgeSeconds } = target;
  const mtime = file.modifiedAt;
  const etag = `"${rendition.id}-${file.size.toString(16)}-${mtime.getTime().toString(16)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', mtime.toUTCString())
    .header(
      'cache-control',
      maxAgeSeconds === null ? 'private, no-cache' : `private, max-age=${maxAgeSeconds}`,
    );
  const answer = answerRange(
    { size: file.size, etag, lastModified: mtime },
    {
      range: header(request, 'range'),
      ifRange: header(request, 'if-range'),
      ifNoneMatch: header(request, 'if-none-match'),
      ifModifiedSince: header(request, 'if-modified-since'),
    },
  );
  const head = request.method === 'HEAD';
  if (answer.status === 304) {
    target.release();
    return reply.status(304).send();
  }
  if (answer.status === 416) {
    target.release();
    return reply
      .status(416)
      .header('content-range', `bytes */${file.size}`)
      .send({
        error: {
          code: streamingErrorCodes.rangeNotSatisfiable,
          message: streamingMessages.rangeNotSatisfiable,
        },
      });
  }
  reply.type(rendition.mimeType);
  if (accelPrefix !== null) {
    target.release();
    // nginx sends what the app authorises (deploy/nginx.conf): the authorised span is what
    // this request counts.
    if (!head) target.served(answer.status === 206 ? answer.end - answer.start + 1 : file.size);
    // nginx answers the Range itself, from the file, keeping these headers but its own ETag.
    return reply
      .status(200)
      .header('x-accel-redirect', accelPrefix + rendition.storageKey)
      .send();
  }
  const range = answer.status === 206 ? { start: answer.start, end: answer.end } : null;
  const length = range ? range.end - range.start + 1 : file.size;
  reply.header('content-length', length);
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  if (head) {
    target.release();
    return reply.send();
  }
  if (range && length <= POOLED_BYTES) {
    const buffer = buffers.take(length);
    try {
      await file.readBytes(range, buffer);
    } finally {
      target.release();
    }
    // Sent in full: the kernel has its own copy. A response cut short leaves the buffer alone.
    reply.raw.once('finish', () => {
      buffers.give(buffer);
      target.served(length);
    });
    return reply.send(buffer);
  }
  if (range && length <= WHOLE_READ_BYTES) {
    try {
      const bytes = await file.readBytes(range);
      reply.raw.once('finish', () => target.served(length));
      return reply.send(bytes);
    } finally {
      target.release();
    }
  }
  const body = file.read(range ?? undefined);
  // A response cut short (a player moving on) sent what went out on its socket since it began.
  const socket = reply.raw.socket;
  const socketBytes = socket?.bytesWritten ?? 0;
  // Read to the end, failed or cut short: the file is not closed by the stream (it is shared).
  finished(body, (error) => {
    target.release();
    const cutShort = Math.max(0, (socket?.bytesWritten ?? 0) - socketBytes);
    target.served(error ? Math.min(length, cutShort) : length);
  });
  return reply.send(body);
}

/**
 * Whether nginx in front sends the file: the app is configured for it and the request came
 * through a proxy that says it can (`X-Sendfile-Type: X-Accel-Redirect`, set by the proxy).
 */
function proxySends(request: FastifyRequest): boolean {
  return header(request, 'x-sendfile-type')?.toLowerCase() === 'x-accel-redirect';
}

/** Logs lines of nginx's bytes log that were not reports, at most once a minute, with how many. */
function malformedReports(log: FastifyBaseLogger) {
  let count = 0;
  let last = 0;
  return (lines: number) => {
    count += lines;
    if (Date.now() - last < 60_000) return;
    log.warn({ lines: count }, 'lines of the nginx bytes log that were not reports');
    last = Date.now();
    count = 0;
  };
}

/** A podcast app or another player: no rule of a listener's applies. */
const everyoneHears: Hearing = { rule: 'everything', viewerId: null, artistId: null };
const publicAudioQuery = z.object({
  quality: z.coerce
    .number()
    .int()
    .refine((q) => (streamQualities as readonly number[]).includes(q), {
      error: `quality must be ${streamQualities.join(', ')}`,
    })
    .default(PODCAST_QUALITY_KBPS),
});

export function streamingRoutes(deps: {
  db: Database;
  storage: Storage;
  secret: string;
  streamUrlTtlSeconds: number;
  caching: CatalogCaching;
  /** The internal location at which nginx serves the storage folder (X-Accel-Redirect). */
  mediaAccelRedirect: string | null;
  /** Links nginx checks alone, and where nginx reports what it sent through them. */
  mediaLinks: Config['mediaLinks'];
  /** Set when players fetch the audio from the bucket by presigned URLs. */
  direct: DirectDelivery | null;
  /**
   * With `direct`: takes the step that sends a plain GET of a signed link on to the bucket
   * before routing (direct-redirect.ts), with the headers every API answer carries.
   */
  beforeRouting?: { add(step: BeforeRouting): void; headers: Readonly<Record<string, string>> };
}): FastifyPluginAsyncZod {
  let log: FastifyBaseLogger | null = null;
  const service = createStreamingService({
    ...deps,
    onUsageError: (error) => log?.error({ err: error }, 'stream link usage not written'),
  });
  const accelPrefix = (request: FastifyRequest) =>
    deps.mediaAccelRedirect !== null && proxySends(request) ? deps.mediaAccelRedirect : null;
  return async (app) => {
    log = app.log;
    if (deps.direct && deps.beforeRouting) {
      deps.beforeRouting.add(
        directRedirects({
          direct: deps.direct,
          target: (trackId, query) => service.streamTarget(trackId, query, async () => null),
          headers: deps.beforeRouting.headers,
          log: () => log,
        }),
      );
    }
    const bytesLog = deps.mediaLinks
      ? followServedBytes({
          path: deps.mediaLinks.bytesLog,
          record: (r) => service.recordServed(r.linkId, r.fileBytes, r.bytes),
          onMalformed: malformedReports(app.log),
          onError: (error) => app.log.error({ err: error }, 'nginx bytes log not read'),
        })
      : null;
    app.addHook('onClose', async () => {
      await bytesLog?.close();
      await service.close();
    });
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
          response: { 200: streamUrl, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const [actor, hearing] = await Promise.all([request.viewer(), request.hearing()]);
        const url = await service.streamUrl(
          actor,
          hearing,
          request.params.trackId,
          request.query.quality,
        );
        return reply.header('cache-control', 'no-store').send(url);
      },
    );

    app.get(
      '/api/tracks/:trackId/audio',
      {
        config: { access: 'track:play' },
        schema: {
          tags: ['streaming'],
          summary: "A live track's audio at a stable address, for podcast apps and other players",
          description:
            'Answers 302 to a fresh signed stream URL (ranges work there), chosen at or below `quality`; 404 once the track is not live.',
          security: [],
          params: trackIdParams,
          querystring: publicAudioQuery,
          response: { 400: errorResponse, 404: errorResponse },
        },
      },
      async (request, reply) => {
        const { url } = await service.streamUrl(
          null,
          everyoneHears,
          request.params.trackId,
          request.query.quality,
        );
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      },
    );

    const streamSchema = {
      tags: ['streaming'],
      summary: 'The audio of a track, with Range requests: by a signed URL, or for the session',
      description:
        'A signed URL from /api/tracks/{trackId}/stream-url needs no header. Without one, the session must be allowed to play the track. Answers 200 or 206 with the audio, 304 or 416; with object storage, 302 to a short-lived URL of the bucket that sends it.',
      security: [],
      querystring: streamQuery,
      response: { 403: errorResponse, 404: errorResponse, 416: errorResponse },
    };
    const stream = async (
      request: FastifyRequest,
      reply: FastifyReply,
      where: { trackId: string; query: z.infer<typeof streamQuery>; fileKey?: string },
    ) => {
      const target = await service.streamTarget(
        where.trackId,
        where.query,
        () => request.viewer(),
        where.fileKey,
      );
      try {
        if (deps.direct) {
          const asked = { method: request.method, range: header(request, 'range') };
          const location = await directLocation(target, asked, deps.direct);
          // Not kept: each request for the stream comes back to be authorised and counted.
          return reply
            .status(302)
            .header('location', location)
            .header('cache-control', 'no-store')
            .send();
        }
        return await sendAudio(request, reply, target, accelPrefix(request));
      } catch (error) {
        target.release();
        throw error;
      }
    };
    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/stream/:trackId',
      config: { access: 'track:play' },
      schema: { ...streamSchema, params: streamParams },
      handler: (request, reply) =>
        stream(request, reply, { trackId: request.params.trackId, query: request.query }),
    });
    // The same link with the file's key in the path, as nginx checks it (nginx-link.ts): reached
    // when nginx asks the app (the link past its nginx deadline) or without nginx.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/api/stream/:trackId/*',
      config: { access: 'track:play' },
      schema: { ...streamSchema, params: streamFileParams },
      handler: (request, reply) =>
        stream(request, reply, {
          trackId: request.params.trackId,
          query: request.query,
          fileKey: request.params['*'],
        }),
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
            403: errorResponse,
            404: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const actor = await request.viewer();
        const { trackId, streamUrl } = request.body;
        const started = await service.startEvent(actor, request.ip, trackId, streamUrl);
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
          let body: unknown;
          try {
            body = JSON.parse(request.body);
          } catch {
            throw badRequest('The report is not valid JSON');
          }
          // Parsed after the app's check of every request's text ran: the same check again.
          checkParsedBody(body);
          (request as { body: unknown }).body = body;
        },
      },
      async (request) => service.recordProgress(request.params.eventId, request.body),
    );
  };
}
