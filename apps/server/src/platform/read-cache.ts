// A short-lived, bounded cache of public catalog reads, so that the most requested pages do not
// each cost the database a round trip. Entries live `ttlMs` (seconds-old public data is fine);
// concurrent misses of one key share one load; a failed load is not kept.
export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function createReadCache<T>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache<T> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  if (opts.ttlMs <= 0) return { get: (_key, load) => load() };
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      if (hit) entries.delete(key);
      const value = load();
      entries.set(key, { value, expiresAt: now() + opts.ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // A Map iterates in insertion order: the first key is the oldest.
      const oldest = entries.keys().next().value;
      if (entries.size > opts.maxEntries && oldest !== undefined) entries.delete(oldest);
      return value;
    },
  };
}
