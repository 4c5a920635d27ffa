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

  it('makes the folded columns whose indexes search uses', async () => {
    const columns = await rows<{ name: string; expression: string }>(
      sql`SELECT c.relname || '.' || a.attname AS name, pg_get_expr(d.adbin, d.adrelid) AS expression
        FROM pg_attribute a
        JOIN pg_class c ON c.oid = a.attrelid
        JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attgenerated = 's' AND pg_get_expr(d.adbin, d.adrelid) LIKE '%sada_fold%'
        ORDER BY 1`,
    );
    expect(columns.map((c) => c.name)).toEqual([
      'artists.name_folded',
      'playlists.name_folded',
      'series.title_folded',
      'tracks.title_folded',
    ]);
    const indexes = await rows<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE indexdef ~ '_folded gin_trgm_ops' ORDER BY 1`,
    );
    expect(indexes.map((r) => r.indexname)).toEqual([
      'artists_name_search_idx',
      'playlists_name_search_idx',
      'series_title_search_idx',
      'tracks_title_search_idx',
    ]);
  });
});
