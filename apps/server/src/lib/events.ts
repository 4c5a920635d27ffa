// Events for one user's open pages (GET /api/events): processing progress now, notifications
// later. On PostgreSQL every event goes through NOTIFY on one channel and each server instance
// LISTENs on it, so an event published by a worker or another instance reaches every stream.
// The embedded PGlite lives in one process, so an in-process emitter does the same job there.
import { EventEmitter } from 'node:events';

import { serverEvent, type ServerEvent } from '@sada/contracts/events';
import pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';

import type { DatabaseHandle } from '../db/client';

export const EVENTS_CHANNEL = 'sada_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;
const RECONNECT_MAX_MS = 30_000;

type Listener = (event: ServerEvent) => void;

export interface EventBus {
  /** Delivers `event` to every open stream of `userId`, on every instance. */
  publish(userId: string, event: ServerEvent): Promise<void>;
  /** Resolves once events for `userId` are being received; the function it gives stops that. */
  subscribe(userId: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

const envelope = z.object({ userId: z.string(), event: serverEvent });

export function createEventBus(database: DatabaseHandle, log?: Logger): EventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const addLocal = (userId: string, listener: Listener) => {
    local.on(userId, listener);
    return () => {
      local.off(userId, listener);
    };
  };

  if (database.driver.kind === 'pglite') {
    return {
      async publish(userId, event) {
        local.emit(userId, event);
      },
      async subscribe(userId, listener) {
        return addLocal(userId, listener);
      },
      async close() {
        local.removeAllListeners();
      },
    };
  }

  const { url, pool } = database.driver;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const deliver = (payload: string | undefined) => {
    let json: unknown;
    try {
      json = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    const parsed = envelope.safeParse(json);
    if (parsed.success) local.emit(parsed.data.userId, parsed.data.event);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, 500 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen().catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  };

  // One connection per process holds the LISTEN; it reconnects with backoff when it drops.
  const listen = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => deliver(message.payload));
      next.on('error', (error) => {
        log?.warn({ err: error }, 'event listener connection failed');
        if (client === next) client = null;
        void next.end().catch(() => undefined);
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${EVENTS_CHANNEL}`);
      } catch (error) {
        void next.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      attempt = 0;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async publish(userId, event) {
      const payload = JSON.stringify({ userId, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        throw new Error(`Event ${event.type} is too large to publish`);
      }
      await pool.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    async subscribe(userId, listener) {
      const stop = addLocal(userId, listener);
      if (!client) {
        try {
          await listen();
        } catch (error) {
          stop();
          throw error;
        }
      }
      return stop;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      local.removeAllListeners();
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
