// Working folders of requests and jobs under the data folder's tmp/. Each is named after the
// process that made it, so a process starting up can tell the folders a killed process left
// behind (its id no longer runs, or is this very process's, reused after a restart) from those
// of another process still at work on the same data folder.
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A folder name under tmp/<kind>/ owned by this process. `label`, unique within the process,
 * takes the place of a random one when the folder must say what it is for.
 */
export function ownedTmpName(label: string = randomUUID()): string {
  return `${process.pid}-${label}`;
}

/** The label of a name that ownedTmpName made. */
export function tmpNameLabel(name: string): string | null {
  return /^\d+-(.+)$/.exec(name)?.[1] ?? null;
}

/** True when a process with this id runs (as anyone). */
export function processRuns(pid: number): boolean {
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
 * Ends the processes still at work in `dir`: a killed process's children (ffmpeg) outlive it.
 * Found by a path inside `dir` on their command line; where there is no /proc, none are found.
 */
async function killProcessesIn(dir: string): Promise<void> {
  const pids = await readdir('/proc').catch(() => []);
  for (const pid of pids) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    const args = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!args.includes(`${dir}/`)) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {
      // It ended meanwhile.
    }
  }
}

export interface SweptTmpDir {
  kind: string;
  name: string;
  /**
   * What the process noted with writeTmpClaim, when it noted anything. Such a folder is kept,
   * notes and all, until whoever finishes the notes removes it (removeSweptTmpDir): should that
   * fail, the next start finds the notes again.
   */
  claims?: unknown[];
  /** The folder, when it was kept for its notes. */
  path?: string;
}

/** Removes a folder the sweep kept for its notes, once they were seen to. */
export async function removeSweptTmpDir(dir: SweptTmpDir): Promise<void> {
  if (dir.path) await rm(dir.path, { recursive: true, force: true });
}

const claimFile = /^claim-[\w.-]+\.json$/;

/**
 * Notes in a working folder what the process is doing outside it (a track row, the storage keys
 * it writes), so that if the process dies the start-up sweep hands the note to whoever cleans up.
 * A later note with the same label replaces the earlier one.
 */
export async function writeTmpClaim(dir: string, label: string, data: unknown): Promise<void> {
  await writeFile(join(dir, `claim-${label}.json`), JSON.stringify(data));
}

async function readClaims(dir: string): Promise<unknown[]> {
  const claims: unknown[] = [];
  for (const name of await readdir(dir).catch(() => [])) {
    if (!claimFile.test(name)) continue;
    try {
      claims.push(JSON.parse(await readFile(join(dir, name), 'utf8')));
    } catch {
      // Cut short while it was written: the note was never complete.
    }
  }
  return claims;
}

/**
 * Removes the folders under `tmpDir/<kind>` whose process is gone, and ends what still runs in
 * them; called once at start-up, before this process makes any. A folder with notes is kept for
 * whoever finishes them. Returns the folders of ended processes.
 */
export async function sweepOrphanTmpDirs(tmpDir: string, kinds: string[]): Promise<SweptTmpDir[]> {
  const removed: SweptTmpDir[] = [];
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
        orphan = pid === process.pid || !processRuns(pid);
      } else {
        const info = await stat(path).catch(() => null);
        orphan = info !== null && Date.now() - info.mtimeMs > UNOWNED_GRACE_MS;
      }
      if (!orphan) continue;
      await killProcessesIn(path);
      const claims = await readClaims(path);
      if (claims.length > 0) {
        removed.push({ kind, name, claims, path });
        continue;
      }
      await rm(path, { recursive: true, force: true });
      removed.push({ kind, name });
    }
  }
  return removed;
}
