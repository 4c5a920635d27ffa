// The catalog cache (CATALOG_CACHE_SECONDS) in front of GET /api/search: search answers only
// what anyone may see, so the answer to one text is served from memory for its few seconds,
// to visitors and signed-in listeners alike, until what is live changes (heard at once).
import type { SearchResults } from '@sada/contracts/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { tracks } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTrack, ensureGenres } from '../../test/catalog';
import { createUser } from '../../test/factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
  await ensureGenres(t);
});
afterAll(() => t.close());

async function search(q: string, query = '', cookie?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${query}`,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResults>().tracks.map((track) => track.title);
}

describe('the catalog cache of search answers', () => {
  it('answers the same text from memory within its time, signed in or not', async () => {
    const track = await createTrack(t, { title: 'Zamzam Morning' });
    const listener = await createUser(t);
    expect(await search('Zamzam')).toEqual(['Zamzam Morning']);
    // A row written as the seed writes it tells no one: the answer waits for the period.
    await createTrack(t, { title: 'Zamzam Evening' });
    await t.settle();
    expect(await search('Zamzam')).toEqual(['Zamzam Morning']);
    expect(await search('Zamzam', '', listener.cookie)).toEqual(['Zamzam Morning']);
    // A track that stops being live is heard, and the answer forgotten at once.
    await t.database.db.update(tracks).set({ status: 'rejected' }).where(eq(tracks.id, track.id));
    await t.settle();
    expect(await search('Zamzam')).toEqual(['Zamzam Evening']);
  });

  it('keeps another text, or another limit, apart', async () => {
    await createTrack(t, { title: 'Qamar Night' });
    await createTrack(t, { title: 'Qamar Dawn' });
    expect(await search('Qamar', '&limit=1')).toHaveLength(1);
    expect(await search('Qamar')).toHaveLength(2);
    expect(await search('Dawn')).toEqual(['Qamar Dawn']);
  });
});
