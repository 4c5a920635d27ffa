// Playlists people make (000 §4–§8, 001 §2): create with the defaults, edit, delete, a cover
// checked by its content, and tracks added, removed and moved with positions and track_count
// exact. Someone else's private playlist is a 404 for everything.
import type { OwnPlaylist, OwnPlaylists, PlaylistDetail } from '@sada/contracts/playlists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { playlists, playlistTracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeImage } from '../../test/audio';
import { call } from '../../test/call';
import { createArtist, createTrack, ensureGenres } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { multipart, type FormParts } from '../../test/multipart';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let tracks: { id: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await ensureGenres(t);
  owner = await createUser(t, { name: 'Amina Curator' });
  other = await createUser(t);
  tracks = [];
  for (let i = 0; i < 6; i++) tracks.push(await createTrack(t, { title: `Song ${i}` }));
});
afterAll(() => t.close());

async function create(user: TestUser, body: object = { name: 'Mix' }): Promise<OwnPlaylist> {
  const response = await call(t, 'POST', '/api/playlists', { as: user, payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<OwnPlaylist>();
}

async function detail(user: TestUser | null, id: string): Promise<PlaylistDetail> {
  const response = await call(t, 'GET', `/api/playlists/${id}`, { as: user });
  expect(response.statusCode).toBe(200);
  return response.json<PlaylistDetail>();
}

async function add(user: TestUser, playlistId: string, trackId: string) {
  return call(t, 'POST', `/api/playlists/${playlistId}/tracks`, { as: user, payload: { trackId } });
}

const titles = (d: PlaylistDetail) => d.entries.map((e) => e.track.title);

/** Positions and track_count as stored. */
async function stored(playlistId: string) {
  const [row] = await t.database.db
    .select({ trackCount: playlists.trackCount })
    .from(playlists)
    .where(eq(playlists.id, playlistId));
  const entries = await t.database.db
    .select({ position: playlistTracks.position })
    .from(playlistTracks)
    .where(eq(playlistTracks.playlistId, playlistId));
  return {
    trackCount: row?.trackCount,
    positions: entries.map((e) => e.position).sort((a, b) => a - b),
  };
}

describe('POST /api/playlists', () => {
  it('creates a public, not collaborative playlist with trimmed fields', async () => {
    const playlist = await create(owner, { name: '  Road Trip  ', description: '   ' });
    expect(playlist).toMatchObject({
      name: 'Road Trip',
      description: null,
      isPublic: true,
      collaborative: false,
      trackCount: 0,
      coverUrl: null,
      owner: { id: owner.id, displayName: 'Amina Curator' },
    });
  });

  it('keeps the flags and description it is given', async () => {
    const playlist = await create(owner, {
      name: 'Quiet',
      description: ' for the night ',
      isPublic: false,
      collaborative: true,
    });
    expect(playlist).toMatchObject({
      description: 'for the night',
      isPublic: false,
      collaborative: true,
    });
  });

  it.each([{}, { name: '' }, { name: '   ' }])(
    "refuses %j with 'Playlist name is required' and makes nothing",
    async (body) => {
      const before = await t.database.db.$count(playlists);
      const response = await call(t, 'POST', '/api/playlists', { as: owner, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Playlist name is required');
      expect(await t.database.db.$count(playlists)).toBe(before);
    },
  );

  it('refuses a name over 100 characters, and unknown fields', async () => {
    expect(
      (await call(t, 'POST', '/api/playlists', { as: owner, payload: { name: 'x'.repeat(101) } }))
        .statusCode,
    ).toBe(400);
    const extra = await call(t, 'POST', '/api/playlists', {
      as: owner,
      payload: { name: 'A', ownerId: other.id },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('needs an account', async () => {
    expect((await call(t, 'POST', '/api/playlists', { payload: { name: 'Mix' } })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/playlists/:playlistId', () => {
  it('shows a public playlist to anyone, with who may change it', async () => {
    const playlist = await create(owner, { name: 'Open' });
    expect(await detail(null, playlist.id)).toMatchObject({
      name: 'Open',
      entries: [],
      totalDurationMs: 0,
      canEdit: false,
      canAddTracks: false,
    });
    expect(await detail(owner, playlist.id)).toMatchObject({ canEdit: true, canAddTracks: true });
    expect(await detail(other, playlist.id)).toMatchObject({ canEdit: false, canAddTracks: false });
  });

  it('answers a private playlist only to its owner: 404 for anyone else', async () => {
    const playlist = await create(owner, { name: 'Mine only', isPublic: false });
    expect((await detail(owner, playlist.id)).name).toBe('Mine only');
    for (const user of [other, null]) {
      const response = await call(t, 'GET', `/api/playlists/${playlist.id}`, { as: user });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Playlist not found');
    }
    const missing = await call(t, 'GET', '/api/playlists/6f1c2b1e-0000-4000-8000-000000000000', {
      as: owner,
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/playlists/nope', { as: owner })).statusCode).toBe(400);
  });

  it("lists only tracks the viewer may play; the owner's own unpublished ones for the owner", async () => {
    const artistUser = await createUser(t, { role: 'artist' });
    const artist = await createArtist(t, { ownerUserId: artistUser.id });
    const draft = await createTrack(t, { artistId: artist.id, title: 'Draft', status: 'qc' });
    const playlist = await create(artistUser, { name: 'Work' });
    expect((await add(artistUser, playlist.id, tracks[0]?.id ?? '')).statusCode).toBe(201);
    expect((await add(artistUser, playlist.id, draft.id)).statusCode).toBe(201);
    expect(titles(await detail(artistUser, playlist.id))).toEqual(['Song 0', 'Draft']);
    expect(titles(await detail(other, playlist.id))).toEqual(['Song 0']);
  });
});

describe('PATCH and DELETE /api/playlists/:playlistId', () => {
  it('lets the owner rename and change the flags', async () => {
    const playlist = await create(owner, { name: 'Old' });
    const response = await call(t, 'PATCH', `/api/playlists/${playlist.id}`, {
      as: owner,
      payload: {
        name: ' New ',
        description: 'Fresh',
        collaborative: true,
      },
    });
    expect(response.statusCode).toBe(204);
    expect(await detail(owner, playlist.id)).toMatchObject({
      name: 'New',
      description: 'Fresh',
      collaborative: true,
      isPublic: true,
    });
  });

  it('refuses others: 403 on a public playlist, 404 on a private one, 401 signed out', async () => {
    const open = await create(owner, { name: 'Open' });
    const closed = await create(owner, { name: 'Closed', isPublic: false });
    expect(
      (await call(t, 'PATCH', `/api/playlists/${open.id}`, { as: other, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PATCH', `/api/playlists/${closed.id}`, { as: other, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'PATCH', `/api/playlists/${open.id}`, { payload: { name: 'X' } })).statusCode,
    ).toBe(401);
    expect((await call(t, 'DELETE', `/api/playlists/${open.id}`, { as: other })).statusCode).toBe(
      403,
    );
    expect((await detail(owner, open.id)).name).toBe('Open');
  });

  it("refuses an empty name with 'Playlist name is required'", async () => {
    const playlist = await create(owner, { name: 'Keep' });
    const response = await call(t, 'PATCH', `/api/playlists/${playlist.id}`, {
      as: owner,
      payload: { name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Playlist name is required');
  });

  it('deletes the playlist, its entries and its cover file', async () => {
    const playlist = await create(owner, { name: 'Gone' });
    await add(owner, playlist.id, tracks[0]?.id ?? '');
    const cover = await putCover(owner, playlist.id, {
      cover: { filename: 'c.png', contentType: 'image/png', data: await makeImage('png') },
    });
    const { coverUrl } = cover.json<{ coverUrl: string }>();
    const key = coverUrl.replace('/api/media/', '');
    expect(await t.storage.stat(key)).not.toBeNull();

    expect(
      (await call(t, 'DELETE', `/api/playlists/${playlist.id}`, { as: owner })).statusCode,
    ).toBe(204);
    expect((await call(t, 'GET', `/api/playlists/${playlist.id}`, { as: owner })).statusCode).toBe(
      404,
    );
    expect(await stored(playlist.id)).toEqual({ trackCount: undefined, positions: [] });
    expect(await t.storage.stat(key)).toBeNull();
  });
});

function putCover(user: TestUser | null, playlistId: string, parts: FormParts) {
  const form = multipart(parts);
  return t.app.inject({
    method: 'PUT',
    url: `/api/playlists/${playlistId}/cover`,
    headers: {
      origin: t.config.publicUrl,
      ...(user ? { cookie: user.cookie } : {}),
      ...form.headers,
    },
    payload: form.payload,
  });
}

describe('PUT /api/playlists/:playlistId/cover', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'stores a %s cover re-encoded as a JPEG under the owner',
    async (format) => {
      const playlist = await create(owner);
      const response = await putCover(owner, playlist.id, {
        cover: { filename: `c.${format}`, contentType: 'image/*', data: await makeImage(format) },
      });
      expect(response.statusCode).toBe(200);
      const { coverUrl } = response.json<{ coverUrl: string }>();
      expect(coverUrl).toMatch(
        new RegExp(`^/api/media/playlist-covers/${owner.id}/playlist-cover-\\d+\\.jpg$`),
      );
      const media = await t.app.inject({ method: 'GET', url: coverUrl });
      expect(media.statusCode).toBe(200);
      expect(media.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect((await detail(owner, playlist.id)).coverUrl).toBe(coverUrl);
    },
  );

  it('reads the type from the bytes, not the name', async () => {
    const playlist = await create(owner);
    const response = await putCover(owner, playlist.id, {
      cover: { filename: 'c.png', contentType: 'image/png', data: Buffer.from('<svg></svg>') },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'Invalid image file type. Please upload JPG, PNG, GIF or WebP files.',
    );
    expect((await detail(owner, playlist.id)).coverUrl).toBeNull();
  });

  it('refuses a cover over 5MB, and a form without one', async () => {
    const playlist = await create(owner);
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await putCover(owner, playlist.id, {
      cover: { filename: 'c.png', contentType: 'image/png', data: big },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Image size too large. Maximum size is 5MB.');
    const none = await putCover(owner, playlist.id, { name: 'x' });
    expect(none.statusCode).toBe(400);
  });

  it("refuses someone else's playlist", async () => {
    const playlist = await create(owner);
    const response = await putCover(other, playlist.id, {
      cover: { filename: 'c.png', contentType: 'image/png', data: await makeImage('png') },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('tracks of a playlist', () => {
  it('adds at the end, refuses a track twice, and keeps track_count exact', async () => {
    const playlist = await create(owner);
    for (const track of tracks.slice(0, 3)) {
      expect((await add(owner, playlist.id, track.id)).statusCode).toBe(201);
    }
    const again = await add(owner, playlist.id, tracks[1]?.id ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This track is already in the playlist');
    const d = await detail(owner, playlist.id);
    expect(titles(d)).toEqual(['Song 0', 'Song 1', 'Song 2']);
    expect(d.trackCount).toBe(3);
    expect(d.totalDurationMs).toBe(3 * 180_000);
    expect(await stored(playlist.id)).toEqual({ trackCount: 3, positions: [0, 1, 2] });
  });

  it('keeps positions and track_count exact under concurrent adds', async () => {
    const playlist = await create(owner);
    const many = [];
    for (let i = 0; i < 12; i++) many.push(await createTrack(t));
    const answers = await Promise.all(many.map((track) => add(owner, playlist.id, track.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(many.map(() => 201));
    expect(await stored(playlist.id)).toEqual({
      trackCount: 12,
      positions: Array.from({ length: 12 }, (_, i) => i),
    });
  });

  it('refuses a track that is not live, or does not exist, with 404', async () => {
    const playlist = await create(owner);
    const hidden = await createTrack(t, { status: 'rejected' });
    expect((await add(owner, playlist.id, hidden.id)).statusCode).toBe(404);
    const missing = await add(owner, playlist.id, '6f1c2b1e-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(
      (await call(t, 'POST', `/api/playlists/${playlist.id}/tracks`, { as: owner, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('lets others add to a public collaborative playlist only', async () => {
    const shared = await create(owner, { name: 'Shared', collaborative: true });
    const plain = await create(owner, { name: 'Plain' });
    const hiddenShared = await create(owner, {
      name: 'Hidden',
      collaborative: true,
      isPublic: false,
    });
    const added = await add(other, shared.id, tracks[4]?.id ?? '');
    expect(added.statusCode, added.body).toBe(201);
    expect((await add(other, plain.id, tracks[4]?.id ?? '')).statusCode).toBe(403);
    expect((await add(other, hiddenShared.id, tracks[4]?.id ?? '')).statusCode).toBe(404);
    const sharedDetail = await detail(other, shared.id);
    expect(sharedDetail).toMatchObject({ canEdit: false, canAddTracks: true, trackCount: 1 });
    // Adding is all a collaborator may do.
    const entry = sharedDetail.entries[0]?.entryId ?? '';
    const removal = await call(t, 'DELETE', `/api/playlists/${shared.id}/entries/${entry}`, {
      as: other,
    });
    expect(removal.statusCode).toBe(403);
  });

  it('removes an entry and closes the gap', async () => {
    const playlist = await create(owner);
    for (const track of tracks.slice(0, 4)) await add(owner, playlist.id, track.id);
    const before = await detail(owner, playlist.id);
    const second = before.entries[1]?.entryId ?? '';
    const response = await call(t, 'DELETE', `/api/playlists/${playlist.id}/entries/${second}`, {
      as: owner,
    });
    expect(response.statusCode).toBe(204);
    expect(titles(await detail(owner, playlist.id))).toEqual(['Song 0', 'Song 2', 'Song 3']);
    expect(await stored(playlist.id)).toEqual({ trackCount: 3, positions: [0, 1, 2] });
    const again = await call(t, 'DELETE', `/api/playlists/${playlist.id}/entries/${second}`, {
      as: owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it('moves an entry down and up, the others shifting, and clamps to the end', async () => {
    const playlist = await create(owner);
    for (const track of tracks.slice(0, 5)) await add(owner, playlist.id, track.id);
    const ids = (await detail(owner, playlist.id)).entries.map((e) => e.entryId);
    const move = (entryId: string, position: number) =>
      call(t, 'PUT', `/api/playlists/${playlist.id}/entries/${entryId}/position`, {
        as: owner,
        payload: {
          position,
        },
      });

    expect((await move(ids[0] ?? '', 3)).statusCode).toBe(204);
    expect(titles(await detail(owner, playlist.id))).toEqual([
      'Song 1',
      'Song 2',
      'Song 3',
      'Song 0',
      'Song 4',
    ]);
    expect((await move(ids[4] ?? '', 0)).statusCode).toBe(204);
    expect(titles(await detail(owner, playlist.id))).toEqual([
      'Song 4',
      'Song 1',
      'Song 2',
      'Song 3',
      'Song 0',
    ]);
    expect((await move(ids[1] ?? '', 400)).statusCode).toBe(204);
    expect(titles(await detail(owner, playlist.id)).at(-1)).toBe('Song 1');
    expect(await stored(playlist.id)).toEqual({ trackCount: 5, positions: [0, 1, 2, 3, 4] });
    expect((await move(ids[1] ?? '', -1)).statusCode).toBe(400);
    const stranger = await call(
      t,
      'PUT',
      `/api/playlists/${playlist.id}/entries/${ids[1] ?? ''}/position`,
      { as: other, payload: { position: 0 } },
    );
    expect(stranger.statusCode).toBe(403);
  });
});

describe('GET /api/me/playlists', () => {
  it("lists only the caller's playlists, newest or last changed first", async () => {
    const me = await createUser(t);
    const first = await create(me, { name: 'First' });
    await create(me, { name: 'Second', isPublic: false });
    await create(other, { name: 'Not mine' });
    const newest = await call(t, 'GET', '/api/me/playlists?sort=created&limit=5', { as: me });
    expect(newest.json<OwnPlaylists>().playlists.map((p) => p.name)).toEqual(['Second', 'First']);

    await add(me, first.id, tracks[0]?.id ?? '');
    const changed = await call(t, 'GET', '/api/me/playlists?sort=updated', { as: me });
    expect(changed.json<OwnPlaylists>().playlists.map((p) => p.name)).toEqual(['First', 'Second']);
  });

  it('needs an account and a valid query', async () => {
    expect((await call(t, 'GET', '/api/me/playlists')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/me/playlists?sort=name', { as: owner })).statusCode).toBe(
      400,
    );
  });
});
