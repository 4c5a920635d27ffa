// A short-lived, bounded cache of public catalog reads, so that the most requested pages do not
// each cost the database a round trip. Entries live `ttlMs` (seconds-old public data is fine);
// concurrent misses of one key share one load; a failed load is not kept.
export interface ReadCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** When the entry of `key` ends (ms), if one is kept. */
  expiresAt(key: string): number | undefined;
}

/**
 * Forgets every cache made with it at once. The app forgets its catalog reads whenever what is
 * live in the catalogue changes (a take-down, an edit), heard from whichever instance or process
 * made the change (platform/user-changes.ts), rather than waiting out their period.
 */
export interface CacheForgetting {
  add(forget: () => void): void;
  forgetAll(): void;
}

export function createCacheForgetting(): CacheForgetting {
  const forgets = new Set<() => void>();
  return {
    add: (forget) => forgets.add(forget),
    forgetAll: () => {
      for (const forget of forgets) forget();
    },
  };
}

/** How long public catalog reads are kept, and what makes them forgotten sooner. */
export interface CatalogCaching {
  seconds: number;
  forgetting: CacheForgetting;
  /**
   * Where an answer sent to a visitor from a kept read may be kept again, as sent, for no
   * longer than that read (http/visitor-answers): told of the reply and the read's end.
   */
  visitorAnswers?: { keep(reply: object, until: number): void };
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

export function createReadCache<T>(opts: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
  forgetting?: CacheForgetting;
}): ReadCache<T> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  if (opts.ttlMs <= 0) return { get: (_key, load) => load(), expiresAt: () => undefined };
  opts.forgetting?.add(() => entries.clear());
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
    expiresAt: (key) => entries.get(key)?.expiresAt,
  };
}
