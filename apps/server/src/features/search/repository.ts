// SQL of search. Every searched text has its folded copy in a stored column (sada_fold(),
// migration 0005_search_fold; the columns and indexes in migration 0010_search_columns), and the
// text typed is folded by the same function.
//
// A section's answer is the first `limit` matches ordered by rank (0 exact, 1 prefix, 2 a word
// starts with the text, 3 contains it, 4 only similar), then popularity, then id. The cost must
// not grow with the number of matches, which for a common word is a large part of the catalog:
// - a walk reads the most popular rows (see walkSize) in that order from an index that carries the
//   folded text (no table access), and keeps the first matches of each rank; a rank with enough
//   of them there is answered exactly, since everything after the walk is less popular;
// - a rank too rare for that has few matches in all, found through an index of the folded text
//   (a B-tree for exact and prefix, trigrams for the others), then sorted;
// - a rank is asked for only while the ranks before it leave room.
// Only the ids are found so; the rows shown are read for those ids at the end.
import { allowedInstrumentations, type ListeningRule } from '@sada/contracts/instrumentation';
import { RECITATION_GENRE, type Riwayah } from '@sada/contracts/recitation';
import { foldForSearch } from '@sada/contracts/search';
import { and, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import {
  artistSummaryFields,
  isLive,
  selectPlaylistSummaries,
  selectTrackSummaries,
} from '../../catalog/summaries';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { artists, playlists, tracks } from '../../db/schema';

/**
 * The rows a walk reads: about sqrt(limit × rows), which balances the walk against the sort of
 * a rank it cannot fill. Such a rank has fewer than about limit / walk of its matches among the
 * most popular rows, so (popularity being unrelated to the text) about rows × limit / walk, the
 * same number, in all.
 */
const walkSize = (table: string, limit: number) =>
  sql`(SELECT greatest(200, least(5000, sqrt(${limit} * greatest(reltuples, 0))))::int
    FROM pg_class WHERE oid = ${table}::regclass)`;

/**
 * A number in a prepared statement, as a sub-select: the plan must not depend on it (a custom
 * plan that sees a LIMIT's value costs less than the generic one, and PostgreSQL would then
 * plan every run anew).
 */
const opaque = (n: number) => sql`(SELECT ${n}::int)`;

/** How many times the walk's rows the walk for similar rows reads. */
const SIMILAR_WALK_FACTOR = 2;

/** The trigram pieces (see trigramsOf) a prepared statement has room for: a text of about 14 letters. */
const PIECE_SLOTS = 16;

interface Searched {
  table: SQL;
  name: string;
  id: AnyColumn;
  folded: AnyColumn;
  popularity: AnyColumn;
  /** Rows search may show (live tracks, public playlists); the partial indexes have the same. */
  visible: SQL;
}

const searched = {
  tracks: {
    table: sql`${tracks}`,
    name: 'tracks',
    id: tracks.id,
    folded: tracks.titleFolded,
    popularity: tracks.playCount,
    visible: sql`${tracks.status} = 'live'`,
  },
  artists: {
    table: sql`${artists}`,
    name: 'artists',
    id: artists.id,
    folded: artists.nameFolded,
    popularity: artists.monthlyListeners,
    visible: sql`true`,
  },
  playlists: {
    table: sql`${playlists}`,
    name: 'playlists',
    id: playlists.id,
    folded: playlists.nameFolded,
    popularity: playlists.trackCount,
    visible: sql`${playlists.isPublic}`,
  },
} satisfies Record<string, Searched>;

type Rank = 0 | 1 | 2 | 3 | 4;

/**
 * The text typed, folded as the stored texts are, as LIKE patterns, and the bound every text
 * that begins with it stays under: computed once, in the statement's first CTE (`cte`), and read
 * through sub-selects. So no row computes them again, and the plan of a prepared statement, not
 * seeing them, does not depend on them (and keeps the index ranges they give).
 */
function typedOf(q: string) {
  const escaped = sql.raw(`replace(replace(replace(f, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`);
  const field = (name: string) => sql.raw(`(SELECT ${name} FROM typed)`);
  return {
    cte: sql`typed AS (SELECT f AS folded,
        '% ' || ${escaped} || '%' AS word_pattern,
        '%' || ${escaped} || '%' AS contains_pattern,
        (SELECT left(t, -1) || chr(ascii(right(t, 1))
            + CASE ascii(right(t, 1)) WHEN 55295 THEN 2049 ELSE 1 END)
          FROM rtrim(f, chr(1114111)) t) AS upper
      FROM sada_fold(${q}::text) f)`,
    folded: field('folded'),
    /** Texts with a word that starts with it. */
    wordPattern: field('word_pattern'),
    /** Texts that contain it. */
    containsPattern: field('contains_pattern'),
    /**
     * In byte order (text_pattern_ops), the texts that begin with it are the ones from it up to
     * it with its last character made the next one; a last U+10FFFF, the greatest, is dropped
     * first, and the surrogates, which are no characters, are stepped over.
     */
    upper: field('upper'),
  };
}

/** The match conditions on a folded text; `short` texts match at the start of words only. */
function conditionsOf(folded: SQL, typed: ReturnType<typeof typedOf>, short: boolean) {
  const exact = sql`${folded} = ${typed.folded}`;
  // A range rather than LIKE: the B-tree gives it for any text, also in a prepared statement.
  const prefix = sql`(${folded} ~>=~ ${typed.folded} AND ${folded} ~<~ ${typed.upper})`;
  const wordPrefix = sql`${folded} LIKE ${typed.wordPattern}`;
  // A text shorter than three letters has too few trigrams for "contains" to use the index.
  const contains = short ? null : sql`${folded} LIKE ${typed.containsPattern}`;
  const anyWord = contains ?? sql`(${prefix} OR ${wordPrefix})`;
  return {
    /** Rows of `rank` and no better rank. */
    of: (rank: Rank): SQL => {
      switch (rank) {
        case 0:
          return exact;
        case 1:
          return sql`${prefix} AND NOT ${exact}`;
        case 2:
          return sql`${wordPrefix} AND NOT ${prefix}`;
        case 3:
          return sql`${contains ?? sql`false`} AND NOT ${wordPrefix} AND NOT ${prefix}`;
        case 4:
          return sql`${typed.folded} <% ${folded} AND NOT ${anyWord}`;
      }
    },
    /** Ranks 0 to 3 of a row that matches `anyWord`. */
    rank: sql`CASE WHEN ${exact} THEN 0 WHEN ${prefix} THEN 1 WHEN ${wordPrefix} THEN 2 ELSE 3 END`,
    anyWord,
  };
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function idsOf(db: Executor, query: SQL): Promise<string[]> {
  return (await rowsOf<{ id: string }>(db, query)).map((row) => row.id);
}

/**
 * The trigrams of the folded text as pg_trgm makes them (each word padded with two spaces in
 * front and one behind), without the padding, and how many of them a row must share to be
 * similar. A row that contains fewer of them cannot reach the similarity threshold: a cheap test
 * before the costly one.
 */
function trigramsOf(query: SQL) {
  return {
    // One piece per distinct trigram: " ab" and "ab " both leave "ab", and both count.
    pieces: sql`(SELECT array_agg(btrim(trigram)) FROM (
        SELECT DISTINCT substr(p, i, 3) AS trigram FROM (
          SELECT '  ' || word || ' ' AS p
          FROM regexp_split_to_table(${query}, '[^[:alnum:]]+') word WHERE word <> '') words,
        generate_series(1, length(p) - 2) i) trigrams)`,
    needed: sql`ceil(coalesce(array_length(show_trgm(${query}), 1), 0)
      * current_setting('pg_trgm.word_similarity_threshold')::float8)::int`,
  };
}

/** The ids of the first `limit` matches of `q` in `target`, in order (see the top of the file). */
async function searchIds(
  db: Executor,
  target: Searched,
  { q, short, limit }: SearchInput,
): Promise<string[]> {
  const { table, name, id, folded, popularity, visible } = target;
  const walked = (size: SQL | number) => sql`(SELECT ${id} AS id, ${popularity} AS popularity,
      ${folded} AS folded
    FROM ${table} WHERE ${visible} ORDER BY ${popularity} DESC, ${id} LIMIT ${size})`;
  const typed = typedOf(q);
  const inWalk = conditionsOf(sql.raw('w.folded'), typed, short);
  const inTable = conditionsOf(sql`${folded}`, typed, short);
  const trigrams = trigramsOf(typed.folded);

  // The walk, with the first matches of each rank among the rows it read, and the exact matches,
  // which their index gives in order. Its text is the same for every search of a table (the
  // text typed is a value), and so is its best plan: prepared.
  const [walk] = await executePrepared<{
    size: number;
    whole: boolean;
    hits: [Rank, string][] | null;
    exact: string[] | null;
    pieces: string[] | null;
    needed: number;
  }>(
    db,
    sql`WITH ${typed.cte}, s AS (SELECT ${walkSize(name, limit)} AS size),
      w AS MATERIALIZED ${walked(sql`(SELECT size FROM s)`)}
      SELECT s.size, (SELECT count(*) FROM w) < s.size AS whole,
        (SELECT json_agg(json_build_array(rank, id) ORDER BY rank, n) FROM (
          SELECT rank, id, row_number() OVER (PARTITION BY rank ORDER BY popularity DESC, id) AS n
          FROM (SELECT ${inWalk.rank} AS rank, w.id, w.popularity FROM w WHERE ${inWalk.anyWord}) m
        ) r WHERE n <= ${limit}) AS hits,
        (SELECT json_agg(id) FROM (SELECT ${id} AS id FROM ${table}
          WHERE ${visible} AND ${inTable.of(0)} ORDER BY ${popularity} DESC, ${id} LIMIT ${limit}) e
        ) AS exact,
        ${trigrams.pieces} AS pieces, ${trigrams.needed} AS needed
      FROM s`,
  );
  if (!walk) return [];
  const hits = (rank: Rank) =>
    (walk.hits ?? []).filter(([r]) => r === rank).map(([, hitId]) => hitId);
  const pieces = walk.pieces ?? [];
  // Only similar: a walk twice as long, the cheap test first (the planner would order plain
  // conditions by its own costs), stopping at the first `need`. The cheap test spares most rows
  // the similarity itself, so a longer walk costs less than sorting every similar row, its
  // fallback, when the similar rows are many; when there are none it is wasted, hence only twice.
  // Each statement text is a prepared statement of about a megabyte of plan on every connection,
  // so the number of pieces must not make new texts: the count is written for PIECE_SLOTS
  // pieces, the ones missing as '', a pattern only an empty text matches (and an empty text is
  // similar to nothing). A text with more pieces is planned each time instead.
  const prepared = pieces.length <= PIECE_SLOTS;
  // A piece is letters and digits only (the words are split at anything else): no LIKE escapes.
  const contains = (piece: string) => `%${piece}%`;
  const slots = pieces.map(contains);
  if (prepared) slots.push(...Array<string>(PIECE_SLOTS - pieces.length).fill(''));
  const shared = sql.join(
    slots.map((pattern) => sql`(w.folded LIKE ${pattern})::int`),
    sql` + `,
  );
  // A row holding `needed` of the pieces holds one of any pieces.length - needed + 1 of them:
  // most rows of a walk hold none of the longest, and are passed over after those few tests.
  // They go in as one value, joined by spaces, for the same reason.
  const sample = [...pieces]
    .sort((a, b) => b.length - a.length)
    .slice(0, Math.max(1, pieces.length - walk.needed + 1));
  const holdsAny = sql`w.folded LIKE ANY ((SELECT string_to_array(${sample.map(contains).join(' ')}, ' '))::text[])`;
  const similarWalk = (need: SQL, gate: SQL) =>
    sql`SELECT w.id, w.popularity FROM ${walked(opaque(walk.size * SIMILAR_WALK_FACTOR))} w
      WHERE ${gate} AND CASE WHEN NOT (${holdsAny}) THEN false
        WHEN ${shared} >= ${opaque(walk.needed)} THEN ${inWalk.of(4)} ELSE false END
      LIMIT ${need}`;

  const ranks: Rank[] = short ? [0, 1, 2] : [0, 1, 2, 3];
  if (walk.whole) {
    // The walk saw every row: it has every match of ranks 0 to 3, and the similar ones are near.
    const found: string[] = [];
    for (const rank of ranks) found.push(...hits(rank).slice(0, limit - found.length));
    if (found.length < limit && pieces.length > 0) {
      found.push(
        ...(await idsOf(
          db,
          sql`WITH ${typed.cte} ${similarWalk(opaque(limit - found.length), sql`true`)}`,
        )),
      );
    }
    return found;
  }

  const found = walk.exact ?? [];
  const need = limit - found.length;
  if (need === 0) return found;

  // The other ranks in one statement: each group of ranks is sorted from its index only when
  // the walk has too few of it and the groups before leave room (a condition PostgreSQL checks
  // once, before reading anything). "A word starts with" and "contains" share the trigram
  // index: one pass for both when the walk can fill neither. A rank the walk can fill ends it.
  const groups: Rank[][] = [];
  for (let i = 1; i < ranks.length; i++) {
    const rank = ranks[i] as Rank;
    if (rank === 2 && ranks[i + 1] === 3 && hits(2).length < need && hits(3).length < need) {
      groups.push([2, 3]);
      break;
    }
    groups.push([rank]);
    if (hits(rank).length >= need) break;
  }
  // The walk fills a rank: nothing after it is needed, and when it is the first, no sorting.
  const last = groups[groups.length - 1] as Rank[];
  const filled = hits(last[0] as Rank).length >= need;
  if (filled && groups.length === 1) return [...found, ...hits(last[0] as Rank).slice(0, need)];
  const similar = pieces.length > 0 && !filled;
  // The rest is prepared too (when the pieces fit): one statement for each set of groups.
  const wanted = opaque(need);
  const parts: SQL[] = [];
  const columns: SQL[] = [];
  let taken = sql`0`;
  groups.forEach((group, k) => {
    const first = group[0] as Rank;
    const rankOf = sql.join(
      group.map((rank, i) => sql`WHEN ${inTable.of(rank)} THEN ${sql.raw(String(i))}`),
      sql` `,
    );
    const [g, m, f] = [`g${k}`, `m${k}`, `f${k}`].map((n) => sql.raw(n));
    parts.push(
      sql`${g} AS (SELECT ${taken} < ${wanted}
        AND ${opaque(hits(first).length)} < ${wanted} - ${taken} AS ran)`,
      // MATERIALIZED: every match, by the text's indexes, rather than a walk of the popular ones.
      sql`${m} AS MATERIALIZED (SELECT ${id} AS id, ${popularity} AS popularity,
          CASE ${rankOf} END AS rank
        FROM ${table} WHERE ${visible} AND (SELECT ran FROM ${g}) AND (${sql.join(
          group.map((rank) => sql`(${inTable.of(rank)})`),
          sql` OR `,
        )}))`,
      sql`${f} AS (SELECT ${taken} + CASE WHEN (SELECT ran FROM ${g})
        THEN (SELECT least(count(*), ${wanted}) FROM ${m}) ELSE ${wanted} END AS n)`,
    );
    columns.push(
      sql`(SELECT ran FROM ${g}) AS ${sql.raw(`ran${k}`)}`,
      sql`(SELECT json_agg(id) FROM (SELECT id FROM ${m}
        ORDER BY rank, popularity DESC, id LIMIT ${wanted}) x) AS ${sql.raw(`ids${k}`)}`,
    );
    taken = sql`(SELECT n FROM ${f})`;
  });
  if (similar) {
    // Only similar: the walk, then (when it has too few) every similar row, sorted.
    parts.push(
      sql`g4 AS (SELECT ${taken} < ${wanted} AS ran, greatest(${wanted} - ${taken}, 0) AS need)`,
      sql`w4 AS MATERIALIZED (${similarWalk(sql`(SELECT need FROM g4)`, sql`(SELECT ran FROM g4)`)})`,
      sql`m4 AS MATERIALIZED (SELECT ${id} AS id, ${popularity} AS popularity FROM ${table}
        WHERE ${visible} AND (SELECT ran FROM g4)
          AND (SELECT count(*) FROM w4) < (SELECT need FROM g4) AND ${inTable.of(4)})`,
    );
    columns.push(
      sql`(SELECT json_agg(id ORDER BY popularity DESC, id) FROM w4) AS walked4`,
      sql`(SELECT json_agg(id) FROM (SELECT id FROM m4
        ORDER BY popularity DESC, id LIMIT ${wanted}) x) AS ids4`,
    );
  }
  const [rest] = await (prepared ? executePrepared : rowsOf)<
    Record<string, string[] | boolean | null>
  >(db, sql`WITH ${typed.cte}, ${sql.join(parts, sql`, `)} SELECT ${sql.join(columns, sql`, `)}`);
  groups.forEach((group, k) => {
    const room = limit - found.length;
    if (room <= 0) return;
    const ids = rest?.[`ran${k}`] ? (rest[`ids${k}`] as string[] | null) : hits(group[0] as Rank);
    found.push(...(ids ?? []).slice(0, room));
  });
  const room = limit - found.length;
  if (similar && room > 0) {
    const walked4 = (rest?.walked4 as string[] | null) ?? [];
    const ids = walked4.length >= room ? walked4 : ((rest?.ids4 as string[] | null) ?? []);
    found.push(...ids.slice(0, room));
  }
  return found;
}

export interface SearchInput {
  q: string;
  short: boolean;
  limit: number;
}

/** `rows` in the order of `ids`. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((rowId) => {
    const row = byId.get(rowId);
    return row ? [row] : [];
  });
}

/** The rows shown for the ids found: one statement text for any number of ids, prepared. */
const byIds = (id: AnyColumn) => sql`${id} = any(${sql.placeholder('ids')})`;

/**
 * Live tracks within `rule`. The kinds are written into the text, not bound: each rule is a
 * statement (and a plan) of its own, which the indexes' instrumentation column answers alone.
 */
function tracksUnder(rule: ListeningRule): Searched {
  if (rule === 'everything') return searched.tracks;
  const kinds = allowedInstrumentations[rule].map((kind) => `'${kind}'`).join(', ');
  return {
    ...searched.tracks,
    visible: sql`${tracks.status} = 'live' AND ${tracks.instrumentation} IN (${sql.raw(kinds)})`,
  };
}

/**
 * Live recitations in `riwayat`, within `rule`, most played first. Read through the genre page's
 * index (genre, play count; live only): recitations are few beside the catalogue, and a riwayah
 * is asked for only when the text names one.
 */
async function recitationIds(
  db: Executor,
  riwayat: readonly Riwayah[],
  rule: ListeningRule,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(
      and(
        tracksUnder(rule).visible,
        eq(tracks.genre, RECITATION_GENRE),
        inArray(tracks.riwayah, [...riwayat]),
      ),
    )
    .orderBy(desc(tracks.playCount), tracks.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Live tracks matching `input.q`, within what the viewer chose to hear. When the text names a
 * riwayah (`riwayat`), that riwayah's recitations follow the exact title matches, ahead of the
 * titles that only begin with or contain the text.
 */
export async function searchTracks(
  db: Executor,
  input: SearchInput,
  rule: ListeningRule,
  riwayat: readonly Riwayah[] = [],
) {
  const titleIds = await searchIds(db, tracksUnder(rule), input);
  const recited = riwayat.length > 0 ? await recitationIds(db, riwayat, rule, input.limit) : [];
  const ids = [...new Set([...titleIds, ...recited])];
  if (ids.length === 0) return [];
  const rows = await selectTrackSummaries(db)
    .where(and(isLive, byIds(tracks.id)))
    .prepare('search_track_summaries')
    .execute({ ids });
  if (recited.length === 0) return inOrder(titleIds, rows);
  // Exact matches come first in titleIds; the same folding as sada_fold() tells where they end.
  const folded = foldForSearch(input.q).trim();
  const byTitle = inOrder(titleIds, rows);
  const exact = byTitle.findIndex((row) => foldForSearch(row.title) !== folded);
  const split = exact < 0 ? titleIds.length : exact;
  const ordered = [...new Set([...titleIds.slice(0, split), ...recited, ...titleIds.slice(split)])];
  return inOrder(ordered, rows).slice(0, input.limit);
}

export async function searchArtists(db: Executor, input: SearchInput) {
  const ids = await searchIds(db, searched.artists, input);
  if (ids.length === 0) return [];
  const rows = await db
    .select(artistSummaryFields)
    .from(artists)
    .where(byIds(artists.id))
    .prepare('search_artist_summaries')
    .execute({ ids });
  return inOrder(ids, rows);
}

export async function searchPlaylists(db: Executor, input: SearchInput) {
  const ids = await searchIds(db, searched.playlists, input);
  if (ids.length === 0) return [];
  const rows = await selectPlaylistSummaries(db)
    .where(and(sql`${playlists.isPublic}`, byIds(playlists.id)))
    .prepare('search_playlist_summaries')
    .execute({ ids });
  return inOrder(ids, rows);
}
