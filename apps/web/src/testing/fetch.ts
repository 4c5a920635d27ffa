// The API as web tests see it: one fetch stub made of route handlers, each answering with what
// the route's contract schema accepts, so a stub cannot drift from the API it stands in for.
import { errorResponse } from '@sada/contracts/errors';
import { vi } from 'vitest';
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as a handler sees it, its path below /api. */
export interface ApiRequest {
  method: Method;
  /** The path below /api without the query: `/admin/users/42`. */
  path: string;
  /** The `:name` segments of the handler's path. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The JSON body sent, if any. */
  body: unknown;
}

/** An answer other than a 200 with the route's body: an error, or a 201. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The error answer every route gives: `{ error: { code, message, fields? } }`. */
export function apiError(
  status: number,
  code: string,
  message = code,
  fields?: Record<string, string>,
): Reply {
  return new Reply(status, errorResponse.parse({ error: { code, message, fields } }));
}

/** A body of `schema` with a status other than 200: a 201 for what was made, say. */
export function withStatus<S extends z.ZodType>(
  status: number,
  schema: S,
  body: z.input<S>,
): Reply {
  return new Reply(status, checked(`a ${status} answer`, schema, body).body);
}

/** A body of the schema, or a {@link Reply}. */
export type Answer<S extends z.ZodType> = z.input<S> | Reply;

/**
 * What a route handler answers with: a body of the schema or a {@link Reply}, or a function of
 * the request giving one.
 */
export type RouteAnswer<S extends z.ZodType> =
  Answer<S> | ((request: ApiRequest) => Answer<S> | Promise<Answer<S>>);

export interface Handler {
  readonly describe: string;
  /** The path parameters when this handler serves the request, otherwise null. */
  match(method: Method, path: string): Record<string, string> | null;
  answer(request: ApiRequest): Promise<Reply>;
}

/** `:name` matches one segment; a trailing `/*` matches whatever follows. */
function pathMatcher(pattern: string): (path: string) => Record<string, string> | null {
  const names: string[] = [];
  const prefix = pattern.endsWith('/*');
  const source = (prefix ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}${prefix ? '(?:/.*)?' : ''}$`);
  return (path) => {
    const found = regex.exec(path);
    if (!found) return null;
    return Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
    );
  };
}

function checked<S extends z.ZodType>(describe: string, schema: S, answer: Answer<S>): Reply {
  if (answer instanceof Reply) return answer;
  const result = schema.safeParse(answer);
  if (!result.success) {
    throw new Error(`The stub for ${describe} answers what its contract rejects: ${result.error}`);
  }
  return new Reply(200, answer);
}

/**
 * A handler for one route: `path` below /api, with `:name` for a segment; `answer` is the body
 * (typed and checked against `schema`, the route's response schema), a {@link Reply}, or a
 * function of the request returning either.
 */
export function route<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  answer: RouteAnswer<S>,
): Handler {
  const describe = `${method} ${path}`;
  const matches = pathMatcher(path);
  // A fixed answer is checked at once, so a drifted stub fails where it is written.
  const fixed = typeof answer === 'function' ? null : checked(describe, schema, answer);
  return {
    describe,
    match: (requestMethod, requestPath) => (requestMethod === method ? matches(requestPath) : null),
    answer: async (request) =>
      fixed ?? checked(describe, schema, await (answer as (r: ApiRequest) => Answer<S>)(request)),
  };
}

/**
 * A handler for one of better-auth's routes (`/auth/*`), whose answers are better-auth's own and
 * have no schema in the contracts; prefer {@link route} for every other route.
 */
export function authRoute(
  method: Method,
  path: string,
  answer: unknown | ((request: ApiRequest) => unknown),
): Handler {
  const matches = pathMatcher(path);
  return {
    describe: `${method} ${path}`,
    match: (requestMethod, requestPath) => (requestMethod === method ? matches(requestPath) : null),
    answer: async (request) => {
      const body = typeof answer === 'function' ? await answer(request) : answer;
      return body instanceof Reply ? body : new Reply(200, body);
    },
  };
}

/** Answers every request as a signed-out visitor gets it: 401. */
export const signedOut: Handler = {
  describe: 'any request, signed out',
  match: () => ({}),
  answer: () => Promise.resolve(apiError(401, 'unauthorized', 'Sign in')),
};

function toResponse({ status, body }: Reply): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? undefined;
  try {
    return JSON.parse(init.body) as unknown;
  } catch {
    return init.body;
  }
}

/**
 * A fetch made of the handlers, the first that matches answering; a request none matches gets a
 * 404 naming it. It is a `vi.fn`, so tests can assert the calls; `requests` lists what the
 * handlers saw.
 */
export function apiFetch(...handlers: Handler[]) {
  const requests: ApiRequest[] = [];
  const stub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase() as Method;
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    for (const handler of handlers) {
      const params = handler.match(method, path);
      if (!params) continue;
      const request = { method, path, params, query: url.searchParams, body: readBody(init) };
      requests.push(request);
      return toResponse(await handler.answer(request));
    }
    return toResponse(apiError(404, 'not_found', `No stub answers ${method} ${path}`));
  });
  return Object.assign(stub, { requests });
}

/** Replaces fetch with {@link apiFetch}; the config's `unstubGlobals` puts it back after each test. */
export function serveApi(...handlers: Handler[]) {
  const stub = apiFetch(...handlers);
  vi.stubGlobal('fetch', stub);
  return stub;
}
