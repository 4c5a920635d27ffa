import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  ownedTmpName,
  removeSweptTmpDir,
  sweepOrphanTmpDirs,
  tmpNameLabel,
  writeTmpClaim,
} from './tmp-dirs';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'sada-sweep-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

async function folder(kind: string, name: string): Promise<void> {
  await mkdir(join(root, kind, name), { recursive: true });
}

describe('sweepOrphanTmpDirs', () => {
  it('removes the folders of ended processes and of this process, keeps those of running ones', async () => {
    const dead = endedPid();
    await folder('uploads', `${dead}-a`);
    await folder('uploads', ownedTmpName());
    await folder('processing', `${dead}-b`);
    // The parent of this process runs, so its folder is in use.
    await folder('uploads', `${process.ppid}-c`);

    expect(await sweepOrphanTmpDirs(root, ['uploads', 'processing', 'absent'])).toHaveLength(3);
    expect(await readdir(join(root, 'uploads'))).toEqual([`${process.ppid}-c`]);
    expect(await readdir(join(root, 'processing'))).toEqual([]);
  });

  it('removes a folder without an owner only once it is an hour old', async () => {
    await folder('uploads', 'fresh');
    await folder('uploads', 'stale');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(join(root, 'uploads', 'stale'), longAgo, longAgo);

    expect(await sweepOrphanTmpDirs(root, ['uploads'])).toEqual([
      { kind: 'uploads', name: 'stale' },
    ]);
    expect(await readdir(join(root, 'uploads'))).toEqual(['fresh']);
  });

  it('hands back what an ended process noted in its folder, keeping it until that is finished', async () => {
    const name = `${endedPid()}-upload`;
    const path = join(root, 'uploads', name);
    await folder('uploads', name);
    await writeTmpClaim(path, 'track', { trackId: 't1', keys: ['a'] });

    const swept = await sweepOrphanTmpDirs(root, ['uploads']);
    expect(swept).toEqual([
      { kind: 'uploads', name, path, claims: [{ trackId: 't1', keys: ['a'] }] },
    ]);
    // Not finished (the process stopped again): the next start finds the note again.
    expect(await sweepOrphanTmpDirs(root, ['uploads'])).toEqual(swept);
    await removeSweptTmpDir(swept[0] ?? { kind: 'uploads', name });
    expect(await readdir(join(root, 'uploads'))).toEqual([]);
  });

  it('ends a process still at work in a removed folder, as ffmpeg outlives a killed server', async () => {
    const name = `${endedPid()}-job`;
    await folder('processing', name);
    const child = spawn(process.execPath, [
      '-e',
      'setTimeout(() => {}, 60_000)',
      join(root, 'processing', name, 'out.mp3'),
    ]);
    const exited = new Promise((done) => child.once('exit', (_code, signal) => done(signal)));
    await new Promise((done) => child.once('spawn', done));

    expect(await sweepOrphanTmpDirs(root, ['processing'])).toEqual([{ kind: 'processing', name }]);
    expect(await exited).toBe('SIGKILL');
  });
});

describe('ownedTmpName', () => {
  it('names the owner and keeps a label for the sweep to read back', () => {
    expect(ownedTmpName('a.1')).toBe(`${process.pid}-a.1`);
    expect(tmpNameLabel(ownedTmpName('a.1'))).toBe('a.1');
    expect(tmpNameLabel('no-owner')).toBeNull();
  });
});
