// /admin/system: the platform's health checks, the depth of each job queue and the failed jobs,
// which an admin may send back for another attempt.
import { systemActionNames } from '@sada/contracts/admin';
import {
  systemErrorCodes,
  systemMessages,
  type RetriedJob,
  type SystemStatus,
} from '@sada/contracts/system';
import { z } from 'zod';

import type { Database } from '../../../db/client';
import { AppError } from '../../../http/errors';
import type { JobQueue } from '../../../platform/jobs';
import type { PlatformHealthChecker } from '../../../platform/platform-health';
import { recordAdminAction, type AdminActor } from '../audit';
import { failedJobs, findJob, queueDepths } from './repository';

export interface AdminSystemDeps {
  db: Database;
  jobs: JobQueue;
  health: PlatformHealthChecker;
}

/** pg-boss answers its commands with how many of the given jobs it changed. */
const commandResponse = z.object({ affected: z.number() });

const queueUnavailable = () =>
  new AppError(503, systemErrorCodes.jobQueueUnavailable, systemMessages.jobQueueUnavailable);

export function createAdminSystemService({ db, jobs, health }: AdminSystemDeps) {
  return {
    async status(): Promise<SystemStatus> {
      const platform = await health.check();
      const queueAnswers = platform.checks.some(
        (check) => check.name === 'jobQueue' && check.status !== 'down',
      );
      if (!queueAnswers) return { health: platform, queues: [], failedJobs: [] };
      const [queues, failed] = await Promise.all([queueDepths(db), failedJobs(db)]);
      return {
        health: platform,
        queues,
        failedJobs: failed.map((job) => ({
          ...job,
          failedAt: job.failedAt ? job.failedAt.toISOString() : null,
        })),
      };
    },

    /** Sends a failed job back to its queue for one more attempt, and records who did. */
    async retry(admin: AdminActor, jobId: string): Promise<RetriedJob> {
      const boss = await jobs.start().catch(() => {
        throw queueUnavailable();
      });
      const job = await findJob(db, jobId);
      if (!job) throw new AppError(404, systemErrorCodes.jobNotFound, systemMessages.jobNotFound);
      const notFailed = () =>
        new AppError(409, systemErrorCodes.jobNotFailed, systemMessages.jobNotFailed);
      if (job.state !== 'failed') throw notFailed();
      const answer = commandResponse.safeParse(await boss.retry(job.name, jobId));
      // Another admin (or the queue's own maintenance) may have moved the job in the meantime.
      if (!answer.success || answer.data.affected !== 1) throw notFailed();
      // pg-boss changes the job on its own connection, so the record follows the change.
      await recordAdminAction(db, admin, {
        action: systemActionNames.jobRetry,
        targetType: 'job',
        targetId: jobId,
        details: { queue: job.name, trackId: job.trackId, trackTitle: job.trackTitle },
      });
      return { id: jobId, queue: job.name, state: 'retry' };
    },
  };
}
