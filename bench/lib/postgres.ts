// The run's own PostgreSQL: a cluster kept under the cache folder (so a seeded catalog is made
// once and reused), started on a port of its own and stopped when the run ends.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

import pg from 'pg';

import { run, startProcess, type Started } from './processes';

export function postgresBinDir(): string {
  const candidates = ['/usr/lib/postgresql'];
  for (const root of candidates) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, 'postgres'))) return bin;
    }
  }
  throw new Error(
    'No PostgreSQL server binaries found under /usr/lib/postgresql (apt-get install postgresql)',
  );
}

export interface BenchPostgres {
  url(database: string): string;
  query<T extends pg.QueryResultRow>(database: string, text: string): Promise<T[]>;
  process: Started;
}

export async function startPostgres(opts: {
  dataDir: string;
  port: number;
  logFile: string;
}): Promise<BenchPostgres> {
  const bin = postgresBinDir();
  // initdb and postgres refuse to run as root; the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const runAs = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  await mkdir(opts.dataDir, { recursive: true });
  if (asRoot) await run('chown', ['-R', 'postgres:postgres', opts.dataDir]);
  const cluster = join(opts.dataDir, 'cluster');
  if (!existsSync(join(cluster, 'PG_VERSION'))) {
    await runAs(join(bin, 'initdb'), [
      '-D',
      cluster,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  const args = [
    '-D',
    cluster,
    '-p',
    String(opts.port),
    '-k',
    opts.dataDir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=512MB',
    '-c',
    'work_mem=16MB',
    '-c',
    'maintenance_work_mem=512MB',
    '-c',
    'max_wal_size=4GB',
  ];
  const command = asRoot ? 'runuser' : join(bin, 'postgres');
  const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, 'postgres'), ...args] : args;
  // SIGINT: PostgreSQL's fast shutdown (SIGTERM waits for every client to leave).
  const proc = startProcess('postgres', command, fullArgs, {
    logFile: opts.logFile,
    stopSignal: 'SIGINT',
  });
  const url = (database: string) => `postgres://postgres@127.0.0.1:${opts.port}/${database}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (proc.child.exitCode !== null) {
        throw new Error(`PostgreSQL exited; see ${opts.logFile}`, { cause: error });
      }
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    process: proc,
    async query(database, text) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
