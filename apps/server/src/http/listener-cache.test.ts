import { describe, expect, it } from 'vitest';

import type { UserChanges, UserChangesSubscriber } from '../platform/user-changes';
import { createListenerCache } from './listener-cache';

/** A UserChanges the test drives by hand. */
function fakeChanges() {
  const subscribers = new Set<UserChangesSubscriber>();
  const changes: UserChanges & {
    change(userId: string): void;
    drop(): void;
    catalog(): void;
    live: boolean;
  } = {
    live: true,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    settle: async () => undefined,
    close: async () => undefined,
    change(userId) {
      for (const s of subscribers) s.forget(userId);
    },
    drop() {
      for (const s of subscribers) s.forgetAll();
    },
    catalog() {
      for (const s of subscribers) s.catalogChanged?.();
    },
  };
  return changes;
}

/** An answer kept for `userId`, saying `body`. */
function kept(userId: string, body: string) {
  return {
    userId,
    body: Buffer.from(body),
    headers: {},
    rawHeaders: [],
    access: 'public' as const,
  };
}

function setup(opts: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  const changes = fakeChanges();
  let time = 1000;
  const cache = createListenerCache({
    changes,
    ttlMs: opts.ttlMs ?? 5000,
    maxEntries: opts.maxEntries ?? 100,
    maxBytes: opts.maxBytes ?? 1_000_000,
    now: () => time,
  });
  const keep = (userId: string, url: string, body = `${userId}:${url}`) =>
    cache.keep(`${userId} ${url}`, kept(userId, body), cache.mark());
  return {
    changes,
    cache,
    keep,
    body: (userId: string, url: string) => cache.get(`${userId} ${url}`)?.body.toString(),
    advance: (ms: number) => (time += ms),
  };
}

describe('the listener cache', () => {
  it('serves a kept answer to its listener only, for three quarters of the period at least', () => {
    const s = setup({ ttlMs: 4000 });
    s.keep('ann', '/api/play/liked');
    expect(s.body('ann', '/api/play/liked')).toBe('ann:/api/play/liked');
    expect(s.body('bob', '/api/play/liked')).toBeUndefined();
    s.advance(2999);
    expect(s.body('ann', '/api/play/liked')).toBeDefined();
    s.advance(1001);
    expect(s.body('ann', '/api/play/liked')).toBeUndefined();
    expect(s.cache.size).toBe(0);
  });

  it('spreads the ends of answers kept together over the last quarter of the period', () => {
    const s = setup({ ttlMs: 4000, maxEntries: 1000 });
    for (let i = 0; i < 200; i++) s.keep(`listener-${i}`, '/api/browse');
    s.advance(3500);
    const left = Array.from({ length: 200 }, (_, i) =>
      s.body(`listener-${i}`, '/api/browse'),
    ).filter(Boolean).length;
    expect(left).toBeGreaterThan(20);
    expect(left).toBeLessThan(180);
  });

  it('forgets everything of a listener who changed, and only theirs', () => {
    const s = setup();
    s.keep('ann', '/api/play/liked');
    s.keep('ann', '/api/browse');
    s.keep('bob', '/api/browse');
    s.changes.change('ann');
    expect(s.body('ann', '/api/play/liked')).toBeUndefined();
    expect(s.body('ann', '/api/browse')).toBeUndefined();
    expect(s.body('bob', '/api/browse')).toBe('bob:/api/browse');
  });

  it('does not keep an answer read before a change of its listener was heard', () => {
    const s = setup();
    const since = s.cache.mark();
    s.changes.change('ann');
    s.cache.keep('ann /api/browse', kept('ann', 'old'), since);
    expect(s.body('ann', '/api/browse')).toBeUndefined();
    // Someone else's change does not stand in the way.
    const next = s.cache.mark();
    s.changes.change('bob');
    s.cache.keep('ann /api/browse', kept('ann', 'new'), next);
    expect(s.body('ann', '/api/browse')).toBe('new');
  });

  it('keeps nothing, and drops what it had, while changes cannot be heard', () => {
    const s = setup();
    s.keep('ann', '/api/browse');
    const since = s.cache.mark();
    s.changes.drop();
    expect(s.body('ann', '/api/browse')).toBeUndefined();
    s.cache.keep('bob /api/browse', kept('bob', 'x'), since);
    expect(s.body('bob', '/api/browse')).toBeUndefined();
    s.changes.live = false;
    s.keep('ann', '/api/browse');
    expect(s.cache.size).toBe(0);
  });

  it('forgets every listener’s answers when what is live in the catalogue changes', () => {
    const s = setup();
    s.keep('ann', '/api/play/liked');
    s.keep('bob', '/api/browse');
    s.changes.catalog();
    expect(s.cache.size).toBe(0);
  });

  it('keeps nothing when the period is zero', () => {
    const s = setup({ ttlMs: 0 });
    s.keep('ann', '/api/browse');
    expect(s.cache.size).toBe(0);
  });

  it('stays within its entry and byte bounds, dropping the oldest first', () => {
    const s = setup({ maxEntries: 3, maxBytes: 10_000 });
    for (const url of ['/a', '/b', '/c', '/d']) s.keep('ann', url);
    expect(s.cache.size).toBe(3);
    expect(s.body('ann', '/a')).toBeUndefined();
    expect(s.body('ann', '/d')).toBeDefined();

    const bytes = setup({ maxEntries: 100, maxBytes: 1600 });
    for (const url of ['/a', '/b', '/c']) bytes.keep('ann', url, 'x'.repeat(100));
    // 1600 / 16: an answer larger than a sixteenth of the bound is never kept.
    bytes.keep('ann', '/big', 'x'.repeat(101));
    expect(bytes.body('ann', '/big')).toBeUndefined();
    for (let i = 0; i < 20; i++) bytes.keep('ann', `/n${i}`, 'x'.repeat(100));
    expect(bytes.cache.size).toBe(16);
    expect(bytes.body('ann', '/n19')).toBeDefined();
    expect(bytes.body('ann', '/a')).toBeUndefined();
  });
});
