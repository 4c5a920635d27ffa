import { appendFile, mkdtemp, rename, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { followServedBytes, parseServedBytes } from './served-bytes-log';

const id = '0b5f7a39-2f0e-4c61-9a52-1d6e1c1c0a11';

describe('parseServedBytes', () => {
  it('reads a line of nginx’s log', () => {
    expect(parseServedBytes(`sada-bytes ${id} 4096 1024`)).toEqual({
      linkId: id,
      fileBytes: 4096,
      bytes: 1024,
    });
    expect(parseServedBytes(`sada-bytes ${id.toUpperCase()} 10 0`)?.linkId).toBe(id);
  });

  it.each([
    ['no report', 'hello'],
    ['an empty link (a request without one)', 'sada-bytes  4096 1024'],
    ['a link that is not an id', 'sada-bytes abc 4096 1024'],
    ['more bytes than the file holds', `sada-bytes ${id} 10 11`],
    ['a negative count', `sada-bytes ${id} 10 -1`],
    ['a size nginx left empty', `sada-bytes ${id} - 10`],
    ['more after the report', `sada-bytes ${id} 10 1 extra`],
    ['an absurd number', `sada-bytes ${id} 1${'0'.repeat(20)} 1`],
  ])('refuses %s', (_name, text) => {
    expect(parseServedBytes(text)).toBeNull();
  });
});

describe('followServedBytes', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sada-bytes-log-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const report = (bytes: number) => `sada-bytes ${id} 4096 ${bytes}\n`;

  function follow(path: string) {
    const seen: number[] = [];
    let malformed = 0;
    const log = followServedBytes({
      path,
      record: (r) => seen.push(r.bytes),
      onMalformed: (count) => (malformed += count),
      onError: (error) => {
        throw error;
      },
      pollMs: 60_000,
    });
    return { log, seen, malformed: () => malformed };
  }

  it('reads each complete line once, as nginx appends them, and counts what is not a report', async () => {
    const path = join(dir, 'bytes.log');
    const { log, seen, malformed } = follow(path);
    try {
      await log.poll();
      expect(seen).toEqual([]);
      await appendFile(path, report(1) + report(2) + 'garbage\n' + `sada-bytes ${id} 40`);
      await log.poll();
      expect(seen).toEqual([1, 2]);
      expect(malformed()).toBe(1);
      await appendFile(path, '96 3\n');
      await log.poll();
      await log.poll();
      expect(seen).toEqual([1, 2, 3]);
    } finally {
      await log.close();
    }
  });

  it('starts at the end of a file written before it, and follows a rotation and a truncation', async () => {
    const path = join(dir, 'bytes.log');
    await writeFile(path, report(100));
    const { log, seen } = follow(path);
    try {
      await log.poll();
      expect(seen).toEqual([]);
      await appendFile(path, report(1));
      // Rotated: renamed, written to until nginx reopens, then a new file.
      await rename(path, `${path}.1`);
      await appendFile(`${path}.1`, report(2));
      await log.poll();
      expect(seen).toEqual([1, 2]);
      // What nginx wrote to the old file before it reopened is read too, then the new file.
      await writeFile(path, report(3));
      await appendFile(`${path}.1`, report(4));
      await log.poll();
      expect(seen).toEqual([1, 2, 4, 3]);
      await appendFile(`${path}.1`, report(999));
      // Truncated in place, seen shorter than what was read (rotation by renaming is surer).
      await truncate(path, 0);
      await log.poll();
      await appendFile(path, report(5));
      await log.poll();
      expect(seen).toEqual([1, 2, 4, 3, 5]);
    } finally {
      await log.close();
    }
  });

  it('reads a file that appears after it started from its start', async () => {
    const path = join(dir, 'later.log');
    const { log, seen } = follow(path);
    try {
      await log.poll();
      await writeFile(path, report(5) + report(6));
      await log.poll();
      expect(seen).toEqual([5, 6]);
    } finally {
      await log.close();
    }
  });
});
