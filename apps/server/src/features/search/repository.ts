// SQL of search. Both sides of every comparison are folded by sada_fold() (migration
// 0005_search_fold), whose trigram indexes serve the LIKE and <% conditions below.
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { artists, playlists, tracks } from '../../db/schema';
import {
  artistSummaryFields,
  isLive,
  selectPlaylistSummaries,
  selectTrackSummaries,
} from '../../lib/catalog-summaries';

interface Match {
  where: SQL;
  /** The candidate's text, folded once (see `lateral`), for ranking. */
  lateral: SQL;
  /** 0 exact, 1 prefix, 2 a word starts with the text, 3 contains it, 4 only similar. */
  rank: SQL;
  similarity: SQL;
}

/**
 * How `column` matches the text `q`. The conditions use sada_fold(column) as the indexes do;
 * the ranking reads the candidate's text folded once in a lateral subquery, which OFFSET 0
 * keeps PostgreSQL from inlining back into every use (folding is the costly part). A text
 * shorter than three letters has too few trigrams for "contains" to use the index, so it
 * matches at the start of a word (or by similarity).
 */
function matchOf(column: AnyColumn, q: string, short: boolean): Match {
  const query = sql`sada_fold(${q})`;
  const pattern = sql`replace(replace(replace(${query}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
  const conditions = (folded: SQL) => ({
    exact: sql`${folded} = ${query}`,
    prefix: sql`${folded} LIKE ${pattern} || '%'`,
    wordPrefix: sql`${folded} LIKE '% ' || ${pattern} || '%'`,
    contains: sql`${folded} LIKE '%' || ${pattern} || '%'`,
    similar: sql`${query} <% ${folded}`,
  });
  const indexed = conditions(sql`sada_fold(${column})`);
  const ranked = conditions(sql.raw('folded_once.folded'));
  return {
    where: short
      ? sql`(${indexed.prefix} OR ${indexed.wordPrefix} OR ${indexed.similar})`
      : sql`(${indexed.contains} OR ${indexed.similar})`,
    lateral: sql`(SELECT sada_fold(${column}) AS folded OFFSET 0) AS folded_once`,
    rank: sql`CASE WHEN ${ranked.exact} THEN 0 WHEN ${ranked.prefix} THEN 1 WHEN ${ranked.wordPrefix} THEN 2 WHEN ${ranked.contains} THEN 3 ELSE 4 END`,
    similarity: sql`word_similarity(${query}, folded_once.folded)`,
  };
}

export interface SearchInput {
  q: string;
  short: boolean;
  limit: number;
}

export function searchTracks(db: Executor, { q, short, limit }: SearchInput) {
  const match = matchOf(tracks.title, q, short);
  return selectTrackSummaries(db)
    .crossJoinLateral(match.lateral)
    .where(and(isLive, match.where))
    .orderBy(match.rank, desc(tracks.playCount), desc(match.similarity), asc(tracks.id))
    .limit(limit);
}

export function searchArtists(db: Executor, { q, short, limit }: SearchInput) {
  const match = matchOf(artists.name, q, short);
  return db
    .select(artistSummaryFields)
    .from(artists)
    .crossJoinLateral(match.lateral)
    .where(match.where)
    .orderBy(match.rank, desc(artists.monthlyListeners), desc(match.similarity), asc(artists.id))
    .limit(limit);
}

export function searchPlaylists(db: Executor, { q, short, limit }: SearchInput) {
  const match = matchOf(playlists.name, q, short);
  return selectPlaylistSummaries(db)
    .crossJoinLateral(match.lateral)
    .where(and(sql`${playlists.isPublic}`, match.where))
    .orderBy(match.rank, desc(playlists.trackCount), desc(match.similarity), asc(playlists.id))
    .limit(limit);
}
