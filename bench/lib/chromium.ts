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
    // A process group of its own: its renderers and utility processes end with it, rather than
    // going on writing into the profile (and using a core) through the sections after it.
    { stdio: 'ignore', detached: true },
  );
  const group = child.pid;
  const signalGroup = (signal: NodeJS.Signals) => {
    if (group === undefined) return;
    try {
      process.kill(-group, signal);
    } catch {
      // The whole group has ended.
    }
  };
  const groupAlive = () => {
    if (group === undefined) return false;
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  // Not left behind when the benchmark itself ends early.
  const killNow = () => signalGroup('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    signalGroup('SIGTERM');
    const deadline = Date.now() + 5000;
    while (groupAlive() && Date.now() < deadline) await sleep(50);
    if (groupAlive()) signalGroup('SIGKILL');
    while (groupAlive() && Date.now() < deadline + 2000) await sleep(50);
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
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
