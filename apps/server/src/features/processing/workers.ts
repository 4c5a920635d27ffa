// The processing queue's workers: one for uploads, one for jobs that ran out of attempts.
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';

import { queueNames } from '../../platform/jobs';
import { abandonedAttempts, failOverAbandoned } from './failover';
import { createAudioProcessor, type ProcessingDeps } from './processor';

const jobData = z.object({
  trackId: z.uuid(),
  audioKey: z.string().min(1),
  maxDurationMs: z.number().int().positive().optional(),
});

export async function registerProcessingWorkers(
  boss: PgBoss,
  deps: ProcessingDeps & {
    concurrency: number;
    /** Processing folders of ended processes, removed by the start-up sweep. */
    abandonedFolders?: string[];
  },
): Promise<void> {
  const processor = createAudioProcessor(deps);

  const attempts = abandonedAttempts(deps.abandonedFolders ?? []);
  if (attempts.length > 0) {
    const jobs = await failOverAbandoned(boss, attempts);
    deps.log?.info({ jobs }, 'retrying the jobs of ended processes');
  }

  await boss.work(
    queueNames.audioProcessing,
    {
      includeMetadata: true,
      localConcurrency: deps.concurrency,
      pollingIntervalSeconds: 2,
      // New jobs wake the worker at once (NOTIFY); this poll finds retries whose delay is over.
      notifyPollingIntervalSeconds: 5,
    },
    async ([job]) => {
      if (!job) return null;
      const data = jobData.safeParse(job.data);
      if (!data.success) return { outcome: 'invalid' };
      const outcome = await processor.run(data.data, {
        lastAttempt: job.retryCount >= job.retryLimit,
        signal: job.signal,
        claim: job,
      });
      return { outcome };
    },
  );

  // A job lands here when its last attempt failed without the worker saying so (the worker
  // died, or its heartbeat stopped): the track must not stay "processing" for ever.
  await boss.work(
    queueNames.audioProcessingFailed,
    { pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 5 },
    async ([job]) => {
      const data = jobData.safeParse(job?.data);
      if (data.success) await processor.fail(data.data);
      return null;
    },
  );
}
