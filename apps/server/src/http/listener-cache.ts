// A signed-in listener's own answers to the reads they repeat most (browse, their library, like
// states, a list page), kept per listener and per URL as the bytes that were sent, like the
// visitor cache keeps everyone's. Nothing kept is served again after a change of the listener's
// own, or after what the catalogue shows changes (a track stops or starts being live, a title, a
// cover, an artist's name: platform/user-changes); counters others change (plays, likes,
// popularity) show within LISTENER_CACHE_SECONDS. Routes opt in
// with `config.listenerCache`.
import type { IncomingHttpHeaders } from 'node:http';

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

import { createKeptPerPerson, staggeredEnd } from '../platform/kept-per-person';
import type { UserChanges } from '../platform/user-changes';
import { accessCheck, allowsNow, type Access } from './access';
import { keptHeaders, sendKept } from './kept-body';
import type { BeforeRouting } from './server-factory';
import type { SessionUser } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A signed-in caller's 200 answer may be kept for them (http/listener-cache). */
    listenerCache?: boolean;
  }
}

interface Kept {
  userId: string;
  body: Buffer;
  headers: Record<string, string>;
  /** The headers again with the body's length, as Node's writeHead takes them. */
  rawHeaders: string[];
  /** The route's declared access, asked again whenever the answer is served. */
  access: Access;
}

const pending = Symbol('listenerCachePending');
type Pending = { key: string; userId: string; since: number };
type Marked = FastifyRequest & { [pending]?: Pending };

/** This answer is not to be kept for the caller (it depends on more than their own changes). */
export function doNotKeepForListener(request: FastifyRequest): void {
  delete (request as Marked)[pending];
}

export interface ListenerCacheOptions {
  changes: UserChanges;
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** The signed-in caller's id, or null for a visitor. */
  callerId(request: FastifyRequest): Promise<string | null>;
  /** The signed-in caller when memory alone knows them (see SessionReader.kept). */
  keptCaller?(headers: IncomingHttpHeaders): Readonly<SessionUser> | undefined;
  now?: () => number;
}

export function createListenerCache(opts: Omit<ListenerCacheOptions, 'callerId'>) {
  const now = opts.now ?? Date.now;
  const kept = createKeptPerPerson<Kept>({
    changes: opts.changes,
    maxEntries: opts.maxEntries,
    maxSize: opts.maxBytes,
    forgetOnCatalogChange: true,
  });
  return {
    get size() {
      return kept.size;
    },
    mark: kept.mark,
    forget: kept.forget,
    get: (key: string): Kept | undefined => kept.get(key, now()),
    keep(key: string, entry: Kept, since: number) {
      if (opts.ttlMs <= 0 || entry.body.length > opts.maxBytes / 16) return;
      const until = staggeredEnd(now(), opts.ttlMs);
      kept.keep(key, entry.userId, entry, until, since, entry.body.length);
    },
  };
}

export type ListenerCache = ReturnType<typeof createListenerCache>;

/**
 * Serves kept answers to the routes that opt in, keeps their 200 answers, and makes every request
 * that may have written wait until this instance has heard of its changes before it answers.
 * Returns what serves a kept answer before routing, to the server (http/server-factory).
 */
export function registerListenerCache(
  app: FastifyInstance,
  opts: ListenerCacheOptions,
): BeforeRouting {
  const cache = createListenerCache(opts);

  const serveKept = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !opts.changes.live) return;
    // A visitor (no cookie, no token) has nothing kept here; the visitor cache serves them.
    if (!request.headers.cookie && !request.headers.authorization) return;
    const userId = await opts.callerId(request);
    if (!userId) return;
    const key = `${userId} ${request.url}`;
    const hit = cache.get(key);
    if (hit) return reply.headers(hit.headers).send(hit.body);
    (request as Marked)[pending] = { key, userId, since: cache.mark() };
  };

  // Before validation, so a kept answer costs no parsing of the query again (only a 200 answer
  // to the same URL is kept), but after the route's own access check, run here too: a kept
  // answer is only served to a caller the policy lets through now. A caller it refuses goes on
  // to the route's pre-handlers, which refuse them as they would anyway.
  app.addHook('onRoute', (route: RouteOptions) => {
    // Nothing is kept with a period of 0: the routes go without the hook.
    if (!route.config?.listenerCache || opts.ttlMs <= 0) return;
    const access = route.config.access;
    const check = access && access !== 'public' ? accessCheck(access) : null;
    const serveAllowed = async (request: FastifyRequest, reply: FastifyReply) => {
      if (check) {
        try {
          await check(request);
        } catch {
          return;
        }
      }
      return serveKept(request, reply);
    };
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...own, serveAllowed as never];
  });

  const keepAnswer = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const marked = (request as Marked)[pending];
    if (!marked || reply.statusCode !== 200) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const { headers, rawHeaders } = keptHeaders(reply.getHeaders(), body);
    const access = request.routeOptions.config.access ?? 'public';
    cache.keep(
      marked.key,
      { userId: marked.userId, body, headers, rawHeaders, access },
      marked.since,
    );
  };

  const settleWrite = async (request: FastifyRequest) => {
    // What the request changed of the caller's own is not always in a table that tells (a
    // track's details, say): whatever it was, they see it on their next request. better-auth's
    // own routes change only what the triggers tell of, and reading the session there would
    // interfere with the cookies they set.
    const ownRoute = !request.routeOptions.url?.startsWith('/api/auth/');
    const userId = ownRoute ? await opts.callerId(request).catch(() => null) : null;
    if (userId) cache.forget(userId);
    await opts.changes.settle();
  };

  // A kept answer to a caller whose session is kept too costs neither routing nor hooks: it is
  // the same answer to the same URL, to a caller the route's access lets through now. The
  // control-character and origin checks passed for that URL when it was kept; they decide
  // nothing for a GET otherwise. Anything else (a session to read, a bearer token, a HEAD) goes
  // the long way, through the hook above.
  const beforeRouting: BeforeRouting = (request, response) => {
    if (request.method !== 'GET' || !opts.changes.live || opts.ttlMs <= 0) return false;
    const caller = opts.keptCaller?.(request.headers);
    if (!caller) return false;
    const hit = cache.get(`${caller.id} ${request.url ?? ''}`);
    if (!hit || !allowsNow(hit.access, caller)) return false;
    sendKept(app.log, request.url ?? '', response, hit);
    return true;
  };

  // Reads take the synchronous path: no promise on the busiest requests.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      keepAnswer(request, reply, payload);
      done(null, payload);
      return;
    }
    settleWrite(request).then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
  return beforeRouting;
}
