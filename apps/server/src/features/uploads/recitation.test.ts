// A Quranic recitation's provenance (reciter, riwayah, surah and ayahs, licence): required at
// upload and on edit in that genre and nowhere else, stored, shown on the track page and to the
// reviewer, and found by search when the text names the riwayah.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { ModerationTrack } from '@sada/contracts/moderation';
import type { SearchResults } from '@sada/contracts/search';
import type { TrackDetail } from '@sada/contracts/tracks';
import type { MyTrack } from '@sada/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approvedEdit } from '../../catalog/track-edits';
import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { makeAudio } from '../../test/audio';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { createUser, type TestUser } from '../../test/factories';
import { audioPart, createUploader, postUpload } from '../../test/uploads';

let t: TestApp;
let dir: string;
let mp3: Buffer;
let uploader: Awaited<ReturnType<typeof createUploader>>;
let listener: TestUser;
let admin: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sada-recitation-'));
  const [app, file] = await Promise.all([createTestApp(), makeAudio(dir, 'mp3', 1)]);
  t = app;
  mp3 = await readFile(file);
  uploader = await createUploader(t);
  [listener, admin] = await Promise.all([
    createUser(t, { role: 'listener' }),
    createUser(t, { role: 'admin' }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const provenance = {
  reciter: 'Demo reciter (invented)',
  riwayah: 'warsh_an_nafi',
  surah: '112',
  ayahFrom: '1',
  ayahTo: '4',
  recitationLicence: 'Recorded by the uploader and shared with their permission',
};

const recitation = (parts: Record<string, string | undefined> = {}) => ({
  title: `Recitation ${Math.random().toString(36).slice(2, 8)}`,
  genre: 'quran_recitation',
  ...provenance,
  audio: audioPart(mp3),
  ...parts,
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>().error;

async function trackCount() {
  return (await t.database.db.select({ id: tracks.id }).from(tracks)).length;
}

async function row(trackId: string) {
  const [found] = await t.database.db.select().from(tracks).where(eq(tracks.id, trackId));
  if (!found) throw new Error(`no track ${trackId}`);
  return found;
}

/** Puts an uploaded track live, as review would. */
async function publish(
  trackId: string,
  instrumentation: 'vocals_only' | 'instruments' = 'vocals_only',
) {
  await t.database.db
    .update(tracks)
    .set({ status: 'live', instrumentation, requiresReview: false, publishedAt: new Date() })
    .where(eq(tracks.id, trackId));
}

async function upload(parts: Parameters<typeof recitation>[0] = {}) {
  const response = await postUpload(t, uploader.user, recitation(parts));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ track: MyTrack }>().track;
}

const search = async (q: string, as: TestUser | null = listener, hear = '') => {
  const url = `/api/search?q=${encodeURIComponent(q)}${hear ? `&hear=${hear}` : ''}`;
  const response = await call(t, 'GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>().tracks.map((track) => track.id);
};

describe('uploading a recitation', () => {
  it('refuses one without provenance, says what is missing, and stores nothing', async () => {
    const before = await trackCount();
    const response = await postUpload(t, uploader.user, {
      title: 'No provenance',
      genre: 'quran_recitation',
      audio: audioPart(mp3),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation_failed',
      message: 'Name the reciter',
      fields: {
        reciter: 'Name the reciter',
        riwayah: 'Choose a riwayah from the list',
        surah: 'Choose a surah',
        ayahFrom: 'Give the number of the first ayah',
        ayahTo: 'Give the number of the last ayah',
        recitationLicence: 'State the licence or permission for this recitation',
      },
    });
    expect(await trackCount()).toBe(before);
  });

  it('asks for it when the genre comes from the content type', async () => {
    const response = await postUpload(t, uploader.user, {
      title: 'By content type',
      contentType: 'quran_recitation',
      audio: audioPart(mp3),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.reciter).toBe('Name the reciter');
  });

  it.each([
    [{ riwayah: 'hafs' }, 'riwayah', 'Choose a riwayah from the list'],
    [{ surah: '115' }, 'surah', 'Choose a surah'],
    [{ surah: '112', ayahTo: '5' }, 'ayahTo', 'The ayah range is not in this surah'],
    [
      { surah: '108', ayahFrom: '4', ayahTo: '4' },
      'ayahFrom',
      'The ayah range is not in this surah',
    ],
    [{ ayahFrom: '3', ayahTo: '2' }, 'ayahTo', 'The last ayah cannot come before the first'],
    [{ ayahFrom: 'first' }, 'ayahFrom', 'Give the number of the first ayah'],
    [{ ayahTo: '99999999' }, 'ayahTo', 'Give the number of the last ayah'],
    [{ reciter: '   ' }, 'reciter', 'Name the reciter'],
    [
      { recitationLicence: '' },
      'recitationLicence',
      'State the licence or permission for this recitation',
    ],
  ])('refuses %j', async (change, field, message) => {
    const before = await trackCount();
    const response = await postUpload(t, uploader.user, recitation(change));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message, fields: { [field]: message } });
    expect(await trackCount()).toBe(before);
  });

  it('refuses a licence too long to read before it is parsed, with the same message', async () => {
    const tooLong = 'The licence or permission can be at most 2000 characters';
    const longer = await postUpload(
      t,
      uploader.user,
      recitation({ recitationLicence: 'x'.repeat(2001) }),
    );
    expect(longer.statusCode).toBe(400);
    expect(errorOf(longer).fields?.recitationLicence).toBe(tooLong);
    const huge = await postUpload(
      t,
      uploader.user,
      recitation({ recitationLicence: 'x'.repeat(90_000) }),
    );
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).message).toBe(tooLong);
  });

  it('answers in Arabic when asked to', async () => {
    const response = await postUpload(t, uploader.user, recitation({ riwayah: 'x' }), {
      'accept-language': 'ar',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('اختر رواية من القائمة');
  });

  it('stores a valid one, shows it on the track page and to the reviewer', async () => {
    const mine = await upload({ reciter: '  Demo reciter (invented) ' });
    expect(mine).toMatchObject({
      genre: 'quran_recitation',
      reciter: 'Demo reciter (invented)',
      riwayah: 'warsh_an_nafi',
      surah: 112,
      ayahFrom: 1,
      ayahTo: 4,
      recitationLicence: provenance.recitationLicence,
    });
    const expected = {
      reciter: 'Demo reciter (invented)',
      riwayah: 'warsh_an_nafi',
      surah: 112,
      ayahFrom: 1,
      ayahTo: 4,
      licence: provenance.recitationLicence,
    };
    const review = await call(t, 'GET', `/api/moderation/tracks/${mine.id}`, { as: admin });
    expect(review.json<ModerationTrack>().recitation).toEqual(expected);

    await publish(mine.id);
    const page = await call(t, 'GET', `/api/tracks/${mine.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<TrackDetail>().recitation).toEqual(expected);
  });
});

describe('other genres', () => {
  it('upload as before and carry no provenance, whatever was sent', async () => {
    const response = await postUpload(t, uploader.user, {
      title: 'A nasheed',
      genre: 'nasheed',
      riwayah: 'not one',
      surah: 'x',
      audio: audioPart(mp3),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { track } = response.json<{ track: MyTrack }>();
    expect(track).toMatchObject({ reciter: null, riwayah: null, surah: null });
    await publish(track.id);
    const page = await call(t, 'GET', `/api/tracks/${track.id}`);
    expect(page.json<TrackDetail>().recitation).toBeNull();
  });
});

describe('searching for a riwayah', () => {
  it("finds live recitations in it by any of its names: 'Warsh', 'ورش', its full name", async () => {
    const warsh = await upload({ title: `Evening session ${Math.random()}` });
    const hafs = await upload({ riwayah: 'hafs_an_asim' });
    await Promise.all([publish(warsh.id), publish(hafs.id)]);
    for (const q of ['Warsh', 'ورش', 'Warsh ʿan Nāfiʿ', 'riwayat warsh']) {
      const found = await search(q);
      expect(found, q).toContain(warsh.id);
      expect(found, q).not.toContain(hafs.id);
    }
    expect(await search('Hafs')).toContain(hafs.id);
  });

  it('leaves out recitations that are not live', async () => {
    const waiting = await upload({ riwayah: 'susi_an_abi_amr' });
    expect(await search('Susi')).not.toContain(waiting.id);
  });

  it('puts them after exact title matches and before titles that only begin with the text', async () => {
    const { artist } = uploader;
    const exact = await createTrack(t, {
      title: 'Qunbul',
      artistId: artist.id,
      instrumentation: 'vocals_only',
    });
    const prefix = await createTrack(t, {
      title: 'Qunbul road',
      artistId: artist.id,
      instrumentation: 'vocals_only',
      playCount: 10_000,
    });
    const recited = await upload({ riwayah: 'qunbul_an_ibn_kathir' });
    await publish(recited.id);
    const found = await search('qunbul');
    expect(found.filter((id) => [exact.id, prefix.id, recited.id].includes(id))).toEqual([
      exact.id,
      recited.id,
      prefix.id,
    ]);
  });

  it("keeps within the viewer's listening rule", async () => {
    const voiced = await upload({ riwayah: 'ruways_an_yaqub' });
    const instrumental = await upload({ riwayah: 'ruways_an_yaqub' });
    await Promise.all([publish(voiced.id), publish(instrumental.id, 'instruments')]);
    const found = await search('Ruways', null, 'vocals_only');
    expect(found).toContain(voiced.id);
    expect(found).not.toContain(instrumental.id);
    expect(await search('Ruways', null)).toContain(instrumental.id);
  });
});

describe('editing a recitation', () => {
  const edit = (trackId: string, body: object) =>
    call(t, 'PATCH', `/api/me/tracks/${trackId}`, { as: uploader.user, payload: body });

  it('puts changed provenance of a live track in the changes a reviewer sees', async () => {
    const track = await upload();
    await publish(track.id);
    const response = await edit(track.id, { riwayah: 'qalun_an_nafi', ayahTo: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ track: MyTrack }>().track).toMatchObject({
      riwayah: 'warsh_an_nafi',
      pendingChanges: { riwayah: 'qalun_an_nafi', ayahTo: 3 },
    });
    const page = await call(t, 'GET', `/api/tracks/${track.id}`, { as: listener });
    expect(page.json<TrackDetail>().recitation).toMatchObject({ riwayah: 'warsh_an_nafi' });
    const review = await call(t, 'GET', `/api/moderation/tracks/${track.id}`, { as: admin });
    expect(review.json<ModerationTrack>()).toMatchObject({
      recitation: { riwayah: 'warsh_an_nafi', ayahTo: 4 },
      pendingChanges: { riwayah: 'qalun_an_nafi', ayahTo: 3 },
    });
    // An approval writes the edit's columns.
    expect(approvedEdit((await row(track.id)).pendingChanges)).toMatchObject({
      riwayah: 'qalun_an_nafi',
      ayahTo: 3,
      pendingChanges: null,
    });
  });

  it('checks the range against the surah as the edit leaves it', async () => {
    const track = await upload();
    const response = await edit(track.id, { surah: 108 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      message: 'The ayah range is not in this surah',
      fields: { ayahTo: 'The ayah range is not in this surah' },
    });
    expect((await row(track.id)).surah).toBe(112);
  });

  it('clears the provenance of a track leaving the genre', async () => {
    const track = await upload();
    const response = await edit(track.id, { genre: 'nasheed' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row(track.id)).toMatchObject({
      genre: 'nasheed',
      reciter: null,
      riwayah: null,
      surah: null,
      ayahFrom: null,
      ayahTo: null,
      recitationLicence: null,
    });
  });

  it('asks for the provenance of a track entering the genre, and takes it', async () => {
    const response = await postUpload(t, uploader.user, {
      title: 'Was a lecture',
      genre: 'islamic_lecture',
      audio: audioPart(mp3),
    });
    const { track } = response.json<{ track: MyTrack }>();
    const refused = await edit(track.id, { genre: 'quran_recitation' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('Name the reciter');
    expect((await row(track.id)).genre).toBe('islamic_lecture');

    const { reciter, riwayah, recitationLicence } = provenance;
    const accepted = await edit(track.id, {
      genre: 'quran_recitation',
      reciter,
      riwayah,
      surah: 1,
      ayahFrom: 1,
      ayahTo: 7,
      recitationLicence,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ track: MyTrack }>().track).toMatchObject({
      genre: 'quran_recitation',
      surah: 1,
      ayahTo: 7,
    });
  });

  it('refuses a provenance field of the wrong kind', async () => {
    const track = await upload();
    const response = await edit(track.id, { riwayah: 'hafs' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Choose a riwayah from the list');
  });
});
