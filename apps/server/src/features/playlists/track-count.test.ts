import type { OwnPlaylists, PlaylistDetail, PlaylistPage } from '@sada/contracts/playlists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createPlaylist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
});
afterAll(() => t.close());

async function getJson<T>(url: string, cookie?: string): Promise<T> {
  const response = await call(t, 'GET', url, { as: cookie ? { cookie } : null });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('the track count of a playlist', () => {
  it('counts only the tracks a listener can play there, in lists and on its page', async () => {
    const owner = await createUser(t);
    const [first, takenDown, last] = [
      await createTrack(t),
      await createTrack(t),
      await createTrack(t),
    ];
    const playlist = await createPlaylist(t, { ownerId: owner.id }, [
      first.id,
      takenDown.id,
      last.id,
    ]);
    await t.database.db
      .update(tracks)
      .set({ status: 'rejected' })
      .where(eq(tracks.id, takenDown.id));

    const listed = await getJson<PlaylistPage>('/api/playlists?limit=50');
    expect(listed.playlists.find((p) => p.id === playlist.id)?.trackCount).toBe(2);
    const own = await getJson<OwnPlaylists>('/api/me/playlists', owner.cookie);
    expect(own.playlists.find((p) => p.id === playlist.id)?.trackCount).toBe(2);
    const detail = await getJson<PlaylistDetail>(`/api/playlists/${playlist.id}`);
    expect(detail.entries.map((entry) => entry.track.id)).toEqual([first.id, last.id]);
    expect(detail.trackCount).toBe(2);
  });
});
