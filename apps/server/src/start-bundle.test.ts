// `npm start` runs the server from its bundle (scripts/build-server.mjs): built the same way, on
// a fresh embedded database, it finds its migrations, answers and stops on SIGTERM.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { repoRoot } from './config';
import { freePort } from './test/ports';

const outdir = `dist-test-${process.pid}`;
const bundleDir = join(repoRoot, 'apps/server', outdir);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sada-bundle-'));
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: repoRoot,
  });
});
afterAll(async () => {
  await rm(bundleDir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server bundle', () => {
  it('starts on a fresh embedded database, answers, and stops on SIGTERM', async () => {
    const port = await freePort();
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const server = spawn(process.execPath, ['--enable-source-maps', join(bundleDir, 'main.mjs')], {
      cwd: repoRoot,
      env: {
        ...env,
        NODE_ENV: 'test',
        SADA_DATA_DIR: dataDir,
        SADA_SEED: 'none',
        AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr?.on(
      'data',
      (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)),
    );
    const exited = once(server, 'exit');
    try {
      // A fresh database is made and migrated first: seconds alone, longer beside other files.
      let health: Response | null = null;
      for (const until = Date.now() + 90_000; !health?.ok && Date.now() < until;) {
        if (server.exitCode !== null) throw new Error(`the server exited: ${errors}`);
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (!health?.ok) await sleep(100);
      }
      expect(health?.status, errors).toBe(200);
      // The catalogue's tables exist: the migrations were found from the bundle.
      const genres = await fetch(`http://127.0.0.1:${port}/api/genres`);
      expect(genres.status).toBe(200);
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  }, 120_000);
});
