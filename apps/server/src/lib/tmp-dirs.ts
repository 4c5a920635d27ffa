// Working folders of requests and jobs under the data folder's tmp/. Each is named after the
// process that made it, so a process starting up can tell the folders a killed process left
// behind (its id no longer runs, or is this very process's, reused after a restart) from those
// of another process still at work on the same data folder.
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A fresh folder name under tmp/<kind>/ owned by this process. */
export function ownedTmpName(): string {
  return `${process.pid}-${randomUUID()}`;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders without an owner in their name are left for an hour before they count as lost. */
const UNOWNED_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes the folders under `tmpDir/<kind>` whose process is gone; called once at start-up,
 * before this process makes any. Returns how many it removed.
 */
export async function sweepOrphanTmpDirs(tmpDir: string, kinds: string[]): Promise<number> {
  let removed = 0;
  for (const kind of kinds) {
    const parent = join(tmpDir, kind);
    let names: string[];
    try {
      names = await readdir(parent);
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(parent, name);
      const owner = /^(\d+)-/.exec(name)?.[1];
      let orphan: boolean;
      if (owner) {
        const pid = Number(owner);
        orphan = pid === process.pid || !running(pid);
      } else {
        const info = await stat(path).catch(() => null);
        orphan = info !== null && Date.now() - info.mtimeMs > UNOWNED_GRACE_MS;
      }
      if (!orphan) continue;
      await rm(path, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
