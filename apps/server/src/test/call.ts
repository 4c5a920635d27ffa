// One request to a test app through inject(), the way the web app sends it: from the app's own
// origin, signed in as someone or no one, with a JSON body when there is one.
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';

import type { TestApp } from './app';
import { randomIp } from './factories';

export interface CallOptions {
  /** Who calls: a test user (or any `{ cookie }` holding a session cookie); nobody by default. */
  as?: { cookie: string } | null;
  /** Sent as JSON. */
  payload?: object;
  /** Extra headers; they win over the defaults, e.g. `{ origin: 'https://elsewhere.test' }`. */
  headers?: Record<string, string>;
  /** The client address; a fresh one unless given, so per-address limits do not interfere. */
  ip?: string;
}

/** What the web app sends with every request: its origin, and the caller's cookie. */
function headersOf(t: TestApp, { as, headers }: Pick<CallOptions, 'as' | 'headers'>) {
  return { origin: t.config.publicUrl, ...(as ? { cookie: as.cookie } : {}), ...headers };
}

export function call(
  t: TestApp,
  method: HTTPMethods,
  url: string,
  { as, payload, headers, ip }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip ?? randomIp(),
    headers: headersOf(t, { as, headers }),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** An answer read over a real connection. */
export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json<T = unknown>(): T;
}

const listening = new WeakMap<TestApp, Promise<string>>();

/** The origin of the test app listening on a port of its own (opened at the first call). */
export function listeningOrigin(t: TestApp): Promise<string> {
  let origin = listening.get(t);
  if (!origin) {
    origin = t.app.listen({ host: '127.0.0.1', port: 0 });
    listening.set(t, origin);
  }
  return origin;
}

/**
 * One request to a test app over a real connection, on a port of its own opened at the first
 * such call (the app's close() closes it): what the server answers before routing
 * (http/server-factory) is not reached through inject().
 */
export async function callOverHttp(
  t: TestApp,
  method: HTTPMethods,
  url: string,
  { as, headers }: Pick<CallOptions, 'as' | 'headers'> = {},
): Promise<HttpAnswer> {
  const response = await fetch(`${await listeningOrigin(t)}${url}`, {
    method,
    redirect: 'manual',
    headers: headersOf(t, { as, headers }),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    json: <T>() => JSON.parse(body) as T,
  };
}
