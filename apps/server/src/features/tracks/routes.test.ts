import type { TrackStatus } from '@sada/contracts/enums';
import type { PlayableTracks, TrackDetail, TrackPage, TrackSummary } from '@sada/contracts/tracks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { likes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createAlbum, createArtist, createPlaylist, createTrack } from '../../test/catalog';
import { createUser } from '../../test/factories';
import { callers, createCast, type Caller } from '../../test/player';

let t: TestApp;
let cast: Awaited<ReturnType<typeof createCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await createCast(t);
});
afterAll(() => t.close());

const get = (url: string, caller: Caller = 'anonymous') =>
  t.app.inject({ method: 'GET', url, headers: cast.headers(caller) });

describe('GET /api/tracks', () => {
  const mine = new Set<string>();
  const sameInstant = new Date('2026-03-01T10:00:00.123456Z');

  beforeAll(async () => {
    const artist = await createArtist(t);
    const specs = [
      { playCount: 50, likeCount: 1, createdAt: new Date('2026-01-01T00:00:00Z') },
      { playCount: 10, likeCount: 9, createdAt: new Date('2026-02-01T00:00:00Z') },
      { playCount: 30, likeCount: 5, createdAt: sameInstant },
      { playCount: 30, likeCount: 5, createdAt: sameInstant },
      { playCount: 30, likeCount: 5, createdAt: sameInstant },
      { playCount: 70, likeCount: 0, createdAt: new Date('2025-12-01T00:00:00Z') },
    ];
    for (const spec of specs) {
      mine.add((await createTrack(t, { artistId: artist.id, ...spec })).id);
    }
    // Never listed: not live, however popular.
    for (const status of ['processing', 'qc', 'rejected', 'needs_revision'] as const) {
      await createTrack(t, { artistId: artist.id, status, playCount: 1e6, likeCount: 1e5 });
    }
  });

  async function walk(sort: string, limit: number): Promise<TrackSummary[]> {
    const all: TrackSummary[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ sort, limit: String(limit) });
      if (cursor) query.set('cursor', cursor);
      const response = await get(`/api/tracks?${query.toString()}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<TrackPage>();
      expect(page.tracks.length).toBeLessThanOrEqual(limit);
      all.push(...page.tracks);
      cursor = page.nextCursor;
    } while (cursor);
    return all;
  }

  const byKeyThenId = (key: (t: TrackSummary) => number) => (a: TrackSummary, b: TrackSummary) =>
    key(b) - key(a) || (a.id < b.id ? 1 : -1);

  it.each([
    ['popular', (x: TrackSummary) => x.playCount],
    ['liked', (x: TrackSummary) => x.likeCount],
    ['recent', (x: TrackSummary) => Date.parse(x.createdAt)],
  ] as const)('lists only live tracks by %s, ties by id, across pages', async (sort, key) => {
    const whole = await walk(sort, 50);
    expect(whole.every((x) => x.status === 'live')).toBe(true);
    for (const limit of [1, 2, 4]) {
      expect((await walk(sort, limit)).map((x) => x.id)).toEqual(whole.map((x) => x.id));
    }
    const ours = whole.filter((x) => mine.has(x.id));
    expect(ours).toHaveLength(mine.size);
    expect(ours).toEqual([...ours].sort(byKeyThenId(key)));
  });

  it('sorts by popularity unless told otherwise, 20 to a page', async () => {
    const response = await get('/api/tracks');
    expect(response.statusCode).toBe(200);
    const counts = response.json<TrackPage>().tracks.map((x) => x.playCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('never repeats a track created at the same instant when paging by recency', async () => {
    const ids = (await walk('recent', 1)).map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows each track as the player reads it', async () => {
    const [first] = (await get('/api/tracks?sort=popular&limit=1')).json<TrackPage>().tracks;
    expect(first).toMatchObject({
      title: expect.any(String),
      artist: { id: expect.any(String), name: expect.any(String), verified: false },
      album: null,
      durationMs: 180_000,
      explicit: false,
      status: 'live',
    });
  });

  it.each([
    ['sort=loudest', 'sort must be popular, liked or recent'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=51', 'limit must be at most 50'],
    ['limit=ten', 'limit must be a number'],
    ['cursor=not-a-cursor', 'Invalid cursor'],
    [
      `cursor=${Buffer.from('{"sort":"popular","key":"1;drop","id":"x"}').toString('base64url')}`,
      'Invalid cursor',
    ],
  ])('answers 400 to %s', async (query, message) => {
    const response = await get(`/api/tracks?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it("refuses one sort's cursor for another", async () => {
    const page = (await get('/api/tracks?sort=liked&limit=1')).json<TrackPage>();
    expect(page.nextCursor).not.toBeNull();
    const response = await get(`/api/tracks?sort=recent&cursor=${page.nextCursor ?? ''}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/tracks/:trackId', () => {
  const unpublished: TrackStatus[] = ['processing', 'qc', 'approved', 'rejected', 'needs_revision'];
  const mayPlayUnpublished: Record<Caller, boolean> = {
    anonymous: false,
    listener: false,
    owner: true,
    otherArtist: false,
    label: true,
    admin: true,
  };

  it.each(callers)('shows a live track to %s', async (caller) => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const response = await get(`/api/tracks/${track.id}`, caller);
    expect(response.statusCode).toBe(200);
    expect(response.json<TrackSummary>()).toMatchObject({ id: track.id, status: 'live' });
  });

  it('gives the lyrics, language, content type, audio format and genre of the track page', async () => {
    const track = await createTrack(t, {
      artistId: cast.artist.id,
      lyrics: 'Line one\nLine two',
      language: 'urdu',
      islamicContentType: 'dua',
      audioFormat: 'm4a',
      genre: 'dhikr',
    });
    const response = await get(`/api/tracks/${track.id}`);
    expect(response.json<TrackDetail>()).toMatchObject({
      lyrics: 'Line one\nLine two',
      language: 'urdu',
      contentType: 'dua',
      audioFormat: 'm4a',
      genre: { slug: 'dhikr', name: 'Dhikr & Dua' },
    });
  });

  const cases = unpublished.flatMap((status) => callers.map((caller) => [status, caller] as const));
  it.each(cases)('a %s track, asked for by %s', async (status, caller) => {
    const track = await createTrack(t, { artistId: cast.artist.id, status });
    const response = await get(`/api/tracks/${track.id}`, caller);
    if (mayPlayUnpublished[caller]) {
      expect(response.statusCode).toBe(200);
      expect(response.json<TrackSummary>().status).toBe(status);
    } else {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: 'Track not found' },
      });
    }
  });

  it('hides unpublished tracks from a label no admin has verified', async () => {
    const label = await createUser(t, { role: 'label', labelVerified: false });
    const track = await createTrack(t, { artistId: cast.artist.id, status: 'qc' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tracks/${track.id}`,
      headers: { cookie: label.cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a track that does not exist and 400 for a malformed id', async () => {
    expect((await get('/api/tracks/6f1c2b1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await get('/api/tracks/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Not a track id');
  });
});

describe('GET /api/play/:kind/:id', () => {
  const ids = (response: { json: <T>() => T }) =>
    response.json<PlayableTracks>().tracks.map((x) => x.id);

  it("queues an artist's live tracks, newest first", async () => {
    const artist = await createArtist(t, { ownerUserId: null });
    const older = await createTrack(t, { artistId: artist.id, createdAt: new Date('2026-01-01') });
    const newer = await createTrack(t, { artistId: artist.id, createdAt: new Date('2026-02-01') });
    await createTrack(t, { artistId: artist.id, status: 'qc', createdAt: new Date('2026-03-01') });
    const response = await get(`/api/play/artist/${artist.id}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([newer.id, older.id]);
  });

  it('answers an artist without live tracks with an empty list', async () => {
    const artist = await createArtist(t);
    await createTrack(t, { artistId: artist.id, status: 'processing' });
    const response = await get(`/api/play/artist/${artist.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tracks: [] });
  });

  it("queues an album's live tracks by track number", async () => {
    const artist = await createArtist(t);
    const album = await createAlbum(t, { artistId: artist.id });
    const third = await createTrack(t, { artistId: artist.id, albumId: album.id, trackNumber: 3 });
    const first = await createTrack(t, { artistId: artist.id, albumId: album.id, trackNumber: 1 });
    await createTrack(t, { artistId: artist.id, albumId: album.id, trackNumber: 2, status: 'qc' });
    const response = await get(`/api/play/album/${album.id}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([first.id, third.id]);
    expect(response.json<PlayableTracks>().tracks[0]?.album).toEqual({
      id: album.id,
      title: album.title,
    });
  });

  it("queues a public playlist's tracks in position order, the unpublished only for who may play them", async () => {
    const a = await createTrack(t, { artistId: cast.artist.id });
    const b = await createTrack(t, { artistId: cast.artist.id });
    const draft = await createTrack(t, { artistId: cast.artist.id, status: 'needs_revision' });
    const playlist = await createPlaylist(t, { ownerId: cast.users.listener.id }, [
      b.id,
      draft.id,
      a.id,
    ]);
    for (const caller of ['anonymous', 'listener', 'otherArtist'] as const) {
      expect(ids(await get(`/api/play/playlist/${playlist.id}`, caller))).toEqual([b.id, a.id]);
    }
    for (const caller of ['owner', 'label', 'admin'] as const) {
      expect(ids(await get(`/api/play/playlist/${playlist.id}`, caller))).toEqual([
        b.id,
        draft.id,
        a.id,
      ]);
    }
  });

  it("answers someone else's private playlist exactly like a missing one", async () => {
    const track = await createTrack(t, { artistId: cast.artist.id });
    const playlist = await createPlaylist(t, { ownerId: cast.users.listener.id, isPublic: false }, [
      track.id,
    ]);
    expect(ids(await get(`/api/play/playlist/${playlist.id}`, 'listener'))).toEqual([track.id]);
    const missing = await get('/api/play/playlist/6f1c2b1e-0000-4000-8000-000000000000', 'admin');
    expect(missing.statusCode).toBe(404);
    for (const caller of ['anonymous', 'owner', 'admin'] as const) {
      const response = await get(`/api/play/playlist/${playlist.id}`, caller);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect(missing.json().error.message).toBe('Playlist not found');
  });

  it.each([
    ['artist', 'Artist not found'],
    ['album', 'Album not found'],
  ])('answers 404 for a missing %s', async (kind, message) => {
    const response = await get(`/api/play/${kind}/6f1c2b1e-0000-4000-8000-000000000000`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(message);
  });

  it.each([
    ['/api/play/mood/6f1c2b1e-0000-4000-8000-000000000000', 'Unknown play source'],
    ['/api/play/artist/nope', 'Not an id'],
  ])('answers 400 for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('GET /api/play/liked', () => {
  it('asks anonymous visitors to sign in', async () => {
    expect((await get('/api/play/liked')).statusCode).toBe(401);
  });

  it('queues your liked live tracks, newest like first', async () => {
    const user = await createUser(t);
    const first = await createTrack(t, { artistId: cast.artist.id });
    const second = await createTrack(t, { artistId: cast.artist.id });
    const takenDown = await createTrack(t, { artistId: cast.artist.id, status: 'rejected' });
    const someoneElses = await createTrack(t, { artistId: cast.artist.id });
    await t.database.db.insert(likes).values([
      { userId: user.id, trackId: first.id, createdAt: new Date('2026-01-01') },
      { userId: user.id, trackId: second.id, createdAt: new Date('2026-01-02') },
      { userId: user.id, trackId: takenDown.id, createdAt: new Date('2026-01-03') },
      { userId: cast.users.listener.id, trackId: someoneElses.id },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/play/liked',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PlayableTracks>().tracks.map((x) => x.id)).toEqual([second.id, first.id]);
  });
});
