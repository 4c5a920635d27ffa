// The event bus: on PostgreSQL every instance's subscribers get what any instance publishes
// (LISTEN/NOTIFY); on the embedded database one process holds everything.
import type { ServerEvent } from '@sada/contracts/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/database';
import { createEventBus, type EventBus } from './events';

let database: DatabaseHandle;
const buses: EventBus[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await database?.close();
});

const event = (progress: number): ServerEvent => ({
  type: 'track.processing',
  trackId: crypto.randomUUID(),
  title: 'Bus',
  status: 'processing',
  stage: 'processing',
  progress,
  error: null,
});

function collect(bus: EventBus, userId: string) {
  const got: ServerEvent[] = [];
  const ready = bus.subscribe(userId, (e) => got.push(e));
  return { got, ready };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the event bus', () => {
  it('delivers to every subscriber of the user, on every instance, and to no one else', async () => {
    const publisher = createEventBus(database);
    // On PostgreSQL a second bus is a second server instance; PGlite has only the one process.
    const other = database.driver.kind === 'postgres' ? createEventBus(database) : publisher;
    buses.push(publisher, other);
    const here = collect(publisher, 'user-1');
    const there = collect(other, 'user-1');
    const stranger = collect(other, 'user-2');
    await Promise.all([here.ready, there.ready, stranger.ready]);

    const sent = event(10);
    await publisher.publish('user-1', sent);
    await until(() => here.got.length > 0 && there.got.length > 0);
    expect(here.got).toEqual([sent]);
    expect(there.got).toEqual([sent]);
    expect(stranger.got).toEqual([]);
  });

  it('stops delivering once unsubscribed', async () => {
    const bus = createEventBus(database);
    buses.push(bus);
    const got: ServerEvent[] = [];
    const stop = await bus.subscribe('user-3', (e) => got.push(e));
    const kept = collect(bus, 'user-3');
    await kept.ready;
    stop();
    await bus.publish('user-3', event(70));
    await until(() => kept.got.length > 0);
    expect(got).toEqual([]);
  });
});
