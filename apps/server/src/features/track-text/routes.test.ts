// A track's text layers: read by whoever may play the track, written by its artist alone, and on
// a live track through review like every detail listeners read.
import { textLayerMessages } from '@sada/contracts/text-layers';
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

const lrc = '[ti:Invented]\n[00:01.00]سطر أول\n[00:04.50]سطر ثان\n[00:09.00]\n[00:12.00]سطر ثالث';
const arabic = { kind: 'original', language: 'ar', lrc };
const english = {
  kind: 'translation',
  language: 'EN',
  lines: [
    { startMs: 1000, text: 'A first line' },
    { startMs: 4500, endMs: 9000, text: 'A second <b>line</b>' },
    { startMs: 12_000, text: 'A third line' },
  ],
};

const put = (trackId: string, layers: unknown[], as: TestUser = owner.user) =>
  call(t, 'PUT', `/api/me/tracks/${trackId}/text`, { as, payload: { layers } });
const read = (trackId: string, as: TestUser | null = listener) =>
  call(t, 'GET', `/api/tracks/${trackId}/text`, { as });

async function textLayersOf(trackId: string) {
  const [row] = await t.database.db
    .select({ textLayers: tracks.textLayers, pendingChanges: tracks.pendingChanges })
    .from(tracks)
    .where(eq(tracks.id, trackId));
  return row;
}

const approve = (trackId: string) =>
  call(t, 'POST', `/api/moderation/tracks/${trackId}/reviews`, {
    as: admin,
    payload: {
      decision: 'approved',
      islamicComplianceScore: 9,
      audioQualityScore: 8,
      instrumentation: 'vocals_only',
    },
  });

