// Measurements start from a quiet machine: what the run itself set off just before (a database
// copied, an app starting and seeding) must not fall into the first figures.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU time of the whole machine so far, in clock ticks. */
async function cpuTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine's CPUs were at most `busyShare` busy over one second, or `timeoutMs`
 * has passed; returns the share seen last. Where /proc/stat cannot be read, returns at once.
 */
export async function waitForQuiet(opts: { busyShare?: number; timeoutMs?: number } = {}) {
  const busyShare = opts.busyShare ?? 0.1;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let share = 1;
  try {
    let before = await cpuTicks();
    while (Date.now() < deadline) {
      await sleep(1000);
      const after = await cpuTicks();
      share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
      if (share <= busyShare) break;
      before = after;
    }
  } catch {
    return 0;
  }
  return share;
}
