// Where files live. Keys look like `audio-tracks/{userId}/{trackId}/{timestamp}.mp3`.
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { processRuns } from './tmp-dirs';

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

/** An object opened for reading: every read sees the same file until `close`. */
export interface OpenObject extends StoredObject {
  /** Streams bytes `start` to `end` inclusive, or the whole object; leaves the object open. */
  read(range?: { start: number; end: number }): Readable;
  /**
   * Reads bytes `start` to `end` inclusive into one buffer (for parts small enough to hold):
   * into `into` when given (exactly that long), else into a new one.
   */
  readBytes(range: { start: number; end: number }, into?: Buffer): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Storage {
  /** Writes the whole source, then makes it visible under `key` (never a half-written file). */
  put(key: string, source: Buffer | Readable): Promise<StoredObject>;
  stat(key: string): Promise<StoredObject | null>;
  /** Reads bytes `start` to `end` inclusive, or the whole object. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Opens the object for many reads; null when there is none. */
  open(key: string): Promise<OpenObject | null>;
  delete(key: string): Promise<void>;
  /** Resolves when the store can be used now, throws why not: asked by readiness checks. */
  reachable(): Promise<void>;
}

const validKey = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function assertValidKey(key: string): void {
  if (!validKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/**
 * Bytes `start` to `end` of an open file by positioned reads. Unlike FileHandle.createReadStream,
 * destroying it (a listener gone mid-response) leaves the handle open for its other readers.
 */
function positionedStream(handle: FileHandle, start: number, end: number): Readable {
  // Four times Node's default: fewer reads and writes for each response.
  const chunk = 256 * 1024;
  let position = start;
  return new Readable({
    highWaterMark: chunk,
    read() {
      if (position > end) {
        this.push(null);
        return;
      }
      const length = Math.min(chunk, end - position + 1);
      handle.read(Buffer.allocUnsafe(length), 0, length, position).then(
        ({ bytesRead, buffer }) => {
          if (bytesRead === 0) {
            this.destroy(new Error(`The file ends before byte ${end}`));
            return;
          }
          position += bytesRead;
          this.push(bytesRead === length ? buffer : buffer.subarray(0, bytesRead));
        },
        (error: unknown) => this.destroy(error as Error),
      );
    },
  });
}

/**
 * `<object>.<pid>.<ms>.partial`: what `put` writes before the rename. A process killed in
 * between leaves it; its pid says whether its writer still runs.
 */
const partialName = /^(.+)\.(\d+)\.\d+\.partial$/;

/** The writer of a partial file is gone (or is this process, when it has just started). */
function abandoned(name: string, includeOwn: boolean): boolean {
  const match = partialName.exec(name);
  if (!match) return false;
  const pid = Number(match[2]);
  return (includeOwn && pid === process.pid) || (pid !== process.pid && !processRuns(pid));
}

export interface LocalStorage extends Storage {
  /**
   * Removes the partial files of writers that are gone; `includeOwn` counts this process's as
   * gone too (a pid reused after a restart). Returns the paths removed, relative to the root.
   */
  sweepPartials(options?: { includeOwn?: boolean }): Promise<string[]>;
}

export function createLocalStorage(root: string): LocalStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };

  return {
    async reachable() {
      await mkdir(base, { recursive: true });
      await access(base, constants.R_OK | constants.W_OK);
    },
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
      const path = pathOf(key);
      try {
        const s = await stat(path);
        return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
      } catch {
        return null;
      }
    },
    read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async open(key) {
      const path = pathOf(key);
      const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
        throw error;
      });
      if (!handle) return null;
      const s = await handle.stat();
      if (!s.isFile()) {
        await handle.close();
        return null;
      }
      return {
        size: s.size,
        modifiedAt: s.mtime,
        read: (range) => positionedStream(handle, range?.start ?? 0, range?.end ?? s.size - 1),
        async readBytes({ start, end }, into) {
          const length = end - start + 1;
          if (into && into.length !== length) throw new Error('the buffer does not fit the range');
          const buffer = into ?? Buffer.allocUnsafe(length);
          let filled = 0;
          while (filled < length) {
            const { bytesRead } = await handle.read(
              buffer,
              filled,
              length - filled,
              start + filled,
            );
            if (bytesRead === 0) throw new Error(`Storage object ${key} ends before byte ${end}`);
            filled += bytesRead;
          }
          return buffer;
        },
        close: () => handle.close(),
      };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // A write of the same key cut short by a crash is part of the object too.
      const siblings = await readdir(dirname(path)).catch(() => []);
      const prefix = `${basename(path)}.`;
      for (const name of siblings) {
        if (name.startsWith(prefix) && abandoned(name, false)) {
          await rm(join(dirname(path), name), { force: true });
        }
      }
    },
    async sweepPartials(options = {}) {
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const removed: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || !abandoned(entry.name, options.includeOwn ?? false)) continue;
        const path = join(entry.parentPath, entry.name);
        await rm(path, { force: true });
        removed.push(relative(base, path));
      }
      return removed;
    },
  };
}
