// Search latency: the terms every run measures, chosen from the bench catalog's
// vocabulary (apps/server/src/seed/bench-catalog.ts) so that each kind of search really happens,
// an in-process measure of the app's search service (used for PGlite, where there is no server
// to load over HTTP), and a PGlite database holding a bench catalog.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import type { ListeningRule } from '@sada/contracts/instrumentation';

import { openDatabase, type Database, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrate, migrationsFolder } from '../apps/server/src/db/migrate';
import { createSearchService } from '../apps/server/src/features/search/service';
import { seedBenchCatalog } from '../apps/server/src/seed/bench-catalog';
import { quantile } from './lib/result';

/** One of each kind of search; `q` as typed, for /api/search?q=… or the service. */
export const searchTerms: readonly { label: string; q: string }[] = [
  // The most frequent Latin word: in about a third of the Latin titles.
  { label: 'common word', q: 'Light' },
  // The most frequent Arabic word, three letters.
  { label: 'common Arabic word', q: 'نور' },
  // The last Latin word of the list, the least frequent.
  { label: 'rare word', q: 'Sanctuary' },
  // Prayer and Praise, and every other word with "pra" inside.
  { label: '3-letter prefix', q: 'pra' },
  { label: 'two words', q: 'Mercy Garden' },
  // The catalog spells these with tashkeel; typed with and without it.
  { label: 'Arabic with tashkeel', q: 'طَيْبَة' },
  { label: 'Arabic without tashkeel', q: 'طيبة' },
  { label: 'Arabic two words', q: 'طلع البدر' },
  // Ramadan with a letter missing: found only by similarity.
  { label: 'typo', q: 'Ramdan' },
  // No title, artist or playlist is anything like it.
  { label: 'miss', q: 'Thunderstorm' },
];

export interface SearchLatency {
  term: string;
  /** Each round's latencies of the term, in milliseconds. */
  rounds: { p50: number; p99: number; count: number }[];
}

/**
 * Runs the app's search service (as /api/search does) for each term in turn, `rounds` times
 * over: a short warm-up of each term first, then in every round `concurrency` loops back to back
 * for `seconds` per term, timing each search in milliseconds.
 */
export async function measureSearchInProcess(opts: {
  db: Database;
  seconds?: number;
  concurrency?: number;
  rounds?: number;
  /** The listening rule searched under (decision 014). */
  rule?: ListeningRule;
}): Promise<SearchLatency[]> {
  const rule = opts.rule ?? 'everything';
  const seconds = opts.seconds ?? 5;
  const concurrency = opts.concurrency ?? 1;
  const service = createSearchService(opts.db);
  const results: SearchLatency[] = searchTerms.map((term) => ({ term: term.label, rounds: [] }));
  for (const term of searchTerms) {
    for (let i = 0; i < 3; i++) await service.search(term.q, rule);
  }
  for (let round = 0; round < (opts.rounds ?? 1); round++) {
    for (const [t, term] of searchTerms.entries()) {
      const times: number[] = [];
      const until = performance.now() + seconds * 1000;
      const loop = async () => {
        while (performance.now() < until) {
          const at = performance.now();
          await service.search(term.q, rule);
          times.push(performance.now() - at);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, loop));
      results[t]?.rounds.push({
        p50: quantile(times, 0.5),
        p99: quantile(times, 0.99),
        count: times.length,
      });
    }
  }
  return results;
}

// What search reads is made in full (tracks, their albums and artists, playlists, their
// owners); the rest of the catalog, which only gives tracks their play counts, at a tenth.
const pgliteRatios = { likes: 1, follows: 0.2, streamEvents: 2 } as const;

/** The tag of the last migration: a catalog made before a newer one is made again. */
async function lastMigration(): Promise<string> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('no migrations');
  return `${last.tag}@${last.when}`;
}

/**
 * A PGlite database in `dir` holding a bench catalog of `tracks` tracks, made once: it is opened
 * as it is when it holds that many tracks under the current migrations, and made anew otherwise
 * (`dir` must then be empty or missing). The caller closes it.
 */
export async function openPgliteCatalog(opts: {
  tracks: number;
  dir: string;
  log?: (line: string) => void;
}): Promise<DatabaseHandle> {
  const want = { tracks: opts.tracks, migration: await lastMigration() };
  const fresh = !existsSync(join(opts.dir, 'PG_VERSION'));
  const handle = await openDatabase({ kind: 'pglite', dir: opts.dir });
  try {
    if (!fresh) {
      const have = await benchMark(handle);
      if (have?.tracks === want.tracks && have.migration === want.migration) return handle;
      throw new Error(
        `${opts.dir} holds another database (${JSON.stringify(have)}, wanted ${JSON.stringify(want)}): remove it first`,
      );
    }
    await migrate(handle);
    const per = (ratio: number) => Math.max(1, Math.round(opts.tracks * ratio));
    await seedBenchCatalog(handle, {
      tracks: opts.tracks,
      seed: 'sada',
      scale: {
        likes: per(pgliteRatios.likes),
        follows: per(pgliteRatios.follows),
        streamEvents: per(pgliteRatios.streamEvents),
      },
      ...(opts.log ? { log: opts.log } : {}),
    });
    await handle.exec(
      `COMMENT ON DATABASE postgres IS ${quoteLiteral(JSON.stringify({ bench: want }))}`,
    );
    await handle.exec('CHECKPOINT');
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** What openPgliteCatalog noted on the database when it made it. */
async function benchMark(
  handle: DatabaseHandle,
): Promise<{ tracks: number; migration: string } | null> {
  const result = (await handle.db.execute(
    sql`SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = current_database()`,
  )) as unknown as { rows: { note: string | null }[] };
  const note = result.rows[0]?.note;
  if (!note) return null;
  try {
    return (JSON.parse(note) as { bench?: { tracks: number; migration: string } }).bench ?? null;
  } catch {
    return null;
  }
}
