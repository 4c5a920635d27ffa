// Hears of every committed change to a person's session, account or own pages (the triggers of
// migration 0017 name them on one channel), so that what an instance keeps in memory for a
// signed-in person is forgotten the moment it may be out of date, whichever instance, worker or
// statement made the change. While the channel cannot be heard (a dropped connection), nothing
// may be kept: `live` is false and everything kept is forgotten.
import { randomUUID } from 'node:crypto';

import type { Logger } from 'pino';

import type { DatabaseHandle } from '../db/client';
import { createPgListener } from './pg-listener';

export const USER_CHANGES_CHANNEL = 'sada_user_changes';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's ear for changes to a person's data (tests settle() after a direct write). */
    userChanges: UserChanges;
  }
}

/** How long settle() waits for its own notification before it forgets everything instead. */
const SETTLE_TIMEOUT_MS = 2000;

export interface UserChangesSubscriber {
  /** Something of `userId`'s changed. */
  forget(userId: string): void;
  /** Changes may have been missed. */
  forgetAll(): void;
  /** What is live in the catalogue changed (a track taken down, say), for everyone. */
  catalogChanged?(): void;
}

/** The payload of a change to what is live in the catalogue (migration 0018). */
const CATALOG_CHANGED = '*';

export interface UserChanges {
  /** Whether changes are being heard; while not, keep nothing. */
  readonly live: boolean;
  subscribe(subscriber: UserChangesSubscriber): () => void;
  /**
   * Resolves once every change committed before the call has been heard here. A request that
   * wrote calls it before answering, so that the next request, sent after the answer, sees
   * nothing this instance kept from before the write.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

const SETTLE_PREFIX = 'settle:';

export async function createUserChanges(
  database: DatabaseHandle,
  log?: Logger,
): Promise<UserChanges> {
  const subscribers = new Set<UserChangesSubscriber>();
  const settling = new Map<string, () => void>();
  let live = false;

  const forgetAll = () => {
    for (const subscriber of subscribers) subscriber.forgetAll();
  };
  const onNotification = (payload: string | undefined) => {
    if (!payload) return;
    if (payload.startsWith(SETTLE_PREFIX)) {
      settling.get(payload)?.();
      return;
    }
    if (payload === CATALOG_CHANGED) {
      for (const subscriber of subscribers) subscriber.catalogChanged?.();
      return;
    }
    for (const subscriber of subscribers) subscriber.forget(payload);
  };

  let stop: () => Promise<void>;
  if (database.driver.kind === 'pglite') {
    const unlisten = await database.driver.client.listen(USER_CHANGES_CHANNEL, onNotification);
    live = true;
    stop = async () => {
      await unlisten().catch(() => undefined);
    };
  } else {
    const listener = createPgListener({
      url: database.driver.url,
      channel: USER_CHANGES_CHANNEL,
      onNotification,
      onDown() {
        live = false;
        forgetAll();
      },
      onUp() {
        // What was kept before the drop may have changed meanwhile.
        forgetAll();
        live = true;
      },
      log,
      name: 'user changes listener',
    });
    // Without the listener the app still works, keeping nothing until it connects.
    await listener.start({ retry: true }).catch((error: unknown) => {
      log?.warn({ err: error }, 'user changes cannot be heard yet; nothing is kept meanwhile');
    });
    stop = () => listener.close();
  }

  return {
    get live() {
      return live;
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
      };
    },
    async settle() {
      if (!live) return;
      const marker = `${SETTLE_PREFIX}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        settling.set(marker, () => resolve(true));
        timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
      });
      try {
        // Notifications reach a listener in commit order: once this one is heard, so are all
        // those committed before it.
        await database.exec(`SELECT pg_notify('${USER_CHANGES_CHANNEL}', '${marker}')`);
        if (!(await heard)) forgetAll();
      } catch {
        forgetAll();
      } finally {
        clearTimeout(timer);
        settling.delete(marker);
      }
    },
    async close() {
      live = false;
      subscribers.clear();
      await stop();
    },
  };
}
