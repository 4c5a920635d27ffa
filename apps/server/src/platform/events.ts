// Events for one user's open pages (GET /api/events): processing progress and notifications.
// On PostgreSQL every event goes through NOTIFY on one channel and each server instance
// LISTENs on it, so an event published by a worker or another instance reaches every stream.
// The embedded PGlite lives in one process, so an in-process emitter does the same job there.
import { EventEmitter } from 'node:events';

import { serverEvent, type ServerEvent } from '@sada/contracts/events';
import type pg from 'pg';
import type { Logger } from 'pino';
import { z } from 'zod';

import type { DatabaseHandle } from '../db/client';
import { createPgListener } from './pg-listener';

export const EVENTS_CHANNEL = 'sada_events';
/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

type Listener = (event: ServerEvent) => void;

export interface EventBus {
  /** Delivers `event` to every open stream of `userId`, on every instance. */
  publish(userId: string, event: ServerEvent): Promise<void>;
  /** Resolves once events for `userId` are being received; the function it gives stops that. */
  subscribe(userId: string, listener: Listener): Promise<() => void>;
  close(): Promise<void>;
}

const envelope = z.object({ userId: z.string(), event: serverEvent });
/** A notification too large for a NOTIFY payload travels as its id; each instance reads it. */
const notificationPointer = z.object({ userId: z.string(), notificationId: z.uuid() });

interface NotificationRow {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  data: unknown;
  read: boolean;
  created_at: Date;
}

async function readNotification(
  pool: pg.Pool,
  userId: string,
  notificationId: string,
): Promise<ServerEvent | null> {
  const { rows } = await pool.query<NotificationRow>(
    'SELECT id, kind, title, message, link, data, read, created_at FROM notifications ' +
      'WHERE id = $1 AND user_id = $2',
    [notificationId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  const parsed = serverEvent.safeParse({
    type: 'notification',
    notification: {
      id: row.id,
      kind: row.kind,
      title: row.title,
      message: row.message,
      link: row.link,
      data: row.data,
      read: row.read,
      createdAt: row.created_at.toISOString(),
    },
  });
  return parsed.success ? parsed.data : null;
}

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
  const deliver = (payload: string | undefined) => {
    let json: unknown;
    try {
      json = JSON.parse(payload ?? '');
    } catch {
      return;
    }
    const parsed = envelope.safeParse(json);
    if (parsed.success) {
      local.emit(parsed.data.userId, parsed.data.event);
      return;
    }
    const pointer = notificationPointer.safeParse(json);
    if (!pointer.success) return;
    const { userId, notificationId } = pointer.data;
    readNotification(pool, userId, notificationId)
      .then((event) => {
        if (event) local.emit(userId, event);
      })
      .catch((error: unknown) => log?.warn({ err: error }, 'notification could not be read'));
  };

  // One connection per process holds the LISTEN, opened with the first subscriber.
  const eventListener = createPgListener({
    url,
    channel: EVENTS_CHANNEL,
    onNotification: deliver,
    log,
    name: 'event listener',
  });

  return {
    async publish(userId, event) {
      let payload = JSON.stringify({ userId, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        if (event.type !== 'notification') {
          throw new Error(`Event ${event.type} is too large to publish`);
        }
        payload = JSON.stringify({ userId, notificationId: event.notification.id });
      }
      await pool.query('SELECT pg_notify($1, $2)', [EVENTS_CHANNEL, payload]);
    },
    async subscribe(userId, listener) {
      const stop = addLocal(userId, listener);
      if (!eventListener.listening) {
        try {
          await eventListener.start();
        } catch (error) {
          stop();
          throw error;
        }
      }
      return stop;
    },
    async close() {
      local.removeAllListeners();
      await eventListener.close();
    },
  };
}
