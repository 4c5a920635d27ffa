// Start: config → database → migrations → demo data → app → listen.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { recoverStuckUploads } from './features/uploads/stuck-uploads';
import { createEventBus } from './platform/events';
import { ffmpegOptionsOf, resolveFfmpegBinaries } from './platform/ffmpeg';
import { createJobQueue } from './platform/jobs';
import { createLogger } from './platform/logger';
import { createMailer } from './platform/mail';
import { openStorage } from './platform/open-storage';
import { shutdownOnSignal } from './platform/shutdown';
import { createOutboxSmsSender } from './platform/sms';
import { sweepOrphanTmpDirs } from './platform/tmp-dirs';
import { seedDemoCatalog } from './seed/seed';
import { startWorkers } from './workers';

async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config.database);
  await migrate(database);
  log.info({ database: database.kind }, 'database ready');

  const { storage, sweepAtStart, direct } = openStorage(config);
  // Started all the same: /api/health/ready answers 503 until the store can be used.
  await storage.reachable().catch((error: unknown) => {
    log.warn({ err: error }, 'the storage cannot be reached yet');
  });
  // Uploads and processing cut short by a crash leave their folders behind.
  // Those with notes of what the process was doing stay until recoverStuckUploads saw to them.
  const swept = await sweepOrphanTmpDirs(config.tmpDir, ['uploads', 'processing']);
  if (swept.length > 0) {
    log.info({ folders: swept.length }, 'found working folders of ended processes');
  }
  // And storage writes cut short leave their half-written files.
  const partials = await sweepAtStart().catch((error: unknown) => {
    log.warn({ err: error }, 'half-written files not swept');
    return [];
  });
  if (partials.length > 0) {
    log.info({ files: partials.length }, 'removed half-written files of ended processes');
  }
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    log,
  });

  const sms = createOutboxSmsSender({ outboxDir: config.outboxDir, log });

  if (config.seed === 'demo') {
    const binaries = await resolveFfmpegBinaries(ffmpegOptionsOf(config));
    await seedDemoCatalog({
      database,
      storage,
      binaries,
      log,
      workDir: config.dataDir,
      cacheDir: config.cacheDir,
      fpcalc: config.fpcalcPath,
    });
  }

  const events = createEventBus(database, log);
  // Without in-process workers, maintenance (expiry, retries, schedules) is the workers' job.
  const jobs = createJobQueue(database, { log, supervise: config.jobs.inProcess });
  await recoverStuckUploads({ db: database.db, storage, jobs, log }, swept);
  const app = await buildApp({
    config,
    database,
    storage,
    directDelivery: direct,
    mailer,
    sms,
    logger: log,
    jobs,
    events,
  });
  if (config.jobs.inProcess) {
    await startWorkers({ config, database, storage, events, jobs, log, sweptTmpDirs: swept });
  }
  const close = shutdownOnSignal({
    log,
    steps: [() => app.close(), () => jobs.stop(), () => events.close(), () => database.close()],
  });
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  // Fastify names each address it listens on (127.0.0.1, the LAN's…); the one to open is the
  // public address, the origin sign-in trusts.
  await app.listen({
    host: config.host,
    port: config.port,
    listenTextResolver: (address) => `listening on ${address}; open ${config.publicUrl}`,
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    // Through the logger's serializer: what failed, without a stack trace.
    createLogger('fatal').fatal({ err: error }, 'the server could not start');
  }
  process.exit(1);
});
