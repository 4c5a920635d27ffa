// Stopping a process on SIGTERM or SIGINT: its parts close in order (stop taking requests and
// jobs, let what is in flight finish, then the connections), and the process exits within a
// deadline whatever is still running, as an orchestrator expects before it sends SIGKILL.
import type { Logger } from 'pino';

/** How long a process may take to stop (orchestrators commonly wait 30 s, then kill). */
export const SHUTDOWN_DEADLINE_MS = 30_000;

interface ShutdownOptions {
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** What to close, in order. */
  steps: readonly (() => Promise<unknown>)[];
  deadlineMs?: number;
  exit?: (code: number) => void;
}

/** Returns the handler for a signal: it runs at most once however often the signal comes. */
export function shutdownOnSignal(options: ShutdownOptions): (signal: string) => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const deadlineMs = options.deadlineMs ?? SHUTDOWN_DEADLINE_MS;
  let started = false;
  return async (signal) => {
    if (started) return;
    started = true;
    options.log.info({ signal, deadlineMs }, 'shutting down');
    const deadline = setTimeout(() => {
      options.log.warn({ deadlineMs }, 'still stopping at the deadline; exiting');
      exit(1);
    }, deadlineMs);
    deadline.unref();
    try {
      for (const step of options.steps) await step();
    } catch (error) {
      options.log.error({ err: error }, 'stopping failed');
      clearTimeout(deadline);
      exit(1);
      return;
    }
    clearTimeout(deadline);
    exit(0);
  };
}
