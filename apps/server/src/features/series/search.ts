// Series matching a text, for search: only those listeners may see, ranked as search ranks the
// other sections (exact, prefix, a word starts with it, contains it, only similar), then by
// followers. Series are few beside tracks, so one statement through the title's trigram index
// answers it.
import { foldForSearch } from '@sada/contracts/search';
import type { SeriesSummary } from '@sada/contracts/series';
import { and, asc, desc, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { series } from '../../db/schema';
import { listenerVisible, selectSeries } from './repository';
import { toSeriesSummary } from './service';

export interface SeriesSearchInput {
  /** The text as typed; folded here as the stored titles are. */
  q: string;
  limit: number;
}

/** LIKE's wildcards and its escape taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The series listeners may see whose title matches `q`, best match first, at most `limit`. */
export async function searchSeries(
  db: Executor,
  { q, limit }: SeriesSearchInput,
): Promise<SeriesSummary[]> {
  const folded = foldForSearch(q).trim();
  if (!/[\p{L}\p{N}]/u.test(folded)) return [];
  const title = series.titleFolded;
  const escaped = escapeLike(folded);
  const exact = sql`${title} = ${folded}`;
  const prefix = sql`${title} LIKE ${`${escaped}%`}`;
  const wordPrefix = sql`${title} LIKE ${`% ${escaped}%`}`;
  // A text shorter than three letters matches at the start of words only, as elsewhere in search.
  const contains = [...folded].length < 3 ? sql`false` : sql`${title} LIKE ${`%${escaped}%`}`;
  const similar = sql`${folded}::text <% ${title}`;
  const rank = sql`CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 WHEN ${wordPrefix} THEN 2
    WHEN ${contains} THEN 3 ELSE 4 END`;
  const rows = await selectSeries(db)
    .where(and(listenerVisible, or(prefix, wordPrefix, contains, similar)))
    .orderBy(rank, desc(series.followerCount), asc(series.id))
    .limit(limit);
  return rows.map((row) => toSeriesSummary(row));
}
