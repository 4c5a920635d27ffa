// /api/me/history (001 §2 Recently Played, §7): the caller's listens of live tracks, newest
// first, and Clear History, which unlinks them without touching play counts.
import type { History } from '@sada/contracts/history';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { streamEvents, tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack, ensureGenres, recordPlays } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t.close());

async function historyOf(user: TestUser, query = ''): Promise<string[]> {
  const response = await call(t, 'GET', `/api/me/history${query}`, { as: user });
  expect(response.statusCode).toBe(200);
  return response.json<History>().entries.map((entry) => entry.track.title);
}

describe('GET /api/me/history', () => {
  it('lists the listens of live tracks, newest first, and no one else’s', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const a = await createTrack(t, { title: 'Alif' });
    const b = await createTrack(t, { title: 'Ba' });
    const hidden = await createTrack(t, { title: 'Taken down', status: 'rejected' });
    await recordPlays(t, me.id, [b.id, hidden.id, a.id, b.id]);
    await recordPlays(t, other.id, [a.id]);
    expect(await historyOf(me)).toEqual(['Ba', 'Alif', 'Ba']);
    expect(await historyOf(me, '?limit=2')).toEqual(['Ba', 'Alif']);
    expect(await historyOf(other)).toEqual(['Alif']);
  });

  it('gives when each listen started and how far it got', async () => {
    const me = await createUser(t);
    const track = await createTrack(t, { title: 'Jim' });
    await recordPlays(t, me.id, [track.id], Date.parse('2026-11-20T08:00:00Z'));
    const response = await call(t, 'GET', '/api/me/history', { as: me });
    expect(response.json<History>().entries[0]).toMatchObject({
      startedAt: '2026-11-20T08:00:00.000Z',
      completedMs: 30_000,
      track: { id: track.id, title: 'Jim' },
    });
  });

  it('needs an account and a limit from 1 to 50', async () => {
    expect((await call(t, 'GET', '/api/me/history')).statusCode).toBe(401);
    const me = await createUser(t);
    expect((await call(t, 'GET', '/api/me/history?limit=51', { as: me })).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/me/history?limit=0', { as: me })).statusCode).toBe(400);
  });
});

describe('DELETE /api/me/history', () => {
  it("empties the caller's history only, and keeps the listens as anonymous ones", async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const track = await createTrack(t, { title: 'Dal', playCount: 7 });
    await recordPlays(t, me.id, [track.id, track.id]);
    await recordPlays(t, other.id, [track.id]);
    const anonymousBefore = await t.database.db.$count(streamEvents, isNull(streamEvents.userId));

    expect((await call(t, 'DELETE', '/api/me/history', { as: me })).statusCode).toBe(204);
    expect(await historyOf(me)).toEqual([]);
    expect(await historyOf(other)).toEqual(['Dal']);
    expect(await t.database.db.$count(streamEvents, isNull(streamEvents.userId))).toBe(
      anonymousBefore + 2,
    );
    const [row] = await t.database.db
      .select({ playCount: tracks.playCount })
      .from(tracks)
      .where(eq(tracks.id, track.id));
    expect(row?.playCount).toBe(7);
  });

  it('needs an account', async () => {
    expect((await call(t, 'DELETE', '/api/me/history')).statusCode).toBe(401);
  });
});
