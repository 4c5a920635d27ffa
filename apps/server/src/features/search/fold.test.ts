// sada_fold() in the database and foldForSearch() in the contracts fold every case alike.
import { foldForSearch } from '@sada/contracts/search';
import { searchFoldCases } from '@sada/contracts/search-fold-cases';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(statement: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`.
  const result = (await t.database.db.execute(statement)) as { rows: T[] };
  return result.rows;
}

async function fold(text: string) {
  const [row] = await rows<{ folded: string }>(sql`SELECT sada_fold(${text}) AS folded`);
  return row?.folded;
}

describe('sada_fold()', () => {
  it.each(searchFoldCases)('folds %j to %j, as foldForSearch() does', async (input, folded) => {
    expect(await fold(input)).toBe(folded);
    expect(foldForSearch(input)).toBe(folded);
  });

  it('is immutable and parallel safe, so indexes may use it', async () => {
    const found = await rows(
      sql`SELECT provolatile, proparallel FROM pg_proc WHERE proname = 'sada_fold'`,
    );
    expect(found).toEqual([{ provolatile: 'i', proparallel: 's' }]);
  });

  it('serves the trigram indexes of search', async () => {
    const found = await rows<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE indexdef LIKE '%sada_fold%' ORDER BY indexname`,
    );
    expect(found.map((r) => r.indexname)).toEqual([
      'artists_name_search_idx',
      'playlists_name_search_idx',
      'tracks_title_search_idx',
    ]);
  });
});
