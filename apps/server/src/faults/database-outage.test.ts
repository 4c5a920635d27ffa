// The database unreachable for 30 s (issue 10): a TCP proxy stands between the app's pool and
// PostgreSQL and is cut — open connections destroyed, new ones first refused, then left hanging.
// Meanwhile every request answers 503 in the error shape within a bounded time, /api/health says
// the database is unavailable, and once the proxy passes traffic again the same app recovers.
import { createServer, connect, type Server, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { createTrack, ensureGenres } from '../test/catalog';
import { createTestDatabase } from '../test/database';
import { createUser, type TestUser } from '../test/factories';

const OUTAGE_MS = 30_000;
/** The pool's connection timeout (db/client.ts) and room for a loaded machine. */
const ANSWER_WITHIN_MS = 5_000 + 3_000;

type Mode = 'pass' | 'refuse' | 'hang';

/** A TCP proxy to `target` whose traffic can be cut and restored. */
async function startProxy(target: { host: string; port: number }) {
  let mode: Mode = 'pass';
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'refuse') return client.destroy();
    if (mode === 'hang') return;
    const upstream = connect(target.port, target.host);
    open.add(upstream);
    upstream.on('close', () => open.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    /** Every connection through the proxy is destroyed; new ones get `next`. */
    cut(next: Exclude<Mode, 'pass'>) {
      mode = next;
      for (const socket of open) socket.destroy();
    },
    set(next: Mode) {
      if (mode === 'hang' && next !== 'hang') for (const socket of open) socket.destroy();
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Prints a line of the test's figures, beside the results. */
function figures(line: string): void {
  process.stdout.write(`[faults] ${line}\n`);
}

describe.runIf(process.env.DATABASE_URL)('the database unreachable for 30 s', () => {
  let direct: DatabaseHandle;
  let proxied: DatabaseHandle;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let t: TestApp;
  let listener: TestUser;
  let trackId: string;

  beforeAll(async () => {
    direct = await createTestDatabase();
    if (direct.driver.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const url = new URL(direct.driver.url);
    proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    proxied = await openDatabase({ kind: 'postgres', url: url.toString() });
    t = await createTestApp({}, { database: proxied });
    await ensureGenres(t);
    trackId = (await createTrack(t)).id;
    listener = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
    await proxy.close();
    await direct.close();
  });

  /** The requests of a client during the outage: a public read, a signed-in read and health. */
  const probes = () => [
    t.app.inject({ method: 'GET', url: `/api/tracks/${trackId}` }),
    t.app.inject({ method: 'GET', url: '/api/me/history', headers: { cookie: listener.cookie } }),
    t.app.inject({
      method: 'PUT',
      url: `/api/me/likes/tracks/${trackId}`,
      headers: { origin: t.config.publicUrl, cookie: listener.cookie },
    }),
  ];

  async function allSucceed(): Promise<boolean> {
    const responses = await Promise.all([
      ...probes(),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    return responses.every((r) => r.statusCode === 200);
  }

  it('answers 503 cleanly while it lasts and recovers on its own', async () => {
    expect(await allSucceed()).toBe(true);

    const statuses = new Map<number, number>();
    const bodies: unknown[] = [];
    let requests = 0;
    let slowest = 0;
    let healthUnavailable = 0;
    let healthChecks = 0;

    const outageStart = Date.now();
    proxy.cut('refuse');
    // Half the outage the server refuses connections; the other half they hang unanswered.
    const hangAt = outageStart + OUTAGE_MS / 2;
    while (Date.now() - outageStart < OUTAGE_MS) {
      if (Date.now() >= hangAt) proxy.set('hang');
      const sent = Date.now();
      const [health, ...responses] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        ...probes(),
      ]);
      slowest = Math.max(slowest, Date.now() - sent);
      healthChecks += 1;
      if (
        health?.statusCode === 503 &&
        health.json<{ database: string }>().database === 'unavailable'
      ) {
        healthUnavailable += 1;
      }
      for (const response of responses) {
        requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        bodies.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'],
          body: response.json(),
        });
      }
      // Paces the probes through an outage of real time: the pool's timeouts take no clock.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    proxy.set('pass');
    const restoredAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - restoredAt < 20_000) {
      recovered = await allSucceed();
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const recoveryMs = Date.now() - restoredAt;

    const unavailable = statuses.get(503) ?? 0;
    const otherServerErrors = [...statuses]
      .filter(([status]) => status >= 500 && status !== 503)
      .reduce((sum, [, n]) => sum + n, 0);
    figures(
      `database outage of ${OUTAGE_MS / 1000} s: ${requests} requests, ${unavailable} answered 503, ` +
        `${otherServerErrors} other 5xx, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `slowest ${slowest} ms, health unavailable ${healthUnavailable}/${healthChecks}, ` +
        `recovered ${recovered ? `${recoveryMs} ms` : 'never'} after the proxy was restored`,
    );

    expect(requests).toBeGreaterThan(0);
    expect(Object.fromEntries(statuses)).toEqual({ 503: requests });
    for (const body of bodies) {
      expect(body).toEqual({
        status: 503,
        retryAfter: '5',
        body: {
          error: { code: 'service_unavailable', message: 'Service temporarily unavailable' },
        },
      });
    }
    expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
    expect(healthUnavailable).toBe(healthChecks);
    expect(recovered).toBe(true);
  }, 90_000);
});
