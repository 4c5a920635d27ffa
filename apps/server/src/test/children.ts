// Processes a test starts (nginx, Ceph's daemons, server instances) are killed when the test
// process exits, however it exits, so none outlives the run.
import type { ChildProcess } from 'node:child_process';

const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

/** Kills `child` when this process exits, unless it has ended by then; returns `child`. */
export function dieWithTests<T extends ChildProcess>(child: T): T {
  alive.add(child);
  child.once('exit', () => alive.delete(child));
  return child;
}
