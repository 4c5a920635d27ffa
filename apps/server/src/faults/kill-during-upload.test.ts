// The server killed (SIGKILL) in the middle of an upload's body (issue 10): after a restart on
// the same data folder and database, no track row and no file of that upload remain — neither
// in storage nor in the upload's working folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { tracks } from '../db/schema';
import { createTestApp } from '../test/app';
import { createTestDatabase } from '../test/database';
import { multipart } from '../test/multipart';
import { createUploader } from '../test/uploads';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

function figures(line: string): void {
  process.stdout.write(`[faults] ${line}\n`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('the server killed in the middle of an upload', () => {
  let dataDir: string;
  let port: number;
  let env: Record<string, string>;
  /** The PostgreSQL database of this test, when the run has one; else the data folder's own. */
  let postgres: DatabaseHandle | null = null;
  let cookie: string;
  let server: ChildProcess | null = null;

  const origin = () => `http://127.0.0.1:${port}`;

  async function startServer(): Promise<ChildProcess> {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    // Node itself, not the tsx command: that one runs the server in a child a kill would miss.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: childEnv,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const until = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode}: ${errors.slice(-2000)}`);
      }
      const ok = await fetch(`${origin()}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return child;
      if (Date.now() > until) throw new Error('server did not start');
      await sleep(100);
    }
  }

  async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  }

  /** The database the server uses, opened by the test while no server runs. */
  async function openServerDatabase(): Promise<DatabaseHandle> {
    if (postgres) return postgres;
    const config = loadConfig({ ...env, DATABASE_URL: undefined });
    return openDatabase(config.database);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sada-kill-'));
    port = await freePort();
    env = {
      NODE_ENV: 'test',
      SADA_DATA_DIR: dataDir,
      SADA_SEED: 'none',
      AUTH_SECRET,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin(),
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'silent',
    };
    if (process.env.DATABASE_URL) {
      postgres = await createTestDatabase();
      if (postgres.driver.kind === 'postgres') env.DATABASE_URL = postgres.driver.url;
    }
    // The artist is made in this process, on the database the server will open.
    const database = await openServerDatabase();
    if (!postgres) await migrate(database);
    const t = await createTestApp({ AUTH_SECRET }, { database });
    cookie = (await createUploader(t)).user.cookie;
    await t.close();
    if (!postgres) await database.close();
  }, 60_000);

  afterAll(async () => {
    if (server) await kill(server, 'SIGKILL');
    await postgres?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves no track row and no file behind after a restart', async () => {
    const started = Date.now();
    server = await startServer();
    const bootMs = Date.now() - started;

    const form = multipart({
      title: 'Cut short',
      genre: 'nasheed',
      audio: {
        filename: 'long.mp3',
        contentType: 'audio/mpeg',
        data: Buffer.alloc(8 * 1024 * 1024, 0x55),
      },
    });
    const upload = request(`${origin()}/api/uploads/tracks`, {
      method: 'POST',
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        origin: origin(),
        cookie,
      },
    });
    upload.on('error', () => {});
    // A third of the body, then nothing more: the server is killed while it waits for the rest.
    upload.write(form.payload.subarray(0, Math.floor(form.payload.length / 3)));

    const uploadsDir = join(dataDir, 'tmp', 'uploads');
    const until = Date.now() + 15_000;
    let partial: string[];
    for (;;) {
      partial = await filesUnder(uploadsDir);
      const sizes = await Promise.all(
        partial.map((file) => stat(join(uploadsDir, file)).then((s) => s.size)),
      );
      if (sizes.some((size) => size > 0)) break;
      if (Date.now() > until) throw new Error('the server wrote nothing of the upload');
      await sleep(50);
    }
    await kill(server, 'SIGKILL');
    const answers = await fetch(`${origin()}/api/health`)
      .then(() => true)
      .catch(() => false);
    expect(answers).toBe(false);
    upload.destroy();
    // The killed server left the partial upload behind.
    expect((await filesUnder(uploadsDir)).length).toBeGreaterThan(0);

    const restarted = Date.now();
    server = await startServer();
    const restartMs = Date.now() - restarted;
    const mine = await fetch(`${origin()}/api/me/tracks`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect((await mine.json()) as { tracks: unknown[] }).toMatchObject({ tracks: [] });
    await kill(server, 'SIGTERM');
    server = null;

    const leftInUploads = await filesUnder(uploadsDir);
    const leftInStorage = await filesUnder(join(dataDir, 'storage'));
    const database = await openServerDatabase();
    const [rows] = await database.db.select({ n: count() }).from(tracks);
    if (!postgres) await database.close();
    figures(
      `SIGKILL mid-upload (${postgres ? 'postgres' : 'pglite'}): partial files ${partial.length}, ` +
        `after restart ${leftInUploads.length} in tmp/uploads, ${leftInStorage.length} in storage, ` +
        `${rows?.n} track rows; boot ${bootMs} ms, restart ${restartMs} ms`,
    );
    expect(leftInUploads).toEqual([]);
    expect(leftInStorage).toEqual([]);
    expect(rows?.n).toBe(0);
  }, 120_000);
});
