// The platform health checks with components that fail, hang or answer slowly.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';

import type { HealthCheck, HealthCheckName } from '@sada/contracts/system';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../test/database';
import { resolveFfmpegBinaries } from './ffmpeg';
import type { JobQueue } from './jobs';
import { createPlatformHealth, type PlatformHealthDeps } from './platform-health';
import { createLocalStorage, type Storage } from './storage';

let database: DatabaseHandle;
let dir: string;
let storage: Storage;
beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'sada-health-'));
  storage = createLocalStorage(dir);
});
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const never = () => new Promise<never>(() => {});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function jobsAnswering(version: number | null): JobQueue {
  const boss = { schemaVersion: async () => version } as unknown as PgBoss;
  return {
    start: async () => boss,
    queueAudioProcessing: never,
    sendAudioProcessing: never,
    stop: async () => {},
  };
}

function deps(overrides: Partial<PlatformHealthDeps> = {}): PlatformHealthDeps {
  return {
    database,
    storage,
    jobs: jobsAnswering(27),
    ffmpegBinary: async () => (await resolveFfmpegBinaries()).ffmpeg,
    // Generous limits: a busy test machine must not turn a working component slow or down.
    timeoutMs: 20_000,
    slowMs: 20_000,
    ...overrides,
  };
}

const statuses = async (d: PlatformHealthDeps) => {
  const health = await createPlatformHealth(d).check();
  const byName = Object.fromEntries(health.checks.map((c) => [c.name, c]));
  return { overall: health.status, ...(byName as Record<HealthCheckName, HealthCheck>) };
};

describe('the platform health checks', () => {
  it('are all ok when every component answers, and leave no probe file behind', async () => {
    const result = await statuses(deps());
    expect(result.overall).toBe('ok');
    expect(result.storage).toMatchObject({ status: 'ok' });
    const driver = database.driver.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    expect(result.jobQueue).toMatchObject({
      status: 'ok',
      detail: `pg-boss schema 27 on ${driver}`,
    });
    expect(await readdir(join(dir, 'system-health'))).toEqual([]);
  });

  it('report storage down when it throws, with its error, and the others still ok', async () => {
    const failing: Storage = {
      ...storage,
      put: async () => {
        throw new Error('EACCES: permission denied, open /data/storage');
      },
    };
    const result = await statuses(deps({ storage: failing }));
    expect(result.storage).toMatchObject({
      status: 'down',
      detail: 'EACCES: permission denied, open /data/storage',
    });
    expect(result.database).toMatchObject({ status: 'ok' });
    expect(result.overall).toBe('down');
  });

  it('report storage down when a file comes back different', async () => {
    const garbling: Storage = { ...storage, read: () => Readable.from([Buffer.from('other')]) };
    expect((await statuses(deps({ storage: garbling }))).storage).toMatchObject({
      status: 'down',
      detail: 'The probe file came back different',
    });
  });

  it('report a component that does not answer as down once its time is up', async () => {
    const started = Date.now();
    const hung: JobQueue = { ...jobsAnswering(27), start: never };
    const result = await statuses(deps({ jobs: hung, timeoutMs: 100 }));
    expect(result.jobQueue).toMatchObject({ status: 'down', detail: 'No answer within 100 ms' });
    // Real time, as the checks take no clock: far above 100 ms, far below the 20 s of deps().
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('report the job queue down when pg-boss has no schema', async () => {
    expect((await statuses(deps({ jobs: jobsAnswering(null) }))).jobQueue).toMatchObject({
      status: 'down',
      detail: 'pg-boss is not installed in the database',
    });
  });

  it('report a slow answer as degraded', async () => {
    const slow: Storage = {
      ...storage,
      put: async (key, source) => {
        // Real time, as the checks time probes with performance.now; a slower machine only adds.
        await pause(60);
        return storage.put(key, source);
      },
    };
    const result = await statuses(deps({ storage: slow, slowMs: 30 }));
    expect(result.storage).toMatchObject({ status: 'degraded' });
    expect(result.overall).toBe('degraded');
  });

  it('report ffmpeg down when it cannot be found, and reuse its answer for a while', async () => {
    const ffmpegBinary = vi.fn(async () => '/nowhere/ffmpeg');
    const health = createPlatformHealth(deps({ ffmpegBinary, ffmpegCacheMs: 60_000 }));
    const first = await health.check();
    expect(first.checks.find((c) => c.name === 'ffmpeg')).toMatchObject({ status: 'down' });
    await health.check();
    expect(ffmpegBinary).toHaveBeenCalledTimes(1);
  });
});
