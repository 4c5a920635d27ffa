// NUL and the other control characters in every text a request carries: each field of every
// route that takes a JSON body (better-auth's own included), each query parameter and path
// parameter of every API route, and the text fields of the multipart forms. PostgreSQL cannot
// store NUL, so before the contracts refused it such a request answered 500 and logged the
// query's values. Every one must answer 400 naming the field, and change nothing.
import { MAX_NESTING_DEPTH, textMessages } from '@sada/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app';
import { randomIp } from '../test/factories';
import {
  bodyRoutes,
  createWorld,
  requestFor,
  undeclaredBodyRoutes,
  type BodyRoute,
  type World,
} from './fixtures';
import { report } from './report';

/** NUL, the other C0 controls (but tab and line breaks) and DEL, one per field in turn. */
const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];
const noSuchId = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

/** Paths of the string leaves of a body, e.g. ['profile', 'displayName']. */
function textPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, [...prefix, key]));
}

function withText(body: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [key = '', ...rest] = path;
  const copy = { ...(body as Record<string, unknown>) };
  copy[key] = withText(copy[key], rest, text);
  return copy;
}

/** The field an error answer names: ours (`error.fields`) or better-auth's (`field`). */
function namedFields(body: unknown): string[] {
  const answer = body as { error?: { fields?: Record<string, string> }; field?: string };
  return [...Object.keys(answer.error?.fields ?? {}), ...(answer.field ? [answer.field] : [])];
}

const authBodyRoutes: BodyRoute[] = [
  {
    route: 'POST /api/auth/sign-in/email',
    caller: 'listener',
    url: () => '/api/auth/sign-in/email',
    body: (w) => ({ email: w.listener.email, password: w.listener.password }),
  },
  {
    route: 'POST /api/auth/sign-up/email',
    caller: 'listener',
    url: () => '/api/auth/sign-up/email',
    body: () => ({
      name: 'New Person',
      email: 'new-person@example.test',
      password: 'Quiet-Olive-Grove-9',
      username: 'new_person',
    }),
  },
  {
    route: 'POST /api/auth/request-password-reset',
    caller: 'listener',
    url: () => '/api/auth/request-password-reset',
    body: (w) => ({ email: w.listener.email, redirectTo: '/reset-password' }),
  },
  {
    route: 'POST /api/auth/change-password',
    caller: 'listener',
    url: () => '/api/auth/change-password',
    body: (w) => ({ currentPassword: w.listener.password, newPassword: 'Quiet-Olive-Grove-9' }),
  },
];

const figures: string[] = [];

describe('control characters in JSON bodies', () => {
  const routes = [...bodyRoutes, ...undeclaredBodyRoutes, ...authBodyRoutes];

  it.each(routes.map((entry) => [entry.route, entry] as const))(
    '%s refuses them in every text field with 400 naming it',
    async (_, entry) => {
      const user = w[entry.caller];
      const { url, body } = await requestFor(t, w, entry, user);
      const paths = textPaths(body);
      const wrong: string[] = [];
      for (const [index, path] of paths.entries()) {
        const control = controls[index % controls.length] ?? '\u0000';
        for (const text of [`a${'\u0000'}b`, `a${control}b`]) {
          const response = await t.app.inject({
            method: entry.route.split(' ')[0] as 'POST',
            url,
            remoteAddress: randomIp(),
            headers: { origin: t.config.publicUrl, cookie: user.cookie },
            payload: withText(body, path, text) as Record<string, unknown>,
          });
          const field = path.join('.');
          if (response.statusCode !== 400 || !namedFields(response.json()).includes(field)) {
            wrong.push(`${field} ${JSON.stringify(text)}: ${response.statusCode} ${response.body}`);
          }
        }
      }
      expect(wrong).toEqual([]);
      figures.push(`${entry.route}: ${paths.length} text fields`);
    },
  );
});

interface Operation {
  parameters?: { in: string; name: string }[];
}

async function apiOperations() {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  // HEAD answers have no body to name the field in; the GET beside each is checked.
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => method !== 'head')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
      })),
  );
}

