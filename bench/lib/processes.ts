// Child processes of a benchmark run: each started in its own process group, so that stopping
// it also stops what it started (tsx's node, ffmpeg), and all stopped when the run ends.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Started {
  name: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

const running = new Set<Started>();

export function startProcess(
  name: string,
  command: string,
  args: readonly string[],
  options: SpawnOptions & { logFile: string; stopSignal?: NodeJS.Signals },
): Started {
  // The child writes its log itself: piped through this process, a line per request of the app
  // under load cost this process CPU the measured processes then lacked.
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, {
    ...options,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started: Started = {
    name,
    pid,
    child,
    async stop() {
      running.delete(started);
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(pid, options.stopSignal ?? 'SIGTERM');
      }
      // The whole group, not only the child: npm exits on the signal before the server it
      // started has, and a server left shutting down (its database already stopped) kept a core
      // busy into the next measurements.
      const deadline = performance.now() + 5000;
      while (groupAlive(pid) && performance.now() < deadline) await sleep(50);
      if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
      await exited;
    },
  };
  running.add(started);
  return started;
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Whether any process of the group `pid` leads is still running. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((p) => p.stop()));
}

/** Kills every process group still running when the runner itself is stopped. */
export function stopAllOnExit(): void {
  const killAll = () => {
    for (const p of running) signalGroup(p.pid, 'SIGKILL');
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(
  command: string,
  args: readonly string[],
  options: SpawnOptions = {},
): Promise<{ stdout: string; stderr: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = performance.now() - began;
      if (code === 0) resolve({ stdout, stderr, ms });
      else reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${stderr.slice(-2000)}`));
    });
  });
}

/** Polls `url` until it answers 2xx; returns the milliseconds it took from `since`. */
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 120_000,
    since = performance.now(),
    process: proc,
  }: { timeoutMs?: number; since?: number; process?: Started } = {},
): Promise<number> {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${proc.name} exited before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return performance.now() - since;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
