// GET /api/events: the signed-in user's Server-Sent Events (processing progress now,
// notifications later). The stream stays open; a comment line every few seconds keeps proxies
// from closing it, and the browser reconnects by itself when it drops.
import { PassThrough } from 'node:stream';

import { errorResponse } from '@sada/contracts/errors';
import { EVENTS_RETRY_MS } from '@sada/contracts/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { unauthorized } from '../../lib/errors';
import type { EventBus } from '../../lib/events';

export function eventRoutes(deps: {
  events: EventBus;
  heartbeatSeconds: number;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Open streams end when the server closes, or closing would wait for them for ever.
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const stop of open) stop();
    });

    app.get(
      '/api/events',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['events'],
          summary: "The caller's live events (text/event-stream)",
          description:
            'Each event has a type (`event:` line, e.g. track.processing) and JSON data; ' +
            'comment lines are heartbeats.',
          produces: ['text/event-stream'],
          response: { 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        const actor = await request.sessionUser();
        if (!actor) throw unauthorized();
        const stream = new PassThrough();
        const write = (text: string) => {
          if (!stream.destroyed && !stream.writableEnded) stream.write(text);
        };
        const unsubscribe = await deps.events.subscribe(actor.id, (event) => {
          write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), deps.heartbeatSeconds * 1000);
        let stopped = false;
        const stop = () => {
          if (stopped) return;
          stopped = true;
          open.delete(stop);
          clearInterval(heartbeat);
          unsubscribe();
          stream.end();
        };
        stream.on('close', stop);
        reply.raw.on('close', stop);
        open.add(stop);
        write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-cache, no-transform')
            .header('x-accel-buffering', 'no')
            // A stream is sent as it is; the response schemas above are for the refusals.
            .send(stream as never)
        );
      },
    );
  };
}
