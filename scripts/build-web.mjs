// `npm start` builds the web app only when a source it is built from is newer than the build,
// so that a restart on an unchanged checkout is quick. `--force` always builds.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/player-core/src',
  'packages/policy/src',
  'package-lock.json',
];

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function builtAt() {
  try {
    return statSync(join(root, 'apps/web/dist/index.html')).mtimeMs;
  } catch {
    return 0;
  }
}

const force = process.argv.includes('--force');
const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (!force && builtAt() > newestSource) {
  console.log('The web app is up to date (apps/web/dist); `npm run build` rebuilds it.');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@sada/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
