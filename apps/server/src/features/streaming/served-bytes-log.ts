// What nginx sent through links it checked alone, as it logs it (deploy/nginx.conf, log_format
// sada_bytes): one line per response, "sada-bytes <link id> <file size> <bytes sent>", written
// by nginx in buffered blocks. The app follows the file as `tail -F` does (a file renamed by log
// rotation is read to its end, then the new one from its start; one truncated in place, once
// seen shorter than what was read, from its start: rotate by renaming, as logrotate does)
// and counts the bytes toward plays as it counts its own
// (docs/decisions/008-plays-from-served-bytes.md). A file nginx left before the app started is
// followed from its end: what was sent meanwhile is not counted, never counted twice.
import { open, stat, type FileHandle } from 'node:fs/promises';

const line =
  /sada-bytes ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}) (\d{1,15}) (\d{1,15})$/i;

export interface ServedBytes {
  linkId: string;
  fileBytes: number;
  bytes: number;
}

/** One line of nginx's log, or null when it is not a well-formed report. */
export function parseServedBytes(text: string): ServedBytes | null {
  const [, linkId, size, sent] = line.exec(text) ?? [];
  if (!linkId || !size || !sent) return null;
  const fileBytes = Number(size);
  const bytes = Number(sent);
  // nginx never sends more than the file holds; a line that says so was not nginx's.
  if (bytes > fileBytes) return null;
  return { linkId: linkId.toLowerCase(), fileBytes, bytes };
}

/** How often the file is looked at; nginx itself writes at most once a second (flush=1s). */
const POLL_MS = 500;
const CHUNK_BYTES = 256 * 1024;
/** A line longer than this is not nginx's: it is dropped up to its end. */
const MAX_LINE = 512;

export interface ServedBytesLog {
  /** Reads what the file holds now (the timer does it too); resolves once it is recorded. */
  poll(): Promise<void>;
  close(): Promise<void>;
}

export function followServedBytes(opts: {
  path: string;
  record(report: ServedBytes): void;
  /** Lines that are not reports: how many (their text is never passed on). */
  onMalformed(count: number): void;
  onError(error: unknown): void;
  pollMs?: number;
}): ServedBytesLog {
  let file: FileHandle | null = null;
  let inode = 0;
  let offset = 0;
  let partial = '';
  let first = true;
  let closed = false;
  const buffer = Buffer.alloc(CHUNK_BYTES);

  function take(text: string) {
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    if (partial.length > MAX_LINE) partial = '';
    let malformed = 0;
    for (const entry of lines) {
      if (entry === '') continue;
      const report = parseServedBytes(entry);
      if (report) opts.record(report);
      else malformed++;
    }
    if (malformed > 0) opts.onMalformed(malformed);
  }

  async function readToEnd(handle: FileHandle) {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, offset);
      if (bytesRead === 0) return;
      offset += bytesRead;
      take(buffer.toString('latin1', 0, bytesRead));
    }
  }

  async function reopen(): Promise<void> {
    await file?.close();
    file = null;
    partial = '';
    try {
      file = await open(opts.path, 'r');
    } catch (error) {
      // Not written yet: nginx creates it at its start, or at the next rotation.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const info = await file.stat();
    inode = info.ino;
    offset = first ? info.size : 0;
  }

  async function step() {
    if (!file) {
      await reopen();
      first = false;
      if (!file) return;
    }
    first = false;
    const handle = file;
    const own = await handle.stat();
    // Truncated in place (copytruncate): from its start again.
    if (own.size < offset) offset = 0;
    await readToEnd(handle);
    const current = await stat(opts.path).catch(() => null);
    // Renamed away by log rotation: the old file was read to its end above; now the new one.
    if (current && current.ino !== inode) {
      await reopen();
      if (file) await readToEnd(file);
    }
  }

  let running: Promise<void> = Promise.resolve();
  const poll = () => {
    running = running.then(step).catch((error: unknown) => opts.onError(error));
    return running;
  };
  const timer = setInterval(() => {
    if (!closed) void poll();
  }, opts.pollMs ?? POLL_MS);
  timer.unref();
  void poll();

  return {
    poll,
    async close() {
      closed = true;
      clearInterval(timer);
      await poll();
      await file?.close();
      file = null;
    },
  };
}
