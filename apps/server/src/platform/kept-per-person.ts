// Values kept in memory on behalf of a person (their session, their answers), each until its own
// time, within bounds, and forgotten the moment platform/user-changes says the person changed. A
// value read before such a change was heard is not kept: it may predate it.
import type { UserChanges } from './user-changes';

interface Entry<V> {
  personId: string;
  value: V;
  size: number;
  until: number;
}

/**
 * When a value kept for up to `periodMs` from `now` ends: at a random point of the period's last
 * quarter, so that values kept in the same moment (everyone's first visit, a restart) are not all
 * read again in the same moment either.
 */
export function staggeredEnd(now: number, periodMs: number): number {
  return now + periodMs * (0.75 + Math.random() / 4);
}

export interface KeptPerPerson<V> {
  readonly size: number;
  /** The moment to hand back to keep(), taken before the value is read. */
  mark(): number;
  get(key: string, now: number): V | undefined;
  /** Keeps `value` under `key` until `until`, unless the person changed since `since`. */
  keep(key: string, personId: string, value: V, until: number, since: number, size?: number): void;
  forget(personId: string): void;
}

export function createKeptPerPerson<V>(opts: {
  changes: UserChanges;
  maxEntries: number;
  /** Bound on the summed `size` of what is kept (default: none). */
  maxSize?: number;
  /** Forget everything too when what is live in the catalogue changes. */
  forgetOnCatalogChange?: boolean;
}): KeptPerPerson<V> {
  const maxSize = opts.maxSize ?? Infinity;
  const kept = new Map<string, Entry<V>>();
  const keysOf = new Map<string, Set<string>>();
  const changedAt = new Map<string, number>();
  let generation = 0;
  let allForgottenAt = 0;
  let size = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    size -= entry.size;
    const keys = keysOf.get(entry.personId);
    keys?.delete(key);
    if (keys?.size === 0) keysOf.delete(entry.personId);
  };
  const forget = (personId: string) => {
    changedAt.set(personId, ++generation);
    for (const key of keysOf.get(personId) ?? []) drop(key);
  };
  const forgetAll = () => {
    allForgottenAt = ++generation;
    changedAt.clear();
    kept.clear();
    keysOf.clear();
    size = 0;
  };
  opts.changes.subscribe({
    forget,
    forgetAll,
    ...(opts.forgetOnCatalogChange ? { catalogChanged: forgetAll } : {}),
  });

  return {
    get size() {
      return kept.size;
    },
    mark: () => generation,
    forget,
    get(key, now) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.until > now) return entry.value;
      drop(key);
      return undefined;
    },
    keep(key, personId, value, until, since, entrySize = 0) {
      if (!opts.changes.live) return;
      if (allForgottenAt > since || (changedAt.get(personId) ?? 0) > since) return;
      drop(key);
      kept.set(key, { personId, value, size: entrySize, until });
      size += entrySize;
      let keys = keysOf.get(personId);
      if (!keys) keysOf.set(personId, (keys = new Set()));
      keys.add(key);
      // A Map iterates in insertion order: the first key is the oldest.
      while (kept.size > opts.maxEntries || size > maxSize) {
        const oldest = kept.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
  };
}
