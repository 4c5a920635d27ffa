// Counters for abuse limits, kept in the database (the `rate_limits` table better-auth also
// uses, under keys of our own) so that every server instance sees the same counts. A counter
// counts requests in a fixed window that starts with the first one.
import { createHash } from 'node:crypto';

import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { and, eq, gt, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

export interface LimitRule {
  /** Length of the window in seconds; at most 60 (better-auth prunes older rows). */
  windowSeconds: number;
  /** Requests allowed in one window. */
  max: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** A key that names a person or a value without storing it in clear. */
export function limitKey(scope: string, value: string): string {
  const digest = createHash('sha256').update(value.trim().toLowerCase()).digest('hex');
  return `sada:${scope}:${digest.slice(0, 40)}`;
}

/** Counts one request against `key` and says whether it is within the rule. */
export async function consumeLimit(
  db: Database,
  key: string,
  rule: LimitRule,
): Promise<LimitResult> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const expired = sql`${rateLimits.lastRequest} <= ${windowStart}`;
  // One statement, so concurrent requests cannot both read a stale count.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count, startedAt: rateLimits.lastRequest });
  const count = row?.count ?? 1;
  const startedAt = row?.startedAt ?? now;
  return {
    allowed: count <= rule.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((startedAt + rule.windowSeconds * 1000 - now) / 1000)),
  };
}

/** Whether `key` has used up its window, without counting this request. */
export async function isLimitReached(db: Database, key: string, rule: LimitRule): Promise<boolean> {
  const windowStart = Date.now() - rule.windowSeconds * 1000;
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.lastRequest, windowStart)));
  return (row?.count ?? 0) >= rule.max;
}

/**
 * A store for @fastify/rate-limit on the same table, so per-route limits hold across
 * instances. Each route gets its own counters.
 */
export function databaseRateLimitStore(db: Database) {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // @fastify/rate-limit constructs the store with its options; children get a route prefix.
    constructor(_options?: unknown, prefix = 'sada:route:') {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      consumeLimit(db, `${this.prefix}${key}`, { windowSeconds: timeWindow / 1000, max }).then(
        (result) => callback(null, { current: result.count, ttl: result.retryAfterSeconds * 1000 }),
        (error: Error) => callback(error),
      );
    }

    // The plugin passes the route's merged limit options, with the route under `routeInfo`.
    child(params: unknown): FastifyRateLimitStore {
      const route = (params as { routeInfo?: { url?: string; method?: string | string[] } })
        .routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new DatabaseStore(undefined, `sada:route:${method}:${route?.url ?? ''}:`);
    }
  }
  return DatabaseStore;
}
