// The platform's health from real checks: the database answers, storage takes a file and gives
// it back, the job queue's schema answers, ffmpeg runs. Each check has its own time limit, so a
// hung component is reported down instead of holding the page.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { ReadinessCheckName } from '@sada/contracts/health';
import {
  HEALTH_SLOW_MS,
  HEALTH_TIMEOUT_MS,
  worstHealthStatus,
  type HealthCheck,
  type HealthCheckName,
  type PlatformHealth,
} from '@sada/contracts/system';
import { sql } from 'drizzle-orm';

import type { DatabaseHandle } from '../db/client';
import { runFfmpeg } from './ffmpeg';
import type { JobQueue } from './jobs';
import type { Storage } from './storage';

export interface PlatformHealthDeps {
  database: DatabaseHandle;
  storage: Storage;
  jobs: JobQueue;
  /** The ffmpeg binary to run (platform/ffmpeg's resolveFfmpegBinaries finds it). */
  ffmpegBinary: () => Promise<string>;
  timeoutMs?: number;
  slowMs?: number;
  /** How long one ffmpeg answer is reused: starting a process on every page load is wasteful. */
  ffmpegCacheMs?: number;
}

export interface PlatformHealthChecker {
  check(): Promise<PlatformHealth>;
  /**
   * What an app instance needs in order to serve, checked cheaply enough for a balancer to ask
   * every few seconds: the database, storage (reachable, nothing written) and the job queue.
   */
  readiness(): Promise<(HealthCheck & { name: ReadinessCheckName })[]>;
}

const MAX_DETAIL = 300;
const PROBE_FOLDER = 'system-health';

class CheckTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0]?.trim() || 'Failed';
  return firstLine.length > MAX_DETAIL ? `${firstLine.slice(0, MAX_DETAIL - 1)}…` : firstLine;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export function createPlatformHealth(deps: PlatformHealthDeps): PlatformHealthChecker {
  const timeoutMs = deps.timeoutMs ?? HEALTH_TIMEOUT_MS;
  const slowMs = deps.slowMs ?? HEALTH_SLOW_MS;
  const ffmpegCacheMs = deps.ffmpegCacheMs ?? 30_000;
  const driverName = deps.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  let ffmpegAnswer: { check: HealthCheck; at: number } | null = null;

  async function run<N extends HealthCheckName>(
    name: N,
    probe: () => Promise<string | null>,
  ): Promise<HealthCheck & { name: N }> {
    const started = performance.now();
    try {
      const detail = await withTimeout(probe(), timeoutMs);
      const latencyMs = Math.round(performance.now() - started);
      const status = latencyMs > slowMs ? 'degraded' : 'ok';
      return { name, status, latencyMs, detail };
    } catch (error) {
      const latencyMs = Math.round(performance.now() - started);
      return {
        name,
        status: 'down',
        latencyMs,
        detail: describeError(error),
      };
    }
  }

  const database = () =>
    run('database', async () => {
      const [row] = await deps.database.db
        .select({ version: sql<string>`current_setting('server_version')` })
        .from(sql`(select 1) as one`);
      return `${driverName} · PostgreSQL ${row?.version ?? '?'}`;
    });

  const storage = () =>
    run('storage', async () => {
      const key = `${PROBE_FOLDER}/probe-${randomUUID()}.txt`;
      const content = Buffer.from(`sada health probe ${key}`);
      try {
        await deps.storage.put(key, content);
        const back = await readAll(deps.storage.read(key));
        if (!back.equals(content)) throw new Error('The probe file came back different');
      } finally {
        await deps.storage.delete(key).catch(() => undefined);
      }
      return `Wrote, read and deleted a ${content.length}-byte file`;
    });

  const storageReachable = () =>
    run('storage', async () => {
      await deps.storage.reachable();
      return 'Reachable';
    });

  const jobQueue = () =>
    run('jobQueue', async () => {
      const boss = await deps.jobs.start();
      const version = await boss.schemaVersion();
      if (version === null) throw new Error('pg-boss is not installed in the database');
      return `pg-boss schema ${version} on ${driverName}`;
    });

  const ffmpeg = async () => {
    if (ffmpegAnswer && performance.now() - ffmpegAnswer.at < ffmpegCacheMs) {
      return ffmpegAnswer.check;
    }
    const check = await run('ffmpeg', async () => {
      const binary = await deps.ffmpegBinary();
      const { stdout } = await runFfmpeg(binary, ['-hide_banner', '-version'], {
        timeoutMs,
        maxStdoutBytes: 64 * 1024,
      });
      const firstLine = stdout.toString('utf8').split('\n')[0] ?? '';
      return firstLine.replace(/\s+Copyright.*$/, '').trim() || 'ffmpeg';
    });
    ffmpegAnswer = { check, at: performance.now() };
    return check;
  };

  return {
    async check() {
      const checks = await Promise.all([database(), storage(), jobQueue(), ffmpeg()]);
      return {
        status: worstHealthStatus(checks.map((c) => c.status)),
        checks,
        checkedAt: new Date().toISOString(),
      };
    },
    readiness: () => Promise.all([database(), storageReachable(), jobQueue()]),
  };
}
