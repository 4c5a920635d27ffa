// Sada as it runs on many machines, on this one: Debian's nginx configured by the shipped
// deploy/nginx-instances.conf in front of app instances, and audio workers, each a real process
// started from the bundle `npm start` runs (scripts/build-server.mjs), each with a data folder of
// its own; they share only the PostgreSQL database and the S3 bucket (test/radosgw.ts).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import { repoRoot } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestApp } from '../test/app';
import { dieWithTests } from '../test/children';
import { createTestDatabase } from '../test/database';
import { createUser, type TestUser } from '../test/factories';
import { instancesNginxConfig } from '../test/nginx';
import { freePort } from '../test/ports';
import { createTestBucket } from '../test/s3-server';
import { createUploader } from '../test/uploads';

const AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth';

/** One process of the cluster: an app instance or a worker. */
export interface Member {
  name: string;
  /** An app instance's own address (nginx's upstream); null for a worker. */
  origin: string | null;
  dataDir: string;
  start(): Promise<void>;
  /** Sends `signal` and resolves with the exit code once the process has ended. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
  /** What it wrote to stderr and stdout (its log), for a failure's message. */
  output(): string;
}

export interface Cluster {
  /** nginx's address: the public address of every instance. */
  origin: string;
  a: Member;
  b: Member;
  worker: Member;
  database: DatabaseHandle;
  bucket: string;
  /** Settings shared by every process (the bucket's among them). */
  env: Record<string, string>;
  admin: TestUser;
  artist: Awaited<ReturnType<typeof createUploader>>;
  listener: TestUser;
  close(): Promise<void>;
}

function member(opts: {
  name: string;
  script: string;
  env: Record<string, string>;
  port: number | null;
  dataDir: string;
}): Member {
  let child: ChildProcess | null = null;
  let output = '';
  const origin = opts.port ? `http://127.0.0.1:${opts.port}` : null;
  return {
    name: opts.name,
    origin,
    dataDir: opts.dataDir,
    output: () => output.slice(-4000),
    async start() {
      output = '';
      const started = spawn(process.execPath, ['--enable-source-maps', opts.script], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...opts.env,
          SADA_DATA_DIR: opts.dataDir,
          ...(opts.port ? { PORT: String(opts.port) } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      dieWithTests(started);
      // The last 64 kB of its log is enough to tell what went wrong.
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      const until = Date.now() + 60_000;
      for (;;) {
        if (started.exitCode !== null) {
          throw new Error(`${opts.name} exited with ${started.exitCode}: ${output.slice(-2000)}`);
        }
        const ready = origin
          ? await fetch(`${origin}/api/health/ready`).then(
              (response) => response.status === 200,
              () => false,
            )
          : output.includes('workers started');
        if (ready) return;
        if (Date.now() > until) throw new Error(`${opts.name} not ready: ${output.slice(-2000)}`);
        await sleep(100);
      }
    },
    async stop(signal) {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) {
        return running?.exitCode ?? null;
      }
      const exited = new Promise<number | null>((resolve) =>
        running.once('exit', (code) => resolve(code)),
      );
      running.kill(signal);
      return exited;
    },
  };
}

export async function startCluster(): Promise<Cluster> {
  const outdir = `dist-cluster-${process.pid}`;
  const bundle = join(repoRoot, 'apps/server', outdir);
  const dirs: string[] = [];
  const dir = async (name: string) => {
    const made = await mkdtemp(join(tmpdir(), `sada-cluster-${name}-`));
    dirs.push(made);
    return made;
  };
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: repoRoot,
  });
  const database = await createTestDatabase();
  if (database.driver.kind !== 'postgres') {
    throw new Error('Several processes share a database on PostgreSQL only (DATABASE_URL)');
  }
  const { env: bucketEnv, bucket } = await createTestBucket();
  const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${nginxPort}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATABASE_URL: database.driver.url,
    AUTH_SECRET,
    SADA_SEED: 'none',
    TRUST_PROXY: 'true',
    JOBS_IN_PROCESS: 'false',
    LOG_LEVEL: 'info',
    // One artist uploads for every test of the file; the limits have tests of their own.
    UPLOADS_PER_HOUR: '1000',
    UPLOADS_PROCESSING_PER_ARTIST: '100',
    WEB_DIST_DIR: join(tmpdir(), 'sada-no-web-build'),
    ...bucketEnv,
  };

  // The accounts, made in this process on the same database.
  const t = await createTestApp({ AUTH_SECRET }, { database });
  const admin = await createUser(t, { role: 'admin' });
  const listener = await createUser(t, { role: 'listener' });
  const artist = await createUploader(t);
  await t.close();

  const main = join(bundle, 'main.mjs');
  const a = member({ name: 'instance A', script: main, env, port: portA, dataDir: await dir('a') });
  const b = member({ name: 'instance B', script: main, env, port: portB, dataDir: await dir('b') });
  const worker = member({
    name: 'worker',
    script: join(bundle, 'worker.mjs'),
    env,
    port: null,
    dataDir: await dir('worker'),
  });
  await Promise.all([a.start(), b.start(), worker.start()]);

  const nginxDir = await dir('nginx');
  const conf = join(nginxDir, 'nginx.conf');
  await writeFile(
    conf,
    instancesNginxConfig({
      dir: nginxDir,
      port: nginxPort,
      upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
    }),
  );
  const nginx = spawn('nginx', ['-c', conf, '-p', nginxDir, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  dieWithTests(nginx);
  for (let i = 0; ; i++) {
    const up = await fetch(`${origin}/api/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (i > 200 || nginx.exitCode !== null) throw new Error('nginx did not answer');
    await sleep(25);
  }

  return {
    origin,
    a,
    b,
    worker,
    database,
    bucket,
    env,
    admin,
    artist,
    listener,
    async close() {
      nginx.kill('SIGTERM');
      await Promise.all([a.stop('SIGKILL'), b.stop('SIGKILL'), worker.stop('SIGKILL')]);
      await database.close();
      await rm(bundle, { recursive: true, force: true });
      await Promise.all(dirs.map((made) => rm(made, { recursive: true, force: true })));
    },
  };
}
