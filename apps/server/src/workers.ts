// Who works on the job queues: the server itself by default (JOBS_IN_PROCESS), or
// `npm run worker` (src/worker.ts) on PostgreSQL. Both call startWorkers.
import type { Logger } from 'pino';

import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerDashboardJobs } from './features/artist-dashboard/jobs';
import { registerProcessingWorkers } from './features/processing/workers';
import type { EventBus } from './platform/events';
import { ffmpegOptionsOf, resolveFfmpegBinaries } from './platform/ffmpeg';
import type { JobQueue } from './platform/jobs';
import type { Storage } from './platform/storage';
import type { SweptTmpDir } from './platform/tmp-dirs';

export interface WorkerDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  events: EventBus;
  jobs: JobQueue;
  log?: Logger;
  /** What the start-up sweep removed: the jobs of ended processes are retried at once. */
  sweptTmpDirs?: SweptTmpDir[];
}

export async function startWorkers(deps: WorkerDeps): Promise<void> {
  const { config } = deps;
  const boss = await deps.jobs.start();
  await registerProcessingWorkers(boss, {
    db: deps.database.db,
    storage: deps.storage,
    events: deps.events,
    binaries: () => resolveFfmpegBinaries(ffmpegOptionsOf(config)),
    fpcalc: config.fpcalcPath,
    tmpDir: config.tmpDir,
    concurrency: config.jobs.concurrency,
    abandonedFolders: (deps.sweptTmpDirs ?? [])
      .filter((dir) => dir.kind === 'processing')
      .map((dir) => dir.name),
    ...(deps.log ? { log: deps.log } : {}),
  });
  await registerDashboardJobs(boss, deps.database.db);
}
