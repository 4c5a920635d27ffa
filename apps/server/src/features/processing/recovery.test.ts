// A worker that dies in the middle of a job (killed, out of memory, the machine gone) stops
// sending heartbeats; the queue's maintenance notices, and another worker does the job again.
// Here a claim is taken and abandoned by hand, and the clock is moved on by moving pg-boss's
// timestamps back, so that the test does not wait out the real 30-second heartbeat deadline.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackRenditions } from '../../db/schema';
import { queueNames, type AudioProcessingJob } from '../../platform/jobs';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { audioPart, createUploader, postUpload, settled, waitForTrack } from '../../test/uploads';
import { startWorkers } from '../../workers';
import { setStage } from './repository';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let boss: PgBoss;
let uploader: Awaited<ReturnType<typeof createUploader>>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-recovery-'));
  // No workers yet: the test plays the worker that dies, then starts a live one.
  const [app, file] = await Promise.all([createTestApp(), makeAudio(dir, 'mp3', 2)]);
  t = app;
  mp3 = await readFile(file);
  uploader = await createUploader(t);
  boss = await t.jobs.start();
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

async function stopWorkers() {
  for (const name of Object.values(queueNames)) await boss.offWork(name);
}

/** With no other worker about, uploads a track and claims its job as a worker does, then dies. */
async function uploadAndAbandon() {
  await stopWorkers();
  const response = await postUpload(t, uploader.user, {
    title: 'Recovered',
    audio: audioPart(mp3),
  });
  expect(response.statusCode, response.body).toBe(201);
  const trackId = response.json<{ track: { id: string } }>().track.id;
  const [job] = await boss.fetch<AudioProcessingJob>(queueNames.audioProcessing, {
    includeMetadata: true,
  });
  if (!job) throw new Error('no job was queued');
  expect(job.data.trackId).toBe(trackId);
  await setStage(t.database.db, trackId, job.data.audioKey, 'processing', 10);
  return { trackId, job };
}

/** Ten minutes pass for pg-boss: heartbeats, claims and the queue's last maintenance age. */
async function letTenMinutesPass(jobId: string) {
  await t.database.exec(`
    UPDATE pgboss.job
      SET started_on = started_on - interval '10 minutes',
          heartbeat_on = heartbeat_on - interval '10 minutes'
      WHERE id = '${jobId}';
    UPDATE pgboss.queue
      SET monitor_claim_on = monitor_claim_on - interval '10 minutes',
          monitor_on = monitor_on - interval '10 minutes';
  `);
}

/** The retry's backoff delay passes. */
async function endBackoff(jobId: string) {
  await t.database.exec(`UPDATE pgboss.job SET start_after = now() WHERE id = '${jobId}'`);
}

/** The job once its worker has reported back. */
async function jobSettled(jobId: string) {
  for (let i = 0; i < 50; i++) {
    const job = await boss.getJobById(queueNames.audioProcessing, jobId);
    if (job?.state !== 'active') return job;
    await sleep(100);
  }
  throw new Error(`job ${jobId} stayed active`);
}

describe('a worker that dies mid-job', () => {
  it('leaves a job that is retried by a live worker and completes', async () => {
    const { trackId, job } = await uploadAndAbandon();
    await letTenMinutesPass(job.id);

    await startWorkers(t);
    await boss.supervise(queueNames.audioProcessing);
    const retried = await boss.getJobById(queueNames.audioProcessing, job.id);
    expect(retried?.state).toBe('retry');
    expect(retried?.output).toMatchObject({ value: { message: 'job heartbeat timeout' } });

    await endBackoff(job.id);
    const track = await waitForTrack(t, trackId, settled);
    expect(track.processingStage).toBe('completed');
    expect(track.status).toBe('qc');
    expect(Math.abs((track.durationMs ?? 0) - 2000)).toBeLessThanOrEqual(100);
    const kinds = await t.database.db
      .select({ kind: trackRenditions.kind })
      .from(trackRenditions)
      .where(eq(trackRenditions.trackId, trackId));
    // A 128 kbps upload: one streaming copy, at 128.
    expect(kinds.map((k) => k.kind).sort()).toEqual(['original', 'preview', 'stream']);
    const done = await jobSettled(job.id);
    expect(done?.state).toBe('completed');
    expect(done?.retryCount).toBe(1);
  });

  it('on its last attempt, fails the track instead of leaving it processing', async () => {
    const { trackId, job } = await uploadAndAbandon();
    await t.database.exec(`UPDATE pgboss.job SET retry_count = retry_limit WHERE id = '${job.id}'`);
    await letTenMinutesPass(job.id);

    await startWorkers(t);
    await boss.supervise(queueNames.audioProcessing);
    const failed = await boss.getJobById(queueNames.audioProcessing, job.id);
    expect(failed?.state).toBe('failed');

    const track = await waitForTrack(t, trackId, settled);
    expect(track.processingStage).toBe('failed');
    expect(track.status).toBe('failed');
    expect(track.processingError).toBe('Failed to process audio file');
  });
});
