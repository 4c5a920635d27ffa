// Helpers for tests that talk to better-auth's routes through inject().
import type { LightMyRequestResponse } from 'fastify';

import type { TestApp } from './app';
import { randomIp, sessionCookie } from './factories';

export interface AuthCall {
  cookie?: string;
  /** The client address; a fresh one unless given, so per-address limits do not interfere. */
  ip?: string;
}

export function postAuth(
  t: TestApp,
  path: string,
  payload: Record<string, unknown>,
  { cookie, ip }: AuthCall = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip ?? randomIp(),
    payload,
  });
}

export async function signIn(
  t: TestApp,
  email: string,
  password: string,
  call: AuthCall = {},
): Promise<{ response: LightMyRequestResponse; cookie: string }> {
  const response = await postAuth(t, '/sign-in/email', { email, password }, call);
  return { response, cookie: sessionCookie(response.headers['set-cookie']) };
}

/** The signed-in user per /api/me, or null. */
export async function me(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return response.json<{ user: Record<string, unknown> | null }>().user;
}

/** The link in the newest e-mail to `to`, as a path the test can inject. */
export function linkIn(t: TestApp, to: string): string {
  const message = [...t.outbox].reverse().find((m) => m.to === to);
  const url = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in a message to ${to}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
