// What a run needs besides Node: installed from Debian's packages when missing and allowed.
import { existsSync } from 'node:fs';

import { postgresBinDir } from './postgres';
import { run } from './processes';

const needed: { command: string; path: string; debian: string }[] = [
  { command: 'nginx', path: '/usr/sbin/nginx', debian: 'nginx-light' },
  { command: 'wrk', path: '/usr/bin/wrk', debian: 'wrk' },
  { command: 'ffmpeg', path: '/usr/bin/ffmpeg', debian: 'ffmpeg' },
  // The app's duplicate check of uploads (the processing section's uploads are checked).
  { command: 'fpcalc', path: '/usr/bin/fpcalc', debian: 'libchromaprint-tools' },
  { command: 'chromium', path: '/usr/bin/chromium', debian: 'chromium' },
];

export async function ensureTools(): Promise<void> {
  const missing = needed.filter((tool) => !existsSync(tool.path));
  if (missing.length > 0) {
    const packages = missing.map((tool) => tool.debian);
    if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
      throw new Error(`Install these first: apt-get install -y ${packages.join(' ')}`);
    }
    console.log(`[bench] installing ${packages.join(', ')} from Debian's packages…`);
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  postgresBinDir();
}
