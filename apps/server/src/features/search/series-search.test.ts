// Series in search: found by their titles as tracks are, once listeners may see them (approved,
// with a live episode).
import type { SearchResults } from '@sada/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/call';
import { createTrack } from '../../test/catalog';
import { approveSeries } from '../../test/series';
import { createUploader } from '../../test/uploads';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUploader>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUploader(t);
});
afterAll(() => t.close());

/** A series of the owner's, approved unless `approved` is false, with one `episode` or none. */
async function createSeries(
  title: string,
  episode: 'live' | 'qc' | null = 'live',
  approved = true,
) {
  const created = await call(t, 'POST', '/api/me/series', {
    as: owner.user,
    payload: { title, kind: 'lectures', language: 'arabic', ordering: 'ordered' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: string }>();
  if (approved) await approveSeries(t, id);
  if (episode) {
    const track = await createTrack(t, { artistId: owner.artist.id, status: episode });
    const set = await call(t, 'PUT', `/api/me/series/${id}/episodes`, {
      as: owner.user,
      payload: { trackIds: [track.id] },
    });
    expect(set.statusCode, set.body).toBe(200);
  }
  return id;
}

async function search(q: string, query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>();
}

const titles = (results: SearchResults) => results.series.map((s) => s.title);

describe('GET /api/search: series', () => {
  let seerah: string;
  beforeAll(async () => {
    seerah = await createSeries('سِيرَةُ النَّبِيِّ المُصْطَفَى');
    await createSeries('Tafsir of Juz Amma');
    await createSeries('A Short Tafsir');
    await createSeries('Tafsir');
    await createSeries('Tafsir drafts', 'qc');
    await createSeries('Tafsir notes', null);
    await createSeries('Tafsir unreviewed', 'live', false);
  });

  it('finds a series with a live episode by a word of its title, diacritics folded', async () => {
    const results = await search('النبي');
    expect(titles(results)).toEqual(['سِيرَةُ النَّبِيِّ المُصْطَفَى']);
    expect(results.series[0]).toMatchObject({
      id: seerah,
      kind: 'lectures',
      episodeCount: 1,
      artist: { id: owner.artist.id },
    });
    expect(titles(await search('مصطفي'))).toEqual(['سِيرَةُ النَّبِيِّ المُصْطَفَى']);
  });

  it('ranks exact before prefix before a word, and leaves out series listeners may not see', async () => {
    expect(titles(await search('tafsir'))).toEqual([
      'Tafsir',
      'Tafsir of Juz Amma',
      'A Short Tafsir',
    ]);
  });

  it('does not find a series without a live episode even by its exact title', async () => {
    expect(titles(await search('Tafsir drafts'))).not.toContain('Tafsir drafts');
    expect(titles(await search('Tafsir notes'))).not.toContain('Tafsir notes');
  });

  it('does not find a series no reviewer approved', async () => {
    expect(titles(await search('Tafsir unreviewed'))).not.toContain('Tafsir unreviewed');
  });

  it('tolerates a typo', async () => {
    expect(titles(await search('tafsiir'))).toContain('Tafsir');
  });

  it('answers an empty series section when nothing matches', async () => {
    expect((await search('qwxzv')).series).toEqual([]);
  });
});

describe('GET /api/search: series limits', () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await createSeries(`Zubdah lessons ${i}`);
  });

  it('returns at most 10 series', async () => {
    expect((await search('zubdah')).series).toHaveLength(10);
  });

  it('caps the series at `limit`', async () => {
    expect((await search('zubdah', '&limit=3')).series).toHaveLength(3);
  });
});