describe('PUT /api/me/tracks/:trackId/text', () => {
  it('stores the layers of a track not yet live at once: LRC read, tags canonical, ends kept', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      status: 'qc',
      requiresReview: true,
    });
    const response = await put(track.id, [arabic, english]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ pendingLayers: null, message: textLayerMessages.saved });
    expect(body.layers).toEqual([
      {
        kind: 'original',
        language: 'ar',
        direction: 'rtl',
        synced: true,
        lines: [
          { startMs: 1000, endMs: null, text: 'سطر أول' },
          { startMs: 4500, endMs: 9000, text: 'سطر ثان' },
          { startMs: 12_000, endMs: null, text: 'سطر ثالث' },
        ],
      },
      {
        kind: 'translation',
        language: 'en',
        direction: 'ltr',
        synced: true,
        lines: [
          { startMs: 1000, endMs: null, text: 'A first line' },
          { startMs: 4500, endMs: 9000, text: 'A second <b>line</b>' },
          { startMs: 12_000, endMs: null, text: 'A third line' },
        ],
      },
    ]);
    expect((await textLayersOf(track.id))?.textLayers).toHaveLength(2);
    const mine = await call(t, 'GET', `/api/me/tracks/${track.id}/text`, { as: owner.user });
    expect(mine.json()).toEqual(body.message ? { ...body, message: null } : body);
  });

  it("holds a live track's new text for review; listeners keep reading the approved text until a reviewer approves", async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      instrumentation: 'vocals_only',
      textLayers: [
        {
          kind: 'original',
          language: 'ar',
          direction: 'rtl',
          synced: false,
          lines: [{ startMs: null, endMs: null, text: 'نص قديم' }],
        },
      ],
    });
    const response = await put(track.id, [arabic]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: textLayerMessages.savedForReview,
      layers: [{ lines: [{ text: 'نص قديم' }] }],
      pendingLayers: [{ kind: 'original', synced: true }],
    });
    const [row] = await t.database.db
      .select({ requiresReview: tracks.requiresReview, status: tracks.status })
      .from(tracks)
      .where(eq(tracks.id, track.id));
    expect(row).toEqual({ requiresReview: true, status: 'live' });
    expect((await read(track.id)).json().layers[0].lines).toEqual([
      { startMs: null, endMs: null, text: 'نص قديم' },
    ]);

    // The reviewer sees the approved text and the change, with its timings.
    const review = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: admin });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      textLayers: [{ lines: [{ text: 'نص قديم' }] }],
      pendingChanges: { textLayers: [{ lines: [{ startMs: 1000, text: 'سطر أول' }, {}, {}] }] },
    });

    const decided = await approve(track.id);
    expect(decided.statusCode, decided.body).toBe(201);
    const after = await read(track.id);
    expect(after.json().layers[0].lines.map((l: { text: string }) => l.text)).toEqual([
      'سطر أول',
      'سطر ثان',
      'سطر ثالث',
    ]);
    expect((await textLayersOf(track.id))?.pendingChanges).toBeNull();
  });

  it('asks for no review when the text sent is the text listeners read', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      status: 'qc',
      requiresReview: true,
    });
    await put(track.id, [english]);
    await t.database.db
      .update(tracks)
      .set({ status: 'live', requiresReview: false })
      .where(eq(tracks.id, track.id));
    const again = await put(track.id, [english]);
    expect(again.json()).toMatchObject({ pendingLayers: null, message: textLayerMessages.saved });
    const [row] = await t.database.db
      .select({ requiresReview: tracks.requiresReview })
      .from(tracks)
      .where(eq(tracks.id, track.id));
    expect(row?.requiresReview).toBe(false);
  });

  it('removes the text with an empty list', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      status: 'qc',
      requiresReview: true,
    });
    await put(track.id, [english]);
    const removed = await put(track.id, []);
    expect(removed.json()).toMatchObject({ layers: [], pendingLayers: null });
    expect((await textLayersOf(track.id))?.textLayers).toBeNull();
  });

  it.each([
    [
      [{ ...arabic, lrc: '[00:01.00]fine\n[1:7x.00]bad' }],
      'layers.0.lrc',
      'Line 2: [1:7x.00] is not a time. Write times as [mm:ss.xx]',
    ],
    [
      [{ ...arabic, lrc: '[00:01.00]timed\nuntimed' }],
      'layers.0.lrc',
      'Line 2 has no time. In LRC every line starts with one, such as [01:23.45]',
    ],
    [
      [
        {
          ...english,
          lines: [
            { startMs: 5000, text: 'b' },
            { startMs: 1000, text: 'a' },
          ],
        },
      ],
      'layers.0.lines.1',
      textLayerMessages.unordered(2),
    ],
    [
      [
        {
          ...english,
          lines: [
            { startMs: 1000, text: 'a' },
            { startMs: 200_000, text: 'late' },
          ],
        },
      ],
      'layers.0.lines.1',
      textLayerMessages.pastEnd(2, '3:00'),
    ],
    [
      [{ ...english, lines: [{ startMs: 1000, text: 'a' }, { text: 'no time' }] }],
      'layers.0.lines',
      textLayerMessages.mixedTimes,
    ],
    [
      [{ ...english, language: 'english!' }],
      'layers.0.language',
      textLayerMessages.languageInvalid,
    ],
    [
      [english, { ...english, language: 'en' }],
      'layers.1.language',
      textLayerMessages.duplicateLayer,
    ],
    [[{ ...english, lines: [{ text: ' ' }] }], 'layers.0.lines', textLayerMessages.noLines],
    [
      [{ ...english, lines: [{ startMs: 1000, text: 'x'.repeat(501) }] }],
      'layers.0.lines.0',
      textLayerMessages.lineTooLong,
    ],
    [
      Array.from({ length: 5 }, (_, i) => ({
        kind: 'translation',
        language: ['en', 'fr', 'tr', 'id', 'ur'][i],
        lines: Array.from({ length: 60 }, () => ({ text: 'x'.repeat(400) })),
      })),
      'layers.4',
      textLayerMessages.textTooLong,
    ],
  ])(
    'refuses bad text with the message at its field, and saves nothing (%#)',
    async (layers, field, message) => {
      const track = await createTrack(t, {
        artistId: owner.artist.id,
        status: 'qc',
        requiresReview: true,
      });
      const response = await put(track.id, layers);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: { message, fields: { [field]: message } },
      });
      expect((await textLayersOf(track.id))?.textLayers).toBeNull();
    },
  );

  it.each([
    [{ layers: [{ kind: 'lyrics', language: 'ar', lrc: 'x' }] }],
    [{ layers: [{ kind: 'original', language: 'ar' }] }],
    [{ layers: [{ kind: 'original', language: 'ar', lrc: 'x'.repeat(200_001) }] }],
    [{ layers: Array.from({ length: 7 }, () => english) }],
    [{ layers: [english], extra: true }],
    [{}],
  ])('answers 400 to a body that is not text layers (%#)', async (payload) => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      status: 'qc',
      requiresReview: true,
    });
    const response = await call(t, 'PUT', `/api/me/tracks/${track.id}/text`, {
      as: owner.user,
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('lets only the artist write or read their draft text', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      status: 'qc',
      requiresReview: true,
    });
    await put(track.id, [english]);
    expect((await put(track.id, [arabic], otherArtist.user)).statusCode).toBe(404);
    // Unseen before it is live, like a missing track; once live, someone else's.
    expect((await put(track.id, [arabic], listener)).statusCode).toBe(404);
    const live = await createTrack(t, { artistId: owner.artist.id });
    expect((await put(live.id, [arabic], listener)).statusCode).toBe(403);
    expect((await put(live.id, [arabic], otherArtist.user)).statusCode).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/me/tracks/${track.id}/text`, { payload: { layers: [] } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(t, 'GET', `/api/me/tracks/${track.id}/text`, { as: otherArtist.user }))
        .statusCode,
    ).toBe(404);
    // A listener cannot read a track's text before it is live.
    expect((await read(track.id, otherArtist.user)).statusCode).toBe(404);
    expect((await read(track.id, null)).statusCode).toBe(404);
    // Its artist and a reviewer can.
    expect((await read(track.id, owner.user)).statusCode).toBe(200);
    expect((await read(track.id, admin)).statusCode).toBe(200);
    expect((await textLayersOf(track.id))?.textLayers?.[0]?.language).toBe('en');
  });

  it('answers 404 for an unknown track and 400 for an id that is not one', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000', [english])).statusCode).toBe(404);
    expect((await put('nope', [english])).statusCode).toBe(400);
  });
});

describe('GET /api/tracks/:trackId/text', () => {
  it('gives visitors and listeners the text of a live track, and an empty list when it has none', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      status: 'qc',
      requiresReview: true,
    });
    await put(track.id, [english]);
    await t.database.db
      .update(tracks)
      .set({ status: 'live', requiresReview: false, instrumentation: 'vocals_only' })
      .where(eq(tracks.id, track.id));
    const visitor = await read(track.id, null);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ trackId: track.id, layers: [{ language: 'en' }] });
    const bare = await createTrack(t, { artistId: owner.artist.id });
    expect((await read(bare.id)).json()).toEqual({ trackId: bare.id, layers: [] });
    const detail = await call(t, 'GET', `/api/tracks/${track.id}`, { as: listener });
    expect(detail.json()).toMatchObject({ hasText: true });
    expect((await call(t, 'GET', `/api/tracks/${bare.id}`, { as: listener })).json()).toMatchObject(
      { hasText: false },
    );
  });

  it('is gone for listeners once the track is taken down', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      instrumentation: 'vocals_only',
    });
    await t.database.db
      .update(tracks)
      .set({
        textLayers: [
          {
            kind: 'original',
            language: 'ar',
            direction: 'rtl',
            synced: false,
            lines: [{ startMs: null, endMs: null, text: 'نص' }],
          },
        ],
      })
      .where(eq(tracks.id, track.id));
    expect((await read(track.id)).statusCode).toBe(200);
    const takeDown = await call(t, 'POST', `/api/admin/tracks/${track.id}/take-down`, {
      as: admin,
      payload: { reason: 'Not suitable' },
    });
    expect(takeDown.statusCode, takeDown.body).toBe(200);
    expect((await read(track.id)).statusCode).toBe(404);
    expect((await read(track.id, null)).statusCode).toBe(404);
  });

  it('keeps the text of a track outside what the listener chose to hear', async () => {
    const track = await createTrack(t, {
      artistId: owner.artist.id,
      instrumentation: 'instruments',
    });
    const outside = await call(t, 'GET', `/api/tracks/${track.id}/text?hear=vocals_only`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ error: { code: 'outside_listening_rule' } });
    expect((await call(t, 'GET', `/api/tracks/${track.id}/text?hear=everything`)).statusCode).toBe(
      200,
    );
    expect((await call(t, 'GET', `/api/tracks/${track.id}/text?hear=loud`)).statusCode).toBe(400);
  });
});
