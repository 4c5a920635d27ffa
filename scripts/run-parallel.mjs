// Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck lint`) and fails when
// any of them fails. Each one is single-threaded, so on two cores they take the time of the
// longest instead of the sum. Output is buffered per script so the logs do not interleave.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name, code: code ?? 1 });
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = results.filter((result) => result.code !== 0);
for (const { name, code } of failed) console.error(`npm run ${name} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
