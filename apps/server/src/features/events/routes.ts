// GET /api/events: the signed-in user's Server-Sent Events (processing progress, notifications).
// The stream stays open; a comment line every few seconds keeps proxies from closing it, and the
// browser reconnects by itself when it drops. Notification events carry an `id:`, so a
// reconnecting browser sends Last-Event-ID and first receives what it missed.
import { PassThrough } from 'node:stream';

import { errorResponse } from '@sada/contracts/errors';
import { EVENTS_RETRY_MS, eventsQuery, type ServerEvent } from '@sada/contracts/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { EventBus } from '../../platform/events';

/**
 * Streams one user may hold open on one instance (tabs, devices); a newer one closes the oldest,
 * which is most likely a tab left behind. Each stream holds a socket and a subscription.
 */
export const EVENT_STREAMS_PER_USER = 10;
/**
 * What a stream closed for a newer one tells its browser to wait before reconnecting: with more
 * tabs than streams, they take turns slowly instead of closing each other every few seconds.
 */
export const REPLACED_RETRY_MS = 60_000;
/**
 * What a stream closed by a shutting-down instance tells its browser: come back within one to
 * five seconds (through the balancer, to another instance), each at its own moment rather than
 * all of an instance's listeners at once.
 */
export const SHUTDOWN_RETRY_MS = { min: 1_000, max: 5_000 } as const;

function shutdownRetryMs(): number {
  const { min, max } = SHUTDOWN_RETRY_MS;
  return min + Math.floor(Math.random() * (max - min));
}

/** The events after `lastEventId` that the user's stream missed, oldest first. */
export type MissedEvents = (userId: string, lastEventId: string) => Promise<ServerEvent[]>;

/** The id a browser resumes from: a notification's id; other events have none. */
function eventId(event: ServerEvent): string | null {
  return event.type === 'notification' ? event.notification.id : null;
}

function format(event: ServerEvent): string {
  const id = eventId(event);
  return `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function eventRoutes(deps: {
  events: EventBus;
  heartbeatSeconds: number;
  missed?: MissedEvents;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Open streams end when the server closes, or closing would wait for them for ever; each is
    // told when to reconnect first.
    const open = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const shutDown of open) shutDown();
    });
    /** Each user's open streams on this instance, oldest first. */
    const byUser = new Map<string, { replace(): void }[]>();

    app.get(
      '/api/events',
      {
        config: { access: 'library:use' },
        schema: {
          tags: ['events'],
          summary: "The caller's live events (text/event-stream)",
          description:
            'Each event has a type (`event:` line, e.g. track.processing) and JSON data; ' +
            'notification events have an `id:`. With a `Last-Event-ID` header the stream ' +
            'starts with the notifications after that one (at most 50). Comment lines are ' +
            'heartbeats.',
          produces: ['text/event-stream'],
          querystring: eventsQuery,
          response: { 400: errorResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request, reply) => {
        const { actor } = request;
        const stream = new PassThrough();
        const write = (text: string) => {
          if (!stream.destroyed && !stream.writableEnded) stream.write(text);
        };
        // Live events wait while the missed ones are read, so none is lost. A notification
        // published just before the stream opened can still come in live afterwards (NOTIFY
        // reaches this instance a moment later): one sent as missed is not sent again.
        let held: ServerEvent[] | null = [];
        const resent = new Set<string>();
        const send = (event: ServerEvent) => {
          const id = eventId(event);
          if (!id || !resent.has(id)) write(format(event));
        };
        const unsubscribe = await deps.events.subscribe(actor.id, (event) => {
          if (held) held.push(event);
          else send(event);
        });
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), deps.heartbeatSeconds * 1000);
        let stopped = false;
        const stop = () => {
          if (stopped) return;
          stopped = true;
          open.delete(shutDown);
          const streams = byUser.get(actor.id) ?? [];
          const at = streams.indexOf(entry);
          if (at >= 0) streams.splice(at, 1);
          if (streams.length === 0) byUser.delete(actor.id);
          clearInterval(heartbeat);
          unsubscribe();
          stream.end();
        };
        const shutDown = () => {
          write(`retry: ${shutdownRetryMs()}\n: the server is shutting down\n\n`);
          stop();
        };
        stream.on('close', stop);
        reply.raw.on('close', stop);
        open.add(shutDown);
        write(`retry: ${EVENTS_RETRY_MS}\n: connected\n\n`);
        const mine = byUser.get(actor.id) ?? [];
        const entry = {
          replace() {
            write(`retry: ${REPLACED_RETRY_MS}\n: replaced by a newer stream\n\n`);
            stop();
          },
        };
        mine.push(entry);
        byUser.set(actor.id, mine);
        while (mine.length > EVENT_STREAMS_PER_USER) mine.shift()?.replace();

        const header = request.headers['last-event-id'];
        const lastEventId = typeof header === 'string' ? header : request.query.lastEventId;
        const resume = async () => {
          if (lastEventId && deps.missed) {
            try {
              for (const event of await deps.missed(actor.id, lastEventId)) {
                const id = eventId(event);
                if (id) resent.add(id);
                write(format(event));
              }
            } catch (error) {
              request.log.warn({ err: error }, 'missed events could not be read');
            }
          }
          const waiting = held ?? [];
          held = null;
          for (const event of waiting) send(event);
        };
        void resume();

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
