// Background jobs on pg-boss, in the same database as everything else (docs/decisions/006).
// On PostgreSQL pg-boss keeps its own small pool; on the embedded PGlite it runs through
// pg-boss's PGlite adapter on the one in-process connection. Features send jobs through the
// helpers here; src/workers.ts decides who works on them.
import { sql, type SQL } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type Db as IDatabase,
  type Queue,
} from 'pg-boss';
import type { Logger } from 'pino';

import type { DatabaseHandle, Executor } from '../db/client';

/** The database schema pg-boss keeps its tables in (admins read queue depth from it). */
export const jobSchema = 'pgboss';

export const queueNames = {
  /** Probe, transcode and analyse one uploaded audio file. */
  audioProcessing: 'audio-processing',
  /** Audio jobs that ran out of attempts (a worker died on the last one): mark the track failed. */
  audioProcessingFailed: 'audio-processing-failed',
  /** Recount every artist's monthly listeners. */
  monthlyListeners: 'monthly-listeners',
} as const;

export interface AudioProcessingJob {
  trackId: string;
  /** The storage key of the upload this job is for; a replaced upload makes the job stale. */
  audioKey: string;
  /** The longest audio the upload was accepted with; no transcode runs longer. */
  maxDurationMs?: number | undefined;
}

/**
 * A worker sends a heartbeat every 15 s while it works; a job without one for 30 s is taken to
 * have lost its worker and is retried. Transient faults retry three times with backoff.
 */
export const audioProcessingQueue: Omit<Queue, 'name'> = {
  retryLimit: 3,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 300,
  heartbeatSeconds: 30,
  expireInSeconds: 60 * 60,
  deadLetter: queueNames.audioProcessingFailed,
  notify: true,
};

const queueOptions: Record<string, Omit<Queue, 'name'>> = {
  // Created first: the audio queue names it as its dead letter queue.
  [queueNames.audioProcessingFailed]: { retryLimit: 5, retryBackoff: true, notify: true },
  [queueNames.audioProcessing]: audioProcessingQueue,
  [queueNames.monthlyListeners]: { retryLimit: 1, expireInSeconds: 15 * 60 },
};

export interface TransactionalJob {
  write(tx: Executor): Promise<void>;
  afterCommit(): Promise<void>;
}

export interface JobQueue {
  /** Starts pg-boss (it creates its own schema the first time) and the queues; idempotent. */
  start(): Promise<PgBoss>;
  /**
   * Queues processing of an upload together with a transaction: `write(tx)` inside it, then
   * `afterCommit()`. On PostgreSQL the job row is written on the transaction, so it exists only
   * if the transaction commits. PGlite has one connection, which the open transaction holds, so
   * there the job is sent after the commit. Call this before opening the transaction.
   */
  queueAudioProcessing(data: AudioProcessingJob): Promise<TransactionalJob>;
  /** Queues processing of an upload now. */
  sendAudioProcessing(data: AudioProcessingJob): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /** Maintenance (expiry, heartbeats, retention) and cron schedules: on wherever workers run. */
  supervise?: boolean;
  log?: Logger;
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const supervise = options.supervise ?? true;
  const common: ConstructorOptions = {
    schema: jobSchema,
    supervise,
    schedule: supervise,
    useListenNotify: true,
    // Lets several instances and an upgraded schema agree; pg-boss migrates itself.
    migrate: true,
  };
  // pg-boss hands these options to its pg.Pool, the idle timeout too, though it does not type it.
  const config: ConstructorOptions & { idleTimeoutMillis?: number } =
    database.driver.kind === 'pglite'
      ? { ...common, db: fromPglite(database.driver.client), backend: 'pglite' }
      : {
          ...common,
          connectionString: database.driver.url,
          max: 4,
          // pg-boss polls every few seconds: with pg's 10 s idle timeout it opened a new
          // connection (a new server process, its caches cold) about every 15 s. It keeps them.
          idleTimeoutMillis: 0,
        };
  const boss = new PgBoss(config);
  boss.on('error', (error) => options.log?.error({ err: error }, 'job queue error'));

  let starting: Promise<PgBoss> | null = null;
  const start = () => {
    starting ??= (async () => {
      await boss.start();
      for (const [name, queue] of Object.entries(queueOptions)) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, queue);
      }
      return boss;
    })();
    starting.catch(() => {
      starting = null;
    });
    return starting;
  };

  const send = async (data: AudioProcessingJob, db?: IDatabase) => {
    await start();
    const id = await boss.send(queueNames.audioProcessing, { ...data }, db ? { db } : {});
    if (!id) throw new Error('The audio processing job was not queued');
  };

  return {
    start,
    async queueAudioProcessing(data) {
      await start();
      if (database.driver.kind === 'pglite') {
        return { write: async () => {}, afterCommit: () => send(data) };
      }
      return {
        async write(tx) {
          const onTx = {
            execute: async (query: unknown) => rowsOf(await tx.execute(query as SQL)),
          };
          await send(data, fromDrizzle(onTx, sql));
        },
        afterCommit: async () => {},
      };
    },
    sendAudioProcessing: (data) => send(data),
    async stop() {
      if (!starting) return;
      await starting.catch(() => undefined);
      starting = null;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * Cancels the processing of a track that is going away: jobs waiting are never run, and a worker
 * at one finds its claim gone at its next heartbeat, which aborts its ffmpeg. Returns how many.
 */
export async function cancelAudioProcessing(jobs: JobQueue, trackId: string): Promise<number> {
  const boss = await jobs.start();
  const found = await boss.findJobs(queueNames.audioProcessing, { data: { trackId } });
  const open = found.filter((job) => ['created', 'retry', 'active'].includes(job.state));
  if (open.length === 0) return 0;
  await boss.cancel(
    queueNames.audioProcessing,
    open.map((job) => job.id),
  );
  return open.length;
}

/** True when a processing job for this very upload exists, in any state. */
export async function audioJobExists(db: Executor, data: AudioProcessingJob): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM ${sql.identifier(jobSchema)}.job
    WHERE name = ${queueNames.audioProcessing}
      AND data->>'trackId' = ${data.trackId}
      AND data->>'audioKey' = ${data.audioKey}
    LIMIT 1`);
  return rowsOf(result).rows.length > 0;
}

function rowsOf(result: unknown): { rows: unknown[] } {
  const rows = (result as { rows?: unknown[] }).rows;
  return { rows: Array.isArray(rows) ? rows : [] };
}
