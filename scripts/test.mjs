#!/usr/bin/env node
// `npm test`: typecheck and lint side by side, then the unit and integration tests (Vitest), then
// the browser tests (scripts/e2e.mjs). Stops at the first stage that fails.
//
// SADA_TEST_DATABASE_ONLY=1 runs only the stages whose result depends on the database: the
// server's tests and the browser tests. CI sets it for its second run, on PostgreSQL, since the
// typecheck, the lint and the web, contracts and player-core tests give the same answer on any
// database and have already passed in the first.
import { spawn } from 'node:child_process';

const databaseOnly = ['1', 'true'].includes(process.env.SADA_TEST_DATABASE_ONLY ?? '');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const stages = [
  ...(databaseOnly ? [] : [['node', ['scripts/run-parallel.mjs', 'typecheck', 'lint']]]),
  [npm, ['run', 'test:unit', ...(databaseOnly ? ['--', '--project', 'server'] : [])]],
  [npm, ['run', 'test:e2e']],
];

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (databaseOnly) {
  console.log('SADA_TEST_DATABASE_ONLY: the server tests and the browser tests only');
}
for (const [command, args] of stages) {
  const code = await run(command, args);
  if (code !== 0) process.exit(code);
}
