// GET /api/admin/system and POST /api/admin/jobs/:jobId/retry: real health checks, queue depth
// and failed jobs, retried through pg-boss.
import { randomUUID } from 'node:crypto';

import type { AuditPage } from '@sada/contracts/admin';
import type { RetriedJob, SystemStatus } from '@sada/contracts/system';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminActions } from '../../../db/schema';
import { queueNames } from '../../../platform/jobs';
import { createTestApp, type TestApp } from '../../../test/app';
import { call } from '../../../test/call';
import { createTrack, ensureGenres } from '../../../test/catalog';
import { createUser, type TestUser } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

function system(app: TestApp, user: TestUser | null) {
  return call(app, 'GET', '/api/admin/system', { as: user });
}

function retry(jobId: string, user: TestUser | null = admin) {
  return call(t, 'POST', `/api/admin/jobs/${jobId}/retry`, { as: user });
}

/**
 * A job that ran out of attempts: sent without retries, taken by a worker, failed. Without a
 * queue named, it gets a queue of its own, so no other job is fetched in its place.
 */
async function failedJob(queue: string | null, data: object, message: string) {
  const boss = await t.jobs.start();
  if (!queue) {
    queue = `test-${randomUUID()}`;
    await boss.createQueue(queue);
  }
  const id = await boss.send(queue, data, { retryLimit: 0 });
  if (!id) throw new Error('job not sent');
  const [fetched] = await boss.fetch(queue);
  expect(fetched?.id).toBe(id);
  await boss.fail(queue, id, { message });
  return { id, queue };
}

async function jobState(id: string): Promise<string | undefined> {
  const result = await t.database.db.execute(
    sql`select state from pgboss.job where id = ${id}::uuid`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows[0]?.state;
}

describe('the system status', () => {
  it('runs every check for real, each of which answers', async () => {
    const response = await system(t, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<SystemStatus>();
    expect(body.health.checks.map((c) => c.name)).toEqual([
      'database',
      'storage',
      'jobQueue',
      'ffmpeg',
    ]);
    // A busy test machine may make a check slow (degraded), never down.
    for (const check of body.health.checks) expect(check.status, check.name).not.toBe('down');
    expect(body.health.status).not.toBe('down');
    const detail = Object.fromEntries(body.health.checks.map((c) => [c.name, c.detail]));
    expect(detail.database).toMatch(/^PGlite|^PostgreSQL/);
    expect(detail.jobQueue).toMatch(/^pg-boss schema \d+/);
    expect(detail.ffmpeg).toMatch(/^ffmpeg version/);
    expect(body.queues.map((q) => q.name)).toEqual(
      expect.arrayContaining([queueNames.audioProcessing, queueNames.monthlyListeners]),
    );
  });

  it('counts the jobs of each queue by state and lists failed jobs with their track', async () => {
    // Other tests of this file send jobs too: the figures are read as changes.
    const depthNow = async () => {
      const body = (await system(t, admin)).json<SystemStatus>();
      return { body, depth: Object.fromEntries(body.queues.map((q) => [q.name, q])) };
    };
    const { depth: before } = await depthNow();
    const track = await createTrack(t, { title: 'Troubled Upload', status: 'processing' });
    const { id: failed } = await failedJob(
      queueNames.audioProcessing,
      { trackId: track.id, audioKey: 'audio-tracks/x/y/1.mp3' },
      'ffprobe found no audio stream',
    );
    const boss = await t.jobs.start();
    await boss.send(queueNames.monthlyListeners, {});

    const { body, depth } = await depthNow();
    const change = (queue: string, state: 'created' | 'active' | 'failed') =>
      (depth[queue]?.[state] ?? 0) - (before[queue]?.[state] ?? 0);
    expect(change(queueNames.audioProcessing, 'failed')).toBe(1);
    expect(depth[queueNames.audioProcessing]?.active).toBe(0);
    expect(change(queueNames.monthlyListeners, 'created')).toBe(1);
    expect(change(queueNames.monthlyListeners, 'failed')).toBe(0);
    // The failed audio job went on to its dead letter queue, which marks the track failed.
    expect(change(queueNames.audioProcessingFailed, 'created')).toBe(1);
    expect(body.failedJobs).toContainEqual({
      id: failed,
      queue: queueNames.audioProcessing,
      trackId: track.id,
      trackTitle: 'Troubled Upload',
      error: 'ffprobe found no audio stream',
      failedAt: expect.any(String),
    });
  });

  it('is for admins only', async () => {
    for (const role of ['listener', 'artist', 'label'] as const) {
      expect((await system(t, await createUser(t, { role }))).statusCode).toBe(403);
    }
    expect((await system(t, null)).statusCode).toBe(401);
  });
});

describe('retrying a failed job', () => {
  it('sends it back to its queue and records who did, with its queue and track', async () => {
    const track = await createTrack(t, { title: 'Retried Upload', status: 'processing' });
    const { id, queue } = await failedJob(null, { trackId: track.id }, 'timeout');
    const response = await retry(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<RetriedJob>()).toEqual({ id, queue, state: 'retry' });
    expect(await jobState(id)).toBe('retry');
    const records = await t.database.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, id));
    expect(records).toMatchObject([
      {
        adminId: admin.id,
        action: 'job.retry',
        targetType: 'job',
        details: { queue, trackId: track.id, trackTitle: 'Retried Upload' },
      },
    ]);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=job.retry',
      headers: { cookie: admin.cookie },
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json<AuditPage>().entries).toContainEqual(
      expect.objectContaining({ action: 'job.retry', targetType: 'job', targetId: id }),
    );

    const body = (await system(t, admin)).json<SystemStatus>();
    expect(body.failedJobs.map((j) => j.id)).not.toContain(id);
  });

  it('refuses a job that has not failed (409), an unknown one (404) and a bad id (400)', async () => {
    const boss = await t.jobs.start();
    const waiting = await boss.send(queueNames.monthlyListeners, {});
    if (!waiting) throw new Error('job not sent');
    const notFailed = await retry(waiting);
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json<{ error: { message: string } }>().error.message).toBe(
      'Only a failed job can be retried',
    );
    expect(await jobState(waiting)).toBe('created');

    const unknown = await retry('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      'No job with this id',
    );
    expect((await retry('not-a-job')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { id } = await failedJob(null, {}, 'boom');
    expect((await retry(id, await createUser(t, { role: 'label' }))).statusCode).toBe(403);
    expect((await retry(id, null)).statusCode).toBe(401);
    expect(await jobState(id)).toBe('failed');
  });
});

describe('a component that is down', () => {
  it('is reported down, with why, and the page still answers', async () => {
    const broken = await createTestApp({ FFMPEG_PATH: '/nowhere/ffmpeg' });
    try {
      const user = await createUser(broken, { role: 'admin' });
      const response = await system(broken, user);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<SystemStatus>();
      const ffmpeg = body.health.checks.find((c) => c.name === 'ffmpeg');
      expect(ffmpeg?.status).toBe('down');
      expect(ffmpeg?.detail).toContain('/nowhere/ffmpeg');
      expect(body.health.status).toBe('down');
      expect(body.health.checks.find((c) => c.name === 'database')?.status).not.toBe('down');
    } finally {
      await broken.close();
    }
  });
});
