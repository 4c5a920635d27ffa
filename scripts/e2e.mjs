#!/usr/bin/env node
// `npm run test:e2e`: the Playwright browser tests against the real app.
//
// 1. Finds Chromium (CHROMIUM_PATH, else /usr/bin/chromium). Without one the tests are skipped,
//    except under CI=true, where that is an error.
// 2. Builds the web app. Always: the bundle also depends on packages/*, index.html, the Vite
//    config and the locked dependencies, so a freshness check on apps/web/src alone could test a
//    stale bundle, and the build takes seconds.
// 3. Gives the server a fresh data folder and, when DATABASE_URL is set, a fresh database on
//    that server (the demo catalog is seeded there, never into DATABASE_URL's own database).
// 4. Runs `playwright test` with any extra arguments and exits with its code.
// 5. Removes the folder and the database afterwards, also after a failure or Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants as osConstants, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const isCI = Boolean(process.env.CI) && !['false', '0'].includes(process.env.CI ?? '');

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!isExecutable(chromium)) {
  const where = process.env.CHROMIUM_PATH ? `CHROMIUM_PATH (${chromium})` : chromium;
  if (isCI) {
    console.error(
      `e2e: no Chromium at ${where}. CI=true requires the browser tests: install Debian's ` +
        '`chromium` package or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
  console.log(
    `e2e: SKIPPED the browser tests: no Chromium at ${where}. Install Debian's \`chromium\` ` +
      'package or set CHROMIUM_PATH to run them.',
  );
  process.exit(0);
}

let child = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    // Let the child shut down its own server and browser; cleanup runs when it has exited.
    child?.kill(signal);
  });
}

function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`e2e: could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? 128 + (osConstants.signals[signal] ?? 0));
    });
  });
}

function loadPg() {
  // pg is a dependency of the server workspace; resolve it from there.
  return require(require.resolve('pg', { paths: [join(root, 'apps/server')] }));
}

async function withAdminClient(url, action) {
  const { Client } = loadPg();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(adminUrl) {
  const name = `sada_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(adminUrl, name) {
  try {
    await withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  } catch (error) {
    console.error(`e2e: could not drop database ${name}: ${error.message}`);
  }
}

async function main() {
  const build = await run('npm', ['run', 'build']);
  if (build !== 0 || stopping) return build || 130;

  const dataDir = mkdtempSync(join(tmpdir(), 'sada-e2e-'));
  const adminUrl = process.env.DATABASE_URL;
  let database = null;
  try {
    const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir };
    // The server gets only the fresh database; without DATABASE_URL it runs on PGlite.
    delete env.DATABASE_URL;
    if (adminUrl) {
      database = await createDatabase(adminUrl);
      env.E2E_DATABASE_URL = database.url;
      console.log(`e2e: on PostgreSQL, fresh database ${database.name}`);
    } else {
      console.log('e2e: on the embedded PGlite database');
    }
    if (stopping) return 130;
    const cli = require.resolve('@playwright/test/cli');
    return await run(process.execPath, [cli, 'test', ...process.argv.slice(2)], env);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (database && adminUrl) await dropDatabase(adminUrl, database.name);
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('e2e:', error);
    process.exit(1);
  },
);
