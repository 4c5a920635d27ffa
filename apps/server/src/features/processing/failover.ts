// A process killed in the middle of a job leaves the job active. The heartbeat deadline
// (platform/jobs.ts) frees it for any worker after 30 s and the supervisor's next pass, then the
// retry waits out its backoff. The next process on the same data folder can tell at once: each
// attempt works in a folder named after its process and the attempt
// (`tmp/processing/<pid>-<job id>.<retry count>`), which the start-up sweep finds orphaned. Those
// attempts are failed right away, fenced to that very attempt, so a job another worker has
// taken since is left alone; the retry then starts now, since the job itself was not at fault.
import type { Job, PgBoss } from 'pg-boss';
import { z } from 'zod';

import { queueNames } from '../../platform/jobs';
import { tmpNameLabel } from '../../platform/tmp-dirs';

/** One claim of a job: its id and how many times it had been retried when it was taken. */
export type JobAttempt = Pick<Job, 'id' | 'retryCount'>;

export function attemptLabel(attempt: JobAttempt): string {
  return `${attempt.id}.${attempt.retryCount}`;
}

const labelPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d+)$/;

/** The attempts named by processing folders that the start-up sweep removed. */
export function abandonedAttempts(folderNames: string[]): JobAttempt[] {
  return folderNames.flatMap((name) => {
    const match = labelPattern.exec(tmpNameLabel(name) ?? '');
    return match?.[1] && match[2] ? [{ id: match[1], retryCount: Number(match[2]) }] : [];
  });
}

const settled = z.object({ affected: z.number() });

/**
 * Fails each attempt that is still active and makes its retry due now. On the last attempt the
 * job goes to the dead-letter queue instead, whose worker fails the track. Returns how many
 * jobs were retried or dead-lettered.
 */
export async function failOverAbandoned(boss: PgBoss, attempts: JobAttempt[]): Promise<number> {
  let failedOver = 0;
  for (const attempt of attempts) {
    const result = settled.safeParse(
      await boss.fail(queueNames.audioProcessing, attempt, {
        message: 'the worker process ended',
      }),
    );
    if (!result.success || result.data.affected === 0) continue;
    failedOver += 1;
    // Only a job now waiting to retry is moved; a dead-lettered one is not.
    await boss.update(queueNames.audioProcessing, undefined, {
      id: attempt.id,
      startAfter: new Date(),
    });
  }
  return failedOver;
}
