import { rm, writeFile } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EMBEDDED_QUEUE_LIMIT } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    expect(response.headers['retry-after']).toBe('5');
    await broken.app.close();
  });

  // The bound is the embedded database's; PostgreSQL's pool queues instead (db/client), so there
  // a burst may wait but must still never answer anything but 200 or 503.
  it('answers a burst past the embedded database’s queue with 503 and Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: EMBEDDED_QUEUE_LIMIT * 3 }, () =>
        t.app.inject({ method: 'GET', url: '/api/health' }),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 503);
    if (!process.env.DATABASE_URL) expect(refused.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    expect(refused.every((a) => a.headers['retry-after'] === '5')).toBe(true);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 while the process is up, asking nothing else', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    await broken.app.close();
  });
});

describe('GET /api/health/ready', () => {
  const statuses = (body: { checks: { name: string; status: string }[] }) =>
    Object.fromEntries(body.checks.map((check) => [check.name, check.status]));

  it('answers 200 when the database, storage and job queue answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(statuses(response.json())).toEqual({ database: 'ok', storage: 'ok', jobQueue: 'ok' });
  });

  it('answers 503 with Retry-After when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    expect(statuses(response.json())).toMatchObject({ database: 'unavailable' });
    expect(response.headers['retry-after']).toBe('5');
    await broken.app.close();
  });

  it('answers 503 when storage cannot be used, and names it', async () => {
    const broken = await createTestApp();
    // A file where the storage folder should be.
    await rm(broken.config.storageDir, { recursive: true, force: true });
    await writeFile(broken.config.storageDir, 'not a folder');
    const response = await broken.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(statuses(response.json())).toEqual({
      database: 'ok',
      storage: 'unavailable',
      jobQueue: 'ok',
    });
    await broken.close();
  });
});
