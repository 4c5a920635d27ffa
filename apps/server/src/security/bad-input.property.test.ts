// Property-based bad input: every route that takes a JSON body gets arbitrary JSON, wrong types,
// huge strings, deep nesting, odd Unicode (NUL, lone surrogates, bidi marks) and prototype keys,
// from the account that reaches its handler and from an admin and a listener. No answer may be
// a 5xx. The seed is fixed, so a failure replays the same way.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/app';
import { randomIp } from '../test/factories';
import {
  bodyRoutes,
  createWorld,
  requestFor,
  undeclaredBodyRoutes,
  type BodyRoute,
  type CallerName,
  type World,
} from './fixtures';
import { report } from './report';

const SEED = 20_261_110;
const TOTAL_CASES = 10_000;

const routes: BodyRoute[] = [...bodyRoutes, ...undeclaredBodyRoutes];
const pairs = routes
  .flatMap((entry) =>
    [...new Set<CallerName>([entry.caller, 'admin', 'listener'])].map(
      (caller) => [entry.route, caller, entry] as const,
    ),
  )
  .map(([route, caller, entry], index) => [route, caller, entry, index] as const);
/** Each of its cases checks a password (scrypt, tens of milliseconds): a smaller share. */
const slowRoutes = new Set(['DELETE /api/me']);
const SLOW_RUNS = 40;
const slowPairs = pairs.filter(([route]) => slowRoutes.has(route)).length;
const runsPerPair = Math.ceil((TOTAL_CASES - slowPairs * SLOW_RUNS) / (pairs.length - slowPairs));

const hostileKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '$where',
  '',
];
const oddStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202eevil',
  '\ufeff',
  '𝕊𝕒𝕕𝕒',
  'صدى',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../../../etc/passwd',
  '${7*7}',
  '   ',
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(...oddStrings),
  fc.nat({ max: 100_000 }).map((n) => 'x'.repeat(n)),
);
const number = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

/** `depth` arrays or objects inside each other. */
const nested = fc
  .tuple(fc.integer({ min: 1, max: 3000 }), fc.boolean())
  .map(([depth, asObject]) =>
    asObject
      ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
      : '['.repeat(depth) + ']'.repeat(depth),
  );

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: scalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: nested.map((json) => JSON.parse(json) as unknown) },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 20 }) },
);

/** The leaf paths of a body, e.g. ['privacy', 'showPlaylists']. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  const entries = Object.entries(value);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

/** A copy of `body` with `value` at `path`; own properties even for `__proto__`. */
function withValue(body: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key = '', ...rest] = path;
  const copy: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  Object.defineProperty(copy, key, {
    value: withValue(copy[key], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** The JSON text sent: arbitrary JSON, a valid body bent in one place, or not JSON at all. */
function payloads(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const paths = leafPaths(valid);
  const bent = fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...paths),
        fc.constantFrom(...hostileKeys).map((key) => [key]),
        fc
          .tuple(fc.constantFrom(...paths), fc.constantFrom(...hostileKeys))
          .map(([path, key]) => [...path.slice(0, -1), key]),
        fc.string().map((key) => [key]),
      ),
      anyValue,
    )
    .map(([path, value]) => JSON.stringify(withValue(valid, path, value)));
  return fc.oneof(
    { weight: 4, arbitrary: bent },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: nested },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  );
}

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

let cases = 0;
let serverErrors = 0;

describe('property-based bad input', () => {
  it.each(pairs)('%s as %s never answers 5xx', async (_, caller, entry, index) => {
    const user = w[caller];
    const method = (entry.route.split(' ')[0] ?? 'POST') as 'POST';
    const { url, body } = await requestFor(t, w, entry, user);
    await fc.assert(
      fc.asyncProperty(payloads(body), async (payload) => {
        cases += 1;
        const response = await t.app.inject({
          method,
          url,
          remoteAddress: randomIp(),
          headers: {
            origin: t.config.publicUrl,
            cookie: user.cookie,
            'content-type': 'application/json',
          },
          payload,
        });
        if (response.statusCode >= 500) serverErrors += 1;
        expect(response.statusCode, `${payload.slice(0, 300)} → ${response.body}`).toBeLessThan(
          500,
        );
      }),
      {
        seed: SEED + index,
        numRuns: slowRoutes.has(entry.route) ? SLOW_RUNS : runsPerPair,
        endOnFailure: true,
      },
    );
  });

  it.each(['/sign-in/email', '/sign-up/email', '/update-user', '/change-password'])(
    'better-auth’s %s refuses a body that is not a JSON object with 400',
    async (path) => {
      for (const payload of ['null', '[]', '"text"', '1', 'true']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/auth${path}`,
          remoteAddress: randomIp(),
          headers: {
            origin: t.config.publicUrl,
            cookie: w.listener.cookie,
            'content-type': 'application/json',
          },
          payload,
        });
        expect(response.statusCode, `${payload} → ${response.body}`).toBe(400);
        cases += 1;
      }
    },
  );

  afterAll(() => {
    report(
      `property-based bad input: ${cases} cases over ${routes.length} routes ` +
        `(${pairs.length} route × caller pairs, seeds ${SEED}+i), ${serverErrors} answers ≥ 500`,
    );
  });
});
