// Headless Debian Chromium for the benchmarks, with the flags this machine needs.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { chromium, type Browser } from 'playwright-core';

import { chromiumFlags, chromiumPath } from '../../e2e/chromium';

export { chromiumFlags, chromiumPath };

/** Runs `use` with a browser of its own, closed afterwards. */
export async function withBrowser<T>(extraArgs: string[], use: (browser: Browser) => Promise<T>) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumFlags, ...extraArgs],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Starts Chromium with a DevTools port of its choosing; Lighthouse drives it over that port. */
export async function launchDebuggableChromium() {
  const profile = await mkdtemp(join(tmpdir(), 'sada-bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Not left behind when the benchmark itself ends early.
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const port = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').then(
      (text) => Number(text.split('\n')[0]),
      () => 0,
    );
    if (port > 0) return { port, stop };
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  await stop();
  throw new Error('Chromium did not open a DevTools port');
}
