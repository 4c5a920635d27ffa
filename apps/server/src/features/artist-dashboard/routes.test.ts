// GET /api/dashboard/artist: real figures from the database.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { refreshMonthlyListeners } from '../../catalog/monthly-listeners';
import { artists, follows, streamEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { createUploader } from '../../test/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 86_400_000;

function dashboard(user: TestUser | null) {
  return call(t, 'GET', '/api/dashboard/artist', { as: user });
}

describe('the artist dashboard', () => {
  it('counts plays, listeners, followers, likes and uploads of the artist', async () => {
    const { user, artist } = await createUploader(t);
    const other = await createUploader(t);
    const hit = await createTrack(t, {
      artistId: artist.id,
      title: 'Hit',
      playCount: 40,
      likeCount: 7,
    });
    const quiet = await createTrack(t, { artistId: artist.id, title: 'Quiet', playCount: 2 });
    await createTrack(t, { artistId: artist.id, status: 'qc', title: 'In review' });
    await createTrack(t, { artistId: artist.id, status: 'failed', title: 'Broken' });
    const elsewhere = await createTrack(t, { artistId: other.artist.id, playCount: 1000 });

    const [a, b, c] = await Promise.all([
      createUser(t, { role: 'listener' }),
      createUser(t, { role: 'listener' }),
      createUser(t, { role: 'listener' }),
    ]);
    if (!a || !b || !c) throw new Error('listeners');
    const now = Date.now();
    const play = (userId: string | null, trackId: string, daysAgo: number, counted = true) => ({
      userId,
      trackId,
      startedAt: new Date(now - daysAgo * DAY),
      completedMs: 60_000,
      countedAt: counted ? new Date(now - daysAgo * DAY) : null,
    });
    await t.database.db
      .insert(streamEvents)
      .values([
        play(a.id, hit.id, 0),
        play(a.id, quiet.id, 0),
        play(b.id, hit.id, 3),
        play(null, hit.id, 3),
        play(b.id, hit.id, 3, false),
        play(c.id, hit.id, 40),
        play(c.id, elsewhere.id, 1),
      ]);
    await t.database.db.insert(follows).values([
      { followerId: a.id, artistId: artist.id },
      { followerId: b.id, artistId: artist.id },
      { followerId: c.id, artistId: other.artist.id },
    ]);

    const response = await dashboard(user);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      totals: Record<string, number>;
      playsPerDay: { date: string; plays: number }[];
      uploadsByStatus: Record<string, number>;
      topTracks: { title: string }[];
      recentUploads: { title: string; stage: string }[];
    }>();
    expect(body.totals).toEqual({
      plays: 42,
      likes: 7,
      followers: 2,
      monthlyListeners: 2,
      tracks: 4,
    });
    expect(body.playsPerDay).toHaveLength(28);
    const today = new Date(now).toISOString().slice(0, 10);
    const threeDaysAgo = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    expect(body.playsPerDay.at(-1)).toEqual({ date: today, plays: 2 });
    expect(body.playsPerDay.find((d) => d.date === threeDaysAgo)?.plays).toBe(2);
    expect(body.playsPerDay.reduce((sum, d) => sum + d.plays, 0)).toBe(4);
    expect(body.uploadsByStatus).toMatchObject({ live: 2, qc: 1, failed: 1, processing: 0 });
    expect(body.topTracks.map((x) => x.title).slice(0, 2)).toEqual(['Hit', 'Quiet']);
    expect(body.recentUploads).toHaveLength(4);

    const [stored] = await t.database.db
      .select({ monthlyListeners: artists.monthlyListeners })
      .from(artists)
      .where(eq(artists.id, artist.id));
    expect(stored?.monthlyListeners).toBe(2);
  });

  it('recounts every artist in the periodic job', async () => {
    const { artist } = await createUploader(t);
    await t.database.db
      .update(artists)
      .set({ monthlyListeners: 12_345 })
      .where(eq(artists.id, artist.id));
    await refreshMonthlyListeners(t.database.db);
    const [row] = await t.database.db
      .select({ monthlyListeners: artists.monthlyListeners })
      .from(artists)
      .where(eq(artists.id, artist.id));
    expect(row?.monthlyListeners).toBe(0);
  });

  it('needs an artist profile, and is not for listeners', async () => {
    const label = await createUser(t, { role: 'label' });
    const noProfile = await dashboard(label);
    expect(noProfile.statusCode).toBe(403);
    expect(noProfile.json<{ error: { message: string } }>().error.message).toBe(
      'Artist profile required: Please create an artist profile first',
    );
    expect((await dashboard(await createUser(t, { role: 'listener' }))).statusCode).toBe(403);
    expect((await dashboard(null)).statusCode).toBe(401);
  });
});
