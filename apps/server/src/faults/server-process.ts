// A real server process for the fault tests, to kill and start again on the same data: Node runs
// src/main.ts on a data folder of its own, with the embedded database in it, or on a fresh
// PostgreSQL database when the run has DATABASE_URL. An artist is signed in beforehand.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { freePort } from '../test/ports';
import { createUploader } from '../test/uploads';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** Prints the figure a fault test stands for. */
export function figures(line: string): void {
  process.stdout.write(`[faults] ${line}\n`);
}

/** Every file under `dir`, as paths relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

/** The running processes whose command line names a path under `dir`, such as ffmpeg's. */
export async function processesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(pid)) continue;
    const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (args.includes(`${dir}/`)) found.push(`${pid} ${args.split('\0')[0] ?? ''}`);
  }
  return found;
}

export interface ServerUnderTest {
  dataDir: string;
  origin: string;
  database: 'pglite' | 'postgres';
  /** The session cookie of an artist. */
  cookie: string;
  /** Starts the server and waits until it answers /api/health; returns how long that took. */
  start(): Promise<number>;
  /** Sends `signal` to the server and waits for it to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
  /** Runs `fn` on the server's database; on PGlite only while no server runs. */
  withDatabase<T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function prepareServer(): Promise<ServerUnderTest> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sada-kill-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    SADA_DATA_DIR: dataDir,
    SADA_SEED: 'none',
    AUTH_SECRET,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
  };
  let postgres: DatabaseHandle | null = null;
  if (process.env.DATABASE_URL) {
    postgres = await createTestDatabase();
    if (postgres.driver.kind === 'postgres') env.DATABASE_URL = postgres.driver.url;
  }
  let server: ChildProcess | null = null;

  const withDatabase = async <T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T> => {
    if (postgres) return fn(postgres);
    if (server) throw new Error('the embedded database belongs to the running server');
    const database = await openDatabase(loadConfig({ ...env, DATABASE_URL: undefined }).database);
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  };

  const stop = async (signal: NodeJS.Signals) => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  };

  const start = async () => {
    const started = Date.now();
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    // Node itself, not the tsx command: that one runs the server in a child a kill would miss.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server = child;
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    // A start takes 1–3 s; the margin is for a machine that stalls under other tests' load.
    const until = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode}: ${errors.slice(-2000)}`);
      }
      const ok = await fetch(`${origin}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return Date.now() - started;
      if (Date.now() > until) {
        throw new Error(
          `server did not answer /api/health within ${Date.now() - started} ms: ${errors.slice(-2000)}`,
        );
      }
      await sleep(100);
    }
  };

  // The artist is made in this process, on the database the server will open.
  const cookie = await withDatabase(async (database) => {
    if (!postgres) await migrate(database);
    const t = await createTestApp({ AUTH_SECRET }, { database });
    try {
      return (await createUploader(t)).user.cookie;
    } finally {
      await t.close();
    }
  });

  return {
    dataDir,
    origin,
    database: postgres ? 'postgres' : 'pglite',
    cookie,
    start,
    stop,
    withDatabase,
    async close() {
      await stop('SIGKILL');
      await postgres?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
