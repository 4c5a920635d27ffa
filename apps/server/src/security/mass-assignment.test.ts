// Mass assignment: every route that takes a body gets a valid body plus fields a caller must
// never set (role, owners, status, counters, verification and suspension times, ids). A strict
// schema refuses them (400); a lenient one drops them. Either way no row may take their values.
import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  albums,
  artists,
  contentReviews,
  notifications,
  playlists,
  playlistTracks,
  profiles,
  streamEvents,
  tracks,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createArtist } from '../test/catalog';
import { randomIp, type TestUser } from '../test/factories';
import {
  bodyRoutes,
  createWorld,
  openApiBodyRoutes,
  requestFor,
  undeclaredBodyRoutes,
  type BodyRoute,
  type World,
} from './fixtures';
import { report } from './report';

const sentinelDate = '2001-02-03T04:05:06.000Z';
const sentinelId = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const sentinelCount = 987_654;
const sentinelPriority = 4;

/** Each forbidden field: the value sent and the columns that must never take it. */
function forbiddenFields(w: World, victimArtistId: string, callerRole: string) {
  return {
    role: { value: callerRole === 'admin' ? 'artist' : 'admin', columns: ['role'] },
    ownerId: { value: w.victim.id, columns: ['ownerId', 'ownerUserId', 'userId', 'labelId'] },
    userId: { value: w.victim.id, columns: ['ownerId', 'ownerUserId', 'userId', 'reviewerId'] },
    artistId: { value: victimArtistId, columns: ['artistId'] },
    status: { value: 'approved', columns: ['status'] },
    playCount: { value: sentinelCount, columns: ['playCount'] },
    likeCount: { value: sentinelCount, columns: ['likeCount'] },
    trackCount: { value: sentinelCount, columns: ['trackCount', 'totalTracks'] },
    monthlyListeners: { value: sentinelCount, columns: ['monthlyListeners'] },
    verified: { value: true, columns: ['verified'] },
    emailVerified: { value: true, columns: ['emailVerified'] },
    labelVerifiedAt: { value: sentinelDate, columns: ['labelVerifiedAt'] },
    suspendedAt: { value: sentinelDate, columns: ['suspendedAt'] },
    createdAt: { value: sentinelDate, columns: ['createdAt'] },
    reviewPriority: { value: sentinelPriority, columns: ['reviewPriority'] },
    id: { value: sentinelId, columns: ['id'] },
  } satisfies Record<string, { value: unknown; columns: string[] }>;
}

const watched = {
  users,
  profiles,
  artists,
  albums,
  tracks,
  playlists,
  playlistTracks,
  streamEvents,
  contentReviews,
  notifications,
};

type Snapshot = Map<string, Record<string, unknown>>;

async function snapshot(t: TestApp): Promise<Snapshot> {
  const rows: Snapshot = new Map();
  for (const [name, table] of Object.entries(watched)) {
    for (const row of (await t.database.db.select().from(table)) as Record<string, unknown>[]) {
      rows.set(`${name}:${String(row.id)}`, row);
    }
  }
  return rows;
}

const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** Cells that are new or changed and hold a forbidden value, as `table.column=value`. */
function persisted(
  before: Snapshot,
  after: Snapshot,
  sent: Record<string, { value: unknown; columns: string[] }>,
): string[] {
  const found: string[] = [];
  for (const [key, row] of after) {
    const old = before.get(key);
    for (const { value, columns } of Object.values(sent)) {
      for (const column of columns) {
        if (!(column in row)) continue;
        const now = plain(row[column]);
        if (old && plain(old[column]) === now) continue;
        if (now === value) found.push(`${key}.${column}=${String(now)}`);
      }
    }
  }
  return found;
}

let t: TestApp;
let w: World;
let victimArtistId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  victimArtistId = (await createArtist(t, { ownerUserId: w.victim.id })).id;
});
afterAll(() => t.close());

function send(user: TestUser | null, method: string, url: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: method as 'POST',
    url,
    remoteAddress: randomIp(),
    headers: { origin: t.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
    payload: body,
  });
}

let persistedCount = 0;
const outcomes: { route: string; fields: number; answer: number; plainAnswer: number }[] = [];

describe('mass assignment', () => {
  it('knows a valid body for every route of the OpenAPI document that takes one', async () => {
    expect(bodyRoutes.map((r) => r.route).sort()).toEqual(await openApiBodyRoutes(t));
  });

  const routes: BodyRoute[] = [...bodyRoutes, ...undeclaredBodyRoutes];
  it.each(routes.map((r) => [r.route, r] as const))(
    '%s persists no forbidden field',
    async (_, entry) => {
      const user = w[entry.caller];
      const method = entry.route.split(' ')[0] ?? 'POST';
      const valid = await requestFor(t, w, entry, user);
      const fields = Object.fromEntries(
        Object.entries(forbiddenFields(w, victimArtistId, user.role)).filter(
          ([name]) => !(name in valid.body),
        ),
      );
      const body = {
        ...valid.body,
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value])),
      };

      const before = await snapshot(t);
      const response = await send(user, method, valid.url, body);
      const after = await snapshot(t);
      const found = persisted(before, after, fields);
      persistedCount += found.length;
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(found).toEqual([]);

      // Refused: the same body without the extra fields is accepted, so the refusal was theirs.
      let plainAnswer = response.statusCode;
      if (response.statusCode >= 400) {
        const again = await requestFor(t, w, entry, user);
        const plainResponse = await send(user, method, again.url, again.body);
        plainAnswer = plainResponse.statusCode;
        const expected = entry.route === 'DELETE /api/me' ? 400 : 299;
        expect(plainAnswer, plainResponse.body).toBeLessThanOrEqual(expected);
      }
      outcomes.push({
        route: entry.route,
        fields: Object.keys(fields).length,
        answer: response.statusCode,
        plainAnswer,
      });
    },
  );

  it.each([
    ['with a role nobody may choose', true],
    ['with every other field', false],
  ])('sign-up %s persists no forbidden field', async (_, withRole) => {
    const tag = randomBytes(4).toString('hex');
    const fields = Object.fromEntries(
      Object.entries(forbiddenFields(w, victimArtistId, 'listener')).filter(
        ([name]) => withRole || name !== 'role',
      ),
    );
    const extras = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.value]));
    const before = await snapshot(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: randomIp(),
      headers: { origin: t.config.publicUrl },
      payload: {
        ...extras,
        email: `mass-${tag}@example.test`,
        password: `Pass-${tag}-word`,
        name: 'Mass Assignment',
        username: `mass_${tag}`,
      },
    });
    const after = await snapshot(t);
    const found = persisted(before, after, fields);
    persistedCount += found.length;
    // better-auth refuses fields it does not know (400) and a role nobody may choose.
    expect(withRole ? [400] : [200, 400], response.body).toContain(response.statusCode);
    expect(found).toEqual([]);
    outcomes.push({
      route: `POST /api/auth/sign-up/email (${withRole ? 'role admin' : 'no role'})`,
      fields: Object.keys(fields).length,
      answer: response.statusCode,
      plainAnswer: response.statusCode,
    });
  });

  afterAll(() => {
    const fieldCount = Object.keys(forbiddenFields(w, victimArtistId, 'listener')).length;
    report(
      `mass assignment: ${outcomes.length} write routes × ${fieldCount} fields, ${persistedCount} persisted\n` +
        outcomes
          .map(
            (o) =>
              `  ${o.route}: ${o.fields} extra fields → ${o.answer} (without: ${o.plainAnswer})`,
          )
          .join('\n'),
    );
  });
});
