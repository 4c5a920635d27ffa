// Where files live. Keys look like `audio-tracks/{userId}/{trackId}/{timestamp}.mp3`.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

export interface Storage {
  /** Writes the whole source, then makes it visible under `key` (never a half-written file). */
  put(key: string, source: Buffer | Readable): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /** Reads bytes `start` to `end` inclusive, or the whole object. */
  read(key: string, range?: { start: number; end: number }): Readable;
  delete(key: string): Promise<void>;
}

const validKey = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!validKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };

  return {
    async put(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.${Date.now()}.partial`;
      try {
        const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
        await pipeline(input, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const s = await stat(path);
      return { size: s.size, modifiedAt: s.mtime };
    },
    async stat(key) {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
