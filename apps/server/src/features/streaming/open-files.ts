// Stored files kept open for a short while, so that a player's many Range requests of one file
// cost one read each rather than an open, a stat, a read and a close. A file is shared while it
// is fresh (`keepMs`); after that the next request opens it again, and the old handle closes
// once its last reader is done. With keepMs 0 every request opens its own.
import type { OpenObject, Storage } from '../../platform/storage';

export interface OpenFile {
  file: OpenObject;
  /** Call once when done reading (idempotent). */
  release(): void;
}

interface Entry {
  file: Promise<OpenObject | null>;
  readers: number;
  expiresAt: number;
  /** No longer handed out: closes when the last reader releases it. */
  retired: boolean;
}

export function createOpenFiles(
  storage: Storage,
  opts: { keepMs: number; maxEntries: number; now?: () => number },
) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const closeIfIdle = (entry: Entry) => {
    if (!entry.retired || entry.readers > 0) return;
    entry.file.then((file) => file?.close()).catch(() => undefined);
  };
  const retire = (key: string, entry: Entry) => {
    if (entries.get(key) === entry) entries.delete(key);
    entry.retired = true;
    closeIfIdle(entry);
  };
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) retire(key, entry);
  };
  // Expired files are closed even when no request comes to replace them.
  const timer = opts.keepMs > 0 ? setInterval(sweep, opts.keepMs) : null;
  timer?.unref();

  function entryFor(key: string): Entry {
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) return cached;
    if (cached) retire(key, cached);
    const entry: Entry = {
      file: storage.open(key),
      readers: 0,
      expiresAt: now() + opts.keepMs,
      retired: opts.keepMs <= 0,
    };
    if (!entry.retired) {
      entries.set(key, entry);
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = entries.keys().next().value;
      if (entries.size > opts.maxEntries && oldest !== undefined) {
        retire(oldest, entries.get(oldest) as Entry);
      }
    }
    return entry;
  }

  return {
    /** The file under `key`, open, or null when storage has none. */
    async acquire(key: string): Promise<OpenFile | null> {
      const entry = entryFor(key);
      entry.readers++;
      let file: OpenObject | null;
      try {
        file = await entry.file;
      } catch (error) {
        entry.readers--;
        retire(key, entry);
        throw error;
      }
      if (!file) {
        entry.readers--;
        // A missing file is not remembered: it may be written next.
        retire(key, entry);
        return null;
      }
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          entry.readers--;
          closeIfIdle(entry);
        },
      };
    },

    /** Closes every file not being read, and the rest once their readers are done. */
    close() {
      if (timer) clearInterval(timer);
      for (const [key, entry] of entries) retire(key, entry);
    },
  };
}
