// Chapters: written by the track's artist alone, checked on the server, and on a live track
// through review; listeners read them with the track.
import { chapterMessages } from '@sada/contracts/chapters';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { createUploader } from '../../test/uploads';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUploader>>;
let otherArtist: Awaited<ReturnType<typeof createUploader>>;
let listener: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUploader(t);
  otherArtist = await createUploader(t);
  listener = await createUser(t, { role: 'listener' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const hour = 3_600_000;
const put = (trackId: string, payload: object, as: TestUser = owner.user) =>
  call(t, 'PUT', `/api/me/tracks/${trackId}/chapters`, { as, payload });
const waiting = () =>
  createTrack(t, {
    artistId: owner.artist.id,
    status: 'qc',
    requiresReview: true,
    durationMs: 2 * hour,
  });

async function chaptersOf(trackId: string) {
  const [row] = await t.database.db
    .select({ chapters: tracks.chapters, pendingChanges: tracks.pendingChanges })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row;
}

describe('PUT /api/me/tracks/:trackId/chapters', () => {
  it('reads a `mm:ss Title` list, the way descriptions write them', async () => {
    const track = await waiting();
    const response = await put(track.id, {
      list: '0:00 Opening\n\n12:30 - The first question\n[45:05] Answers\n1:02:00 Closing du‘a',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: chapterMessages.saved,
      pendingChapters: null,
      chapters: [
        { startMs: 0, title: 'Opening' },
        { startMs: 750_000, title: 'The first question' },
        { startMs: 2_705_000, title: 'Answers' },
        { startMs: 3_720_000, title: 'Closing du‘a' },
      ],
    });
  });

  it('holds a live track’s chapters for review; the track page shows them once approved', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      durationMs: hour,
      instrumentation: 'vocals_only',
    });
    const response = await put(track.id, {
      chapters: [
        { title: ' Start ', startMs: 0 },
        { title: 'Q&A', startMs: 600_000 },
      ],
    });
    expect(response.json()).toMatchObject({
      message: chapterMessages.savedForReview,
      chapters: [],
      pendingChapters: [
        { title: 'Start', startMs: 0 },
        { title: 'Q&A', startMs: 600_000 },
      ],
    });
    expect((await call(t, 'GET', `/api/tracks/${track.id}`)).json()).toMatchObject({
      chapters: [],
    });
    const approved = await call(t, 'POST', `/api/moderation/tracks/${track.id}/reviews`, {
      as: admin,
      payload: { decision: 'approved', instrumentation: 'vocals_only' },
    });
    expect(approved.statusCode, approved.body).toBe(201);
    expect((await call(t, 'GET', `/api/tracks/${track.id}`)).json()).toMatchObject({
      chapters: [{ title: 'Start' }, { title: 'Q&A' }],
    });
  });

  it.each([
    [
      {
        chapters: [
          { title: 'A', startMs: 0 },
          { title: 'B', startMs: 0 },
        ],
      },
      'chapters.1',
      chapterMessages.sameTime(2),
    ],
    [
      {
        chapters: [
          { title: 'A', startMs: 5000 },
          { title: 'B', startMs: 1000 },
        ],
      },
      'chapters.1',
      chapterMessages.unordered(2),
    ],
    [
      {
        chapters: [
          { title: 'A', startMs: 0 },
          { title: 'Late', startMs: 3 * hour },
        ],
      },
      'chapters.1',
      chapterMessages.pastEnd(2, '2:00:00'),
    ],
    [{ chapters: [{ title: '   ', startMs: 0 }] }, 'chapters.0', chapterMessages.titleRequired],
    [{ list: '0:00 Fine\nno time here' }, 'list', chapterMessages.badLine(2)],
    [{ list: '0:00 A\n0:00 B' }, 'list', chapterMessages.sameTime(2)],
    [{ list: '0:75 Bad seconds' }, 'list', chapterMessages.badLine(1)],
  ])(
    'refuses bad chapters with the message at its field, and saves nothing (%#)',
    async (payload, field, message) => {
      const track = await waiting();
      const response = await put(track.id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { message, fields: { [field]: message } } });
      expect((await chaptersOf(track.id))?.chapters).toBeNull();
    },
  );

  it.each([
    [{ chapters: [{ title: 'A', startMs: -1 }] }],
    [{ chapters: [{ title: 'A', startMs: 1.5 }] }],
    [{ chapters: Array.from({ length: 201 }, (_, i) => ({ title: `C${i}`, startMs: i * 1000 })) }],
    [{ list: 'x'.repeat(30_001) }],
    [{ chapters: [], list: '' }],
  ])('answers 400 to a body that is not chapters (%#)', async (payload) => {
    const track = await waiting();
    expect((await put(track.id, payload)).statusCode).toBe(400);
  });

  it('lets only the track’s artist read or change its chapters', async () => {
    const track = await createTrack(t, { artistId: owner.artist.id, durationMs: hour });
    const chapters = { chapters: [{ title: 'A', startMs: 0 }] };
    expect((await put(track.id, chapters, otherArtist.user)).statusCode).toBe(403);
    expect((await put(track.id, chapters, listener)).statusCode).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/me/tracks/${track.id}/chapters`, { payload: chapters }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t, 'GET', `/api/me/tracks/${track.id}/chapters`, { as: otherArtist.user }))
        .statusCode,
    ).toBe(403);
    const mine = await call(t, 'GET', `/api/me/tracks/${track.id}/chapters`, { as: owner.user });
    expect(mine.json()).toEqual({
      trackId: track.id,
      chapters: [],
      pendingChapters: null,
      message: null,
    });
  });

  it('removes them with an empty list', async () => {
    const track = await waiting();
    await put(track.id, { list: '0:00 Only' });
    expect((await put(track.id, { chapters: [] })).json()).toMatchObject({ chapters: [] });
    expect((await chaptersOf(track.id))?.chapters).toBeNull();
  });
});
