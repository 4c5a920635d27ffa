// A whole Sada server for one test file: fresh database, files in a temporary folder, e-mail
// and text messages kept in memory. Drive it with `app.inject()`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { MailMessage, Mailer } from '../lib/mail';
import type { SmsMessage, SmsSender } from '../lib/sms';
import { createLocalStorage, type Storage } from '../lib/storage';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  outbox: MailMessage[];
  /** Text messages the server sent, oldest first. */
  smsOutbox: SmsMessage[];
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sada-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SADA_DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await createTestDatabase();
  const storage = createLocalStorage(config.storageDir);
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
  const app = await buildApp({ config, database, storage, mailer, sms, logger: false });
  await app.ready();
  return {
    app,
    config,
    database,
    storage,
    outbox,
    smsOutbox,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
