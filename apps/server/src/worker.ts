// `npm run worker`: the job workers (audio processing, periodic recounts) in a process of their
// own, beside servers started with JOBS_IN_PROCESS=false. Needs PostgreSQL: the embedded
// database belongs to the one process that opened it.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createEventBus } from './platform/events';
import { createJobQueue } from './platform/jobs';
import { createLogger } from './platform/logger';
import { openStorage } from './platform/open-storage';
import { shutdownOnSignal } from './platform/shutdown';
import { sweepOrphanTmpDirs } from './platform/tmp-dirs';
import { startWorkers } from './workers';

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'postgres') {
    console.error(
      'A separate worker needs PostgreSQL (DATABASE_URL). With the embedded database the server ' +
        'runs the workers itself.',
    );
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config.database);
  const { storage } = openStorage(config);
  await storage.reachable().catch((error: unknown) => {
    log.warn({ err: error }, 'the storage cannot be reached yet; jobs fail and are retried');
  });
  const swept = await sweepOrphanTmpDirs(config.tmpDir, ['processing']);
  if (swept.length > 0) {
    log.info({ folders: swept.length }, 'removed working folders of ended processes');
  }
  const events = createEventBus(database, log);
  const jobs = createJobQueue(database, { log });
  await startWorkers({ config, database, storage, events, jobs, log, sweptTmpDirs: swept });
  log.info({ concurrency: config.jobs.concurrency }, 'workers started');

  const close = shutdownOnSignal({
    log,
    steps: [() => jobs.stop(), () => events.close(), () => database.close()],
  });
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  // Through the logger's serializer: what failed, without a stack trace.
  else createLogger('fatal').fatal({ err: error }, 'the workers could not start');
  process.exit(1);
});
