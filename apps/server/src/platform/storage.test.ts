// What only the local folder does: half-written files of a process that died, and whether the
// folder can be used (storage-contract.test.ts has what every storage does).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalStorage, type Storage } from './storage';

let root: string;
let storage: Storage;
const data = Buffer.from('some audio');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sada-storage-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('half-written objects of a process that died', () => {
  /** A pid that runs no process: past the kernel's default pid_max. */
  const deadPid = 4_194_400;

  async function leave(key: string, pid: number) {
    const path = join(root, `${key}.${pid}.${Date.now()}.partial`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, 'half');
    return path;
  }

  it('are swept at start-up, and those of a running process are kept', async () => {
    const dead = await leave('audio-tracks/u/t1/1.mp3', deadPid);
    const mine = await leave('audio-tracks/u/t1/2.mp3', process.pid);
    const running = await leave('audio-tracks/u/t1/3.mp3', process.ppid);
    const local = createLocalStorage(root);
    const swept = await local.sweepPartials({ includeOwn: true });
    expect(swept.sort()).toEqual(
      ['audio-tracks/u/t1/1.mp3', 'audio-tracks/u/t1/2.mp3'].map((k) => expect.stringContaining(k)),
    );
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(mine)).toBe(false);
    expect(existsSync(running)).toBe(true);
    await rm(running);
  });

  it('go with the object when it is deleted', async () => {
    await storage.put('audio-tracks/u/t2/1.mp3', data);
    const half = await leave('audio-tracks/u/t2/1.mp3', deadPid);
    await storage.delete('audio-tracks/u/t2/1.mp3');
    expect(existsSync(half)).toBe(false);
  });
});

describe('whether storage is reachable', () => {
  it('is, for a folder not made yet: it is made', async () => {
    const fresh = join(root, 'fresh', 'storage');
    await createLocalStorage(fresh).reachable();
    expect(existsSync(fresh)).toBe(true);
  });

  it('is not where a file stands in for the folder, and says why', async () => {
    const file = join(root, 'not-a-folder');
    await writeFile(file, 'x');
    await expect(createLocalStorage(file).reachable()).rejects.toThrow(/EEXIST|ENOTDIR/);
  });
});
