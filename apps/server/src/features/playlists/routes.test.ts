import type { PlaylistPage } from '@sada/contracts/playlists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { createPlaylist } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';

let t: TestApp;
let owner: TestUser;
const publicNames: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t, { name: 'Amina Curator' });
  for (let i = 0; i < 30; i++) {
    const isPublic = i % 4 !== 3;
    const name = `${isPublic ? 'Public' : 'Private'} ${i}`;
    await createPlaylist(t, {
      ownerId: owner.id,
      name,
      isPublic,
      description: i === 0 ? 'The first' : null,
      coverUrl: i === 0 ? '/api/media/playlist-covers/first.jpg' : null,
      trackCount: i,
    });
    if (isPublic) publicNames.unshift(name);
  }
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/playlists${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<PlaylistPage>();
}

describe('GET /api/playlists', () => {
  it('lists public playlists newest first, 4 for browse', async () => {
    const page = await list('?limit=4');
    expect(page.playlists.map((p) => p.name)).toEqual(publicNames.slice(0, 4));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('returns 20 by default and never a private playlist', async () => {
    const page = await list();
    expect(publicNames).toHaveLength(23);
    expect(page.playlists.map((p) => p.name)).toEqual(publicNames.slice(0, 20));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('pages through every public playlist once with the cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PlaylistPage = await list(`?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.playlists.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(publicNames);
  });

  it('shows the owner, the track count and the cover', async () => {
    const page = await list('?limit=50');
    expect(page.playlists.at(-1)).toMatchObject({
      name: 'Public 0',
      description: 'The first',
      coverUrl: '/api/media/playlist-covers/first.jpg',
      trackCount: 0,
      owner: { id: owner.id, displayName: 'Amina Curator' },
    });
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=51', 'limit must be at most 50'],
    ['?cursor=%%%', 'Invalid cursor'],
    [`?cursor=${Buffer.from('["tomorrow","x"]').toString('base64url')}`, 'Invalid cursor'],
    [`?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'Invalid cursor'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/playlists${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});
