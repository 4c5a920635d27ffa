// Copies the files of a local storage folder into another storage (a bucket) and checks every
// object it holds afterwards against the file: the same size and the same SHA-256. Safe to run
// again: an object already there and equal is left as it is; one that differs is written again.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';

import { assertValidKey, type Storage } from './storage';

export interface MigrationReport {
  copied: string[];
  /** Already in the destination with the same size and checksum. */
  alreadyThere: string[];
  /** Files whose names cannot be keys (left behind, with why). */
  skipped: { path: string; reason: string }[];
  /** Objects that did not match their file after copying. */
  mismatched: { key: string; reason: string }[];
  bytes: number;
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The files under `root`, as storage keys, but for writes cut short (`*.partial`). */
async function localFiles(root: string): Promise<{ key: string; path: string }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { key: relative(root, path).split(sep).join('/'), path };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

export async function migrateStorage(opts: {
  /** The local storage folder ($SADA_DATA_DIR/storage). */
  from: string;
  to: Storage;
  /** Objects copied at once. */
  concurrency?: number;
}): Promise<MigrationReport> {
  const report: MigrationReport = {
    copied: [],
    alreadyThere: [],
    skipped: [],
    mismatched: [],
    bytes: 0,
  };
  const files = await localFiles(opts.from);
  const queue = [...files];

  async function copyOne({ key, path }: { key: string; path: string }) {
    try {
      assertValidKey(key);
    } catch {
      report.skipped.push({ path, reason: 'its path is not a storage key' });
      return;
    }
    const size = (await stat(path)).size;
    const expected = await sha256(createReadStream(path));
    /** How the object under `key` differs from the file, or null when it is the same. */
    const difference = async () => {
      const stored = await opts.to.stat(key);
      if (stored?.size !== size) return `size ${stored?.size ?? 'missing'}, expected ${size}`;
      if ((await sha256(opts.to.read(key))) !== expected)
        return 'its SHA-256 differs from the file';
      return null;
    };
    if ((await difference()) === null) {
      report.alreadyThere.push(key);
      return;
    }
    await opts.to.put(key, createReadStream(path));
    const problem = await difference();
    if (problem) {
      report.mismatched.push({ key, reason: problem });
      return;
    }
    report.copied.push(key);
    report.bytes += size;
  }

  const workers = Array.from({ length: opts.concurrency ?? 4 }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await copyOne(next);
  });
  await Promise.all(workers);
  report.copied.sort();
  report.alreadyThere.sort();
  return report;
}
