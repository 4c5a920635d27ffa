import { Readable } from 'node:stream';

import { describe, expect, it } from 'vitest';

import type { OpenObject, Storage } from '../../platform/storage';
import { createOpenFiles } from './open-files';

/** A storage whose files are counted as they are opened and closed. */
function countingStorage(keys: string[]) {
  const counts = { opened: 0, closed: 0 };
  const storage = {
    async open(key: string): Promise<OpenObject | null> {
      if (!keys.includes(key)) return null;
      counts.opened++;
      return {
        size: 1,
        modifiedAt: new Date(0),
        read: () => Readable.from([Buffer.from('x')]),
        readBytes: async () => Buffer.from('x'),
        close: async () => {
          counts.closed++;
        },
      };
    },
  } as Storage;
  return { storage, counts };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('open files', () => {
  it('shares one open file between readers while it is fresh', async () => {
    let time = 0;
    const { storage, counts } = countingStorage(['a']);
    const files = createOpenFiles(storage, { keepMs: 1000, maxEntries: 10, now: () => time });
    const first = await files.acquire('a');
    const second = await files.acquire('a');
    first?.release();
    second?.release();
    expect(counts).toEqual({ opened: 1, closed: 0 });

    time = 1000;
    (await files.acquire('a'))?.release();
    await settle();
    expect(counts).toEqual({ opened: 2, closed: 1 });
    files.close();
  });

  it('closes an expired file only once its last reader is done', async () => {
    let time = 0;
    const { storage, counts } = countingStorage(['a']);
    const files = createOpenFiles(storage, { keepMs: 1000, maxEntries: 10, now: () => time });
    const reading = await files.acquire('a');
    time = 2000;
    (await files.acquire('a'))?.release();
    await settle();
    expect(counts.closed).toBe(0);
    reading?.release();
    reading?.release();
    await settle();
    expect(counts.closed).toBe(1);
    files.close();
  });

  it('does not remember a missing file', async () => {
    const { storage } = countingStorage([]);
    const files = createOpenFiles(storage, { keepMs: 1000, maxEntries: 10 });
    expect(await files.acquire('later')).toBeNull();
    const later = countingStorage(['later']);
    Object.assign(storage, { open: later.storage.open });
    expect(await files.acquire('later')).not.toBeNull();
    files.close();
  });

  it('keeps at most maxEntries files open, and none with keepMs 0', async () => {
    const few = countingStorage(['a', 'b', 'c']);
    const files = createOpenFiles(few.storage, { keepMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) (await files.acquire(key))?.release();
    await settle();
    expect(few.counts).toEqual({ opened: 3, closed: 1 });
    files.close();
    await settle();
    expect(few.counts.closed).toBe(3);

    const none = countingStorage(['a']);
    const unshared = createOpenFiles(none.storage, { keepMs: 0, maxEntries: 2 });
    (await unshared.acquire('a'))?.release();
    (await unshared.acquire('a'))?.release();
    await settle();
    expect(none.counts).toEqual({ opened: 2, closed: 2 });
  });
});
