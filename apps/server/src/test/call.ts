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
    headers: { origin: t.config.publicUrl, ...(as ? { cookie: as.cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}
