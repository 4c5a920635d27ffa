import { randomUUID } from 'node:crypto';

import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queueNames, type AudioProcessingJob } from '../../platform/jobs';
import { ownedTmpName } from '../../platform/tmp-dirs';
import { createTestApp, type TestApp } from '../../test/app';
import { abandonedAttempts, attemptLabel, failOverAbandoned } from './failover';

let t: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  // No workers: the test claims the jobs itself, as a worker that then dies.
  t = await createTestApp();
  boss = await t.jobs.start();
});
afterAll(() => t?.close());

async function claimedJob() {
  await t.jobs.sendAudioProcessing({ trackId: randomUUID(), audioKey: 'audio-tracks/a/b/1.mp3' });
  const [job] = await boss.fetch<AudioProcessingJob>(queueNames.audioProcessing, {
    includeMetadata: true,
  });
  if (!job) throw new Error('no job was queued');
  return job;
}

describe('abandonedAttempts', () => {
  it('reads the attempts out of processing folder names and skips other folders', () => {
    const id = randomUUID();
    expect(
      abandonedAttempts([
        ownedTmpName(attemptLabel({ id, retryCount: 2 })),
        ownedTmpName(),
        'no-owner',
      ]),
    ).toEqual([{ id, retryCount: 2 }]);
  });
});

describe('failOverAbandoned', () => {
  it('fails the abandoned attempt and makes its retry due now', async () => {
    const job = await claimedJob();

    expect(await failOverAbandoned(boss, [{ id: job.id, retryCount: job.retryCount }])).toBe(1);
    const retried = await boss.getJobById(queueNames.audioProcessing, job.id);
    expect(retried?.state).toBe('retry');
    expect(retried?.startAfter.getTime()).toBeLessThanOrEqual(Date.now());
    const [again] = await boss.fetch(queueNames.audioProcessing, { includeMetadata: true });
    expect(again).toMatchObject({ id: job.id, retryCount: job.retryCount + 1 });
  });

  it('leaves alone a job whose attempt is no longer the one abandoned', async () => {
    const job = await claimedJob();

    const stale = { id: job.id, retryCount: job.retryCount + 1 };
    expect(await failOverAbandoned(boss, [stale])).toBe(0);
    expect((await boss.getJobById(queueNames.audioProcessing, job.id))?.state).toBe('active');
  });
});