function concrete(path: string, bad?: { name: string; text: string }): string {
  const ids: Record<string, string> = {
    playlistId: w.playlistId,
    entryId: w.entryId,
    trackId: w.trackId,
    userId: w.subject.id,
    artistId: w.artistId,
    // The stored file a stream link nginx checks names after the track.
    '*': 'audio-tracks/someone/some-track/1-stream-128.mp3',
  };
  return path.replace(/\{([\w*]+)\}/g, (_, name: string) =>
    name === bad?.name ? encodeURIComponent(bad.text) : (ids[name] ?? noSuchId),
  );
}

describe('control characters in query and path parameters', () => {
  it('every query parameter of every API route refuses them with 400 naming it', async () => {
    const operations = (await apiOperations()).filter((o) =>
      o.parameters.some((p) => p.in === 'query'),
    );
    expect(operations.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      for (const [index, parameter] of operation.parameters
        .filter((p) => p.in === 'query')
        .entries()) {
        for (const control of ['\u0000', controls[index % controls.length] ?? '\u0001']) {
          requests += 1;
          const url = `${concrete(operation.path)}?${parameter.name}=${encodeURIComponent(`a${control}b`)}`;
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url,
            remoteAddress: randomIp(),
            headers: { origin: t.config.publicUrl, cookie: w.admin.cookie },
            ...(operation.method === 'GET' ? {} : { payload: {} }),
          });
          if (
            response.statusCode !== 400 ||
            !namedFields(response.json()).includes(parameter.name)
          ) {
            wrong.push(`${operation.method} ${url}: ${response.statusCode} ${response.body}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    figures.push(`query parameters: ${requests} requests over ${operations.length} routes → 400`);
  });

  it('every path parameter of every API route refuses them with 400', async () => {
    const operations = (await apiOperations()).filter((o) =>
      o.parameters.some((p) => p.in === 'path'),
    );
    const wrong: string[] = [];
    let requests = 0;
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
        requests += 1;
        const url = concrete(operation.path, { name: parameter.name, text: 'a\u0000b' });
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url,
          remoteAddress: randomIp(),
          headers: { origin: t.config.publicUrl, cookie: w.admin.cookie },
          ...(operation.method === 'GET' || operation.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 400) {
          wrong.push(`${operation.method} ${url}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    figures.push(`path parameters: ${requests} requests over ${operations.length} routes → 400`);
  });

  it('anonymous search and the e-mail availability check answer 400, not 500', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(namedFields(search.json())).toEqual(['q']);
    const availability = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/email-availability',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl },
      payload: { email: 'a\u0000b@example.test' },
    });
    expect(availability.statusCode).toBe(400);
    expect(namedFields(availability.json())).toEqual(['email']);
  });

  it('a progress report posted as text/plain (sendBeacon) refuses them too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/stream-events/${noSuchId}/progress`,
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ token: 'a\u0000b', completedMs: 1000 }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(namedFields(response.json())).toEqual(['token']);
  });

  it('a multipart form refuses them in its text fields', async () => {
    const boundary = 'sada-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'New\u0000Artist',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/artist-profile',
      remoteAddress: randomIp(),
      headers: {
        origin: t.config.publicUrl,
        cookie: w.newArtist.cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(namedFields(response.json())).toEqual(['name']);
  });
});

describe('deeply nested JSON bodies', () => {
  // About 400 KB, under the body limit: it parses, and a walk that recursed once per level ran
  // out of stack and answered 500.
  const levels = 200_000;
  const deep = `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it.each([
    ['POST /api/stream-events', '/api/stream-events'],
    ['POST /api/auth/sign-in/email', '/api/auth/sign-in/email'],
  ])('%s, signed out, answers 400 saying the request is nested too deeply', async (_, url) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(textMessages.nestedTooDeeply);
  });

  it('a body nested as deep as allowed still reaches the route', async () => {
    const nested = `{"email":"a@example.test","password":"x","extra":${'['.repeat(MAX_NESTING_DEPTH - 1)}${']'.repeat(MAX_NESTING_DEPTH - 1)}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: nested,
    });
    expect(response.body).not.toContain(textMessages.nestedTooDeeply);
    expect(response.statusCode).toBeLessThan(500);
  });
});

afterAll(() => report(['control characters:', ...figures]));
