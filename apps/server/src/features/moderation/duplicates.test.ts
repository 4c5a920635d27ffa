// A track under review with what its duplicate check found: whether it ran, and the tracks its
// audio likely copies, most alike first.
import { DUPLICATE_MATCHES_SHOWN, type DuplicateCheck } from '@sada/contracts/duplicates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { trackDuplicateMatches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t?.close());

const pending = (fingerprintChecked: boolean | null) =>
  createTrack(t, {
    status: 'qc',
    requiresReview: true,
    processingStage: 'completed',
    processingProgress: 100,
    fingerprintChecked,
  });

async function duplicateCheckOf(trackId: string): Promise<DuplicateCheck> {
  const response = await call(t, 'GET', `/api/moderation/tracks/${trackId}`, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ duplicateCheck: DuplicateCheck }>().duplicateCheck;
}

describe('the duplicate check of a track under review', () => {
  it('names each match with its title, artist and status, most alike first, ten at most', async () => {
    const upload = await pending(true);
    const artist = await createArtist(t, { name: 'Nasheed House' });
    const similarities = [0.86, 0.99, 0.9, 0.95, 0.87, 0.88, 0.91, 0.92, 0.93, 0.94, 0.89, 0.96];
    const matched = await Promise.all(
      similarities.map((_, i) =>
        createTrack(t, {
          artistId: artist.id,
          title: `Match ${i}`,
          status: i === 0 ? 'rejected' : 'live',
        }),
      ),
    );
    await t.database.db.insert(trackDuplicateMatches).values(
      matched.map((track, i) => ({
        trackId: upload.id,
        matchedTrackId: track.id,
        similarity: similarities[i] ?? 0,
      })),
    );

    const check = await duplicateCheckOf(upload.id);
    expect(check.checked).toBe(true);
    expect(check.matches).toHaveLength(DUPLICATE_MATCHES_SHOWN);
    expect(check.matches.map((m) => m.similarity)).toEqual(
      [...similarities].sort((a, b) => b - a).slice(0, DUPLICATE_MATCHES_SHOWN),
    );
    expect(check.matches[0]).toEqual({
      track: { id: matched[1]?.id, title: 'Match 1', artistName: 'Nasheed House', status: 'live' },
      similarity: 0.99,
    });
    // The least alike are left out: the rejected one among them.
    expect(check.matches.some((m) => m.track.status === 'rejected')).toBe(false);
  });

  it('says whether the check ran: not yet, or not possible', async () => {
    const notYet = await pending(null);
    expect(await duplicateCheckOf(notYet.id)).toEqual({ checked: null, matches: [] });
    const notPossible = await pending(false);
    expect(await duplicateCheckOf(notPossible.id)).toEqual({ checked: false, matches: [] });
    const nothingFound = await pending(true);
    expect(await duplicateCheckOf(nothingFound.id)).toEqual({ checked: true, matches: [] });
  });

  it('is not shown to whoever may not moderate', async () => {
    const upload = await pending(true);
    const listener = await createUser(t, { role: 'listener' });
    const response = await call(t, 'GET', `/api/moderation/tracks/${upload.id}`, { as: listener });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('duplicateCheck');
  });
});
