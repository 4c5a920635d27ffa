// What every Storage does, checked on the local folder and on a real S3 server (Ceph's RADOS
// Gateway, test/radosgw.ts): the app cannot tell them apart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../config';
import { createTestBucket } from '../test/s3-server';
import { openStorage } from './open-storage';
import type { Storage } from './storage';

/** Not a multiple of anything: ranges and parts end mid-pattern. */
const data = Buffer.from(Array.from({ length: 1024 * 1024 + 17 }, (_, i) => (i * 7) % 251));

interface Backend {
  storage: Storage;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'sada-storage-contract-'));
  const config = loadConfig({ NODE_ENV: 'test', SADA_DATA_DIR: dir });
  return {
    storage: openStorage(config).storage,
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'sada-storage-contract-'));
  const { env } = await createTestBucket();
  const config = loadConfig({
    NODE_ENV: 'test',
    SADA_DATA_DIR: dir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    ...env,
  });
  return {
    storage: openStorage(config).storage,
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A stream of `bytes` in chunks of 64 KiB, then `failure` if given. */
function chunked(bytes: Buffer, failure?: Error): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (at >= bytes.length) {
        if (failure) this.destroy(failure);
        else this.push(null);
        return;
      }
      this.push(bytes.subarray(at, at + 65_536));
      at += 65_536;
    },
  });
}

describe.each([
  ['the local folder', localBackend],
  ['an S3 bucket', s3Backend],
])('storage in %s', (_name, open) => {
  let backend: Backend;
  let storage: Storage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  }, 150_000);
  afterAll(() => backend?.close());

  it('is reachable', async () => {
    await expect(storage.reachable()).resolves.toBeUndefined();
  });

  it('stores a buffer and gives back its size, then reads it whole and in ranges', async () => {
    const stored = await storage.put('audio-tracks/u/t/1.mp3', data);
    expect(stored.size).toBe(data.length);
    expect(stored.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storage.stat('audio-tracks/u/t/1.mp3')).toEqual(stored);
    expect((await buffer(storage.read('audio-tracks/u/t/1.mp3'))).equals(data)).toBe(true);
    const part = await buffer(storage.read('audio-tracks/u/t/1.mp3', { start: 10, end: 70_000 }));
    expect(part.equals(data.subarray(10, 70_001))).toBe(true);
  });

  it('stores a stream larger than a part of a multipart upload', async () => {
    const big = Buffer.concat(Array.from({ length: 10 }, () => data));
    const stored = await storage.put('audio-tracks/u/t/big.wav', chunked(big));
    expect(stored.size).toBe(big.length);
    const tail = await buffer(
      storage.read('audio-tracks/u/t/big.wav', { start: big.length - 100, end: big.length - 1 }),
    );
    expect(tail.equals(big.subarray(big.length - 100))).toBe(true);
    await storage.delete('audio-tracks/u/t/big.wav');
  });

  it('replaces an object written again under its key', async () => {
    await storage.put('track-covers/u/c.png', Buffer.from('first'));
    await storage.put('track-covers/u/c.png', Buffer.from('second!'));
    expect((await buffer(storage.read('track-covers/u/c.png'))).toString()).toBe('second!');
    expect((await storage.stat('track-covers/u/c.png'))?.size).toBe(7);
  });

  it('leaves nothing under the key when the source fails half way', async () => {
    const failing = chunked(data, new Error('the upload was cut off'));
    await expect(storage.put('audio-tracks/u/t/cut.mp3', failing)).rejects.toThrow(
      'the upload was cut off',
    );
    expect(await storage.stat('audio-tracks/u/t/cut.mp3')).toBeNull();
  });

  it('opens an object for many reads, into a buffer given or a new one', async () => {
    await storage.put('audio-tracks/u/t/2.mp3', data);
    const file = await storage.open('audio-tracks/u/t/2.mp3');
    if (!file) throw new Error('not found');
    try {
      expect(file.size).toBe(data.length);
      expect((await buffer(file.read())).equals(data)).toBe(true);
      const into = Buffer.alloc(1000);
      await file.readBytes({ start: 5000, end: 5999 }, into);
      expect(into.equals(data.subarray(5000, 6000))).toBe(true);
      const fresh = await file.readBytes({ start: data.length - 3, end: data.length - 1 });
      expect(fresh.equals(data.subarray(data.length - 3))).toBe(true);
      await expect(file.readBytes({ start: 0, end: 9 }, Buffer.alloc(5))).rejects.toThrow(
        'does not fit',
      );
    } finally {
      await file.close();
    }
  });

  it('stays readable when one of its streams is destroyed half way (a listener gone)', async () => {
    await storage.put('audio-tracks/u/t/3.mp3', data);
    const file = await storage.open('audio-tracks/u/t/3.mp3');
    if (!file) throw new Error('not found');
    try {
      const first = file.read();
      await new Promise<void>((resolve) => first.once('data', () => resolve()));
      first.destroy();
      await new Promise((resolve) => first.once('close', resolve));
      expect((await buffer(file.read({ start: 10, end: 99 }))).equals(data.subarray(10, 100))).toBe(
        true,
      );
    } finally {
      await file.close();
    }
  });

  it('answers null for a missing object, and a read of one fails', async () => {
    expect(await storage.stat('audio-tracks/u/none.mp3')).toBeNull();
    expect(await storage.open('audio-tracks/u/none.mp3')).toBeNull();
    await expect(buffer(storage.read('audio-tracks/u/none.mp3'))).rejects.toThrow();
  });

  it('deletes an object, and deleting a missing one is no error', async () => {
    await storage.put('user-avatars/u/a.webp', Buffer.from('avatar'));
    await storage.delete('user-avatars/u/a.webp');
    expect(await storage.stat('user-avatars/u/a.webp')).toBeNull();
    await expect(storage.delete('user-avatars/u/a.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.mp3', '/absolute.mp3', 'a//b.mp3', 'a/./b.mp3', 'a/b/', 'space here.mp3'])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.stat(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );
});
