// A whole Sada server for one test file: fresh database, files in a temporary folder, e-mail
// and text messages kept in memory. Drive it with `app.inject()`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createEventBus, type EventBus } from '../platform/events';
import { createJobQueue, type JobQueue } from '../platform/jobs';
import type { MailMessage, Mailer } from '../platform/mail';
import { openStorage } from '../platform/open-storage';
import type { SmsMessage, SmsSender } from '../platform/sms';
import type { Storage } from '../platform/storage';
import { startWorkers } from '../workers';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  outbox: MailMessage[];
  /** Text messages the server sent, oldest first. */
  smsOutbox: SmsMessage[];
  jobs: JobQueue;
  events: EventBus;
  /**
   * Waits until the app has heard of every change committed so far. A test that writes to the
   * database directly, as another process would, calls it before the app is to see the change.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * A database the caller opened and closes itself, e.g. a second connection to another app's
   * PostgreSQL database, so that two apps act as two server instances.
   */
  database?: DatabaseHandle;
  /** Where the app logs (default: nowhere), for tests that read the log. */
  logger?: Logger;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sada-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SADA_DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    // Job workers run only in the tests that ask for them (JOBS_IN_PROCESS: 'true').
    JOBS_IN_PROCESS: 'false',
    // Tests read back what they just changed, often written straight to the database as another
    // process would; the caches have their own tests (http/kept-for-listeners.test.ts).
    CATALOG_CACHE_SECONDS: '0',
    LISTENER_CACHE_SECONDS: '0',
    SESSION_CACHE_SECONDS: '0',
    // Tests upload many tracks as one artist, left processing; the limits have their own tests.
    UPLOADS_PER_HOUR: '10000',
    UPLOADS_PROCESSING_PER_ARTIST: '1000',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  // The storage folder in dataDir, or a bucket when env says STORAGE=s3 (test/s3-server.ts).
  const { storage, direct } = openStorage(config);
  const outbox: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      outbox.push(message);
    },
  };
  const smsOutbox: SmsMessage[] = [];
  const sms: SmsSender = {
    async send(message) {
      smsOutbox.push(message);
    },
  };
  const events = createEventBus(database);
  const jobs = createJobQueue(database, { supervise: config.jobs.inProcess });
  const app = await buildApp({
    config,
    database,
    storage,
    directDelivery: direct,
    mailer,
    sms,
    logger: options.logger ?? false,
    jobs,
    events,
  });
  await app.ready();
  if (config.jobs.inProcess) await startWorkers({ config, database, storage, events, jobs });
  return {
    app,
    config,
    database,
    storage,
    outbox,
    smsOutbox,
    jobs,
    events,
    settle: () => app.userChanges.settle(),
    async close() {
      await app.close();
      await jobs.stop();
      await events.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
