import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from '../platform/database-unavailable';
import { EMBEDDED_QUEUE_LIMIT, limitQueue, openDatabase } from './client';

describe('the embedded database’s queue', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it('refuses a query over its bound at once, as the database being unavailable', async () => {
    const limited = limitQueue(client, 3);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => limited.query('SELECT 1 AS one')),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const result of refused) {
      expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
    }
    // Once the queue has drained, queries are taken again.
    await expect(limited.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('counts transactions and plain SQL too, and not the queries inside a transaction', async () => {
    const limited = limitQueue(client, 1);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let reached = () => {};
    const inside = new Promise<void>((resolve) => (reached = resolve));
    const held = limited.transaction(async (tx) => {
      await tx.query('SELECT 1');
      reached();
      await released;
      await tx.query('SELECT 2');
    });
    await inside;
    await expect(limited.exec('SELECT 1')).rejects.toSatisfy(isDatabaseUnavailable);
    release();
    await held;
    await expect(limited.exec('SELECT 1')).resolves.toBeDefined();
  });

  it('is what the app’s handle queries through', async () => {
    const handle = await openDatabase({ kind: 'pglite', dir: null });
    try {
      const burst = await Promise.allSettled(
        Array.from({ length: EMBEDDED_QUEUE_LIMIT + 20 }, () => handle.exec('SELECT 1')),
      );
      expect(burst.filter((r) => r.status === 'rejected').length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
    // Opening a fresh embedded database runs every migration: slow on a busy machine.
  }, 120_000);
});
