import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalStorage, type Storage } from './storage';

let root: string;
let storage: Storage;
const data = Buffer.from(Array.from({ length: 1024 * 1024 }, (_, i) => i % 251));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sada-storage-'));
  storage = createLocalStorage(root);
  await storage.put('audio/a.mp3', data);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('an open storage object', () => {
  it('streams the whole object or a range of it', async () => {
    const file = await storage.open('audio/a.mp3');
    if (!file) throw new Error('not found');
    try {
      expect(file.size).toBe(data.length);
      expect((await buffer(file.read())).equals(data)).toBe(true);
      const part = await buffer(file.read({ start: 1000, end: 600_000 }));
      expect(part.equals(data.subarray(1000, 600_001))).toBe(true);
    } finally {
      await file.close();
    }
  });

  it('stays readable when one of its streams is destroyed half way (a listener gone)', async () => {
    const file = await storage.open('audio/a.mp3');
    if (!file) throw new Error('not found');
    try {
      const first = file.read();
      await new Promise<void>((resolve) => first.once('data', () => resolve()));
      first.destroy();
      await new Promise((resolve) => first.once('close', resolve));
      const again = await buffer(file.read({ start: 10, end: 99 }));
      expect(again.equals(data.subarray(10, 100))).toBe(true);
      expect((await file.readBytes({ start: 0, end: 9 })).equals(data.subarray(0, 10))).toBe(true);
    } finally {
      await file.close();
    }
  });

  it('is null for a missing object', async () => {
    expect(await storage.open('audio/none.mp3')).toBeNull();
  });
});
