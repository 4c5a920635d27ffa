// One connection of this process that LISTENs on a PostgreSQL channel, and reconnects with backoff
// when it drops. While it is down, notifications are missed: `onDown` tells the owner, who must
// not trust what it kept on the strength of hearing about changes.
import pg from 'pg';
import type { Logger } from 'pino';

const RECONNECT_MAX_MS = 30_000;

export interface PgListener {
  /**
   * Connects and LISTENs, once; resolves when notifications are being received. With `retry`, a
   * failed first attempt is tried again with backoff, as a dropped connection is.
   */
  start(opts?: { retry: boolean }): Promise<void>;
  /** Whether notifications are being received now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export function createPgListener(opts: {
  url: string;
  channel: string;
  onNotification(payload: string | undefined): void;
  /** After a dropped connection, before it is back. */
  onDown?(): void;
  /** Each time the connection is (back) up and listening. */
  onUp?(): void;
  log?: Logger | undefined;
  /** What the log calls it. */
  name: string;
}): PgListener {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, 500 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      start().catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  };

  const start = (startOpts?: { retry: boolean }): Promise<void> => {
    if (client) return Promise.resolve();
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: opts.url });
      next.on('notification', (message) => opts.onNotification(message.payload));
      next.on('error', (error) => {
        opts.log?.warn({ err: error }, `${opts.name} connection failed`);
        if (client === next) {
          client = null;
          opts.onDown?.();
        }
        void next.end().catch(() => undefined);
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${opts.channel}`);
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
      opts.onUp?.();
    })().finally(() => {
      connecting = null;
    });
    if (startOpts?.retry) connecting.catch(() => scheduleReconnect());
    return connecting;
  };

  return {
    start,
    get listening() {
      return client !== null;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await connecting?.catch(() => undefined);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
