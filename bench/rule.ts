// What a listening rule costs (decision 014): a listener's and a visitor's browse, a genre page
// and search, each worked out in process (nothing kept between calls) under no rule and under
// 'vocals only', a second of each in turn. The goal: no more than 10% slower with the rule.
import type { ListeningRule } from '@sada/contracts/instrumentation';

import type { Hearing } from '../apps/server/src/catalog/listening-rule';
import type { Database } from '../apps/server/src/db/client';
import { createBrowseService } from '../apps/server/src/features/browse/service';
import { createGenreService } from '../apps/server/src/features/genres/service';
import { createSearchService } from '../apps/server/src/features/search/service';
import { createCacheForgetting } from '../apps/server/src/platform/read-cache';
import { judge } from './lib/judge';
import { median, quantile, ratioFields, round, type BenchFigure } from './lib/result';

/** The rule measured against hearing everything. */
const RULE: ListeningRule = 'vocals_only';
/** Each side's share of a round, a slice at a time. */
const SLICE_MS = 1000;
const GOAL = 1.1;

interface Case {
  name: string;
  /** One call under `hearing`; `i` counts calls, to vary the listener or the term. */
  call(hearing: Hearing, i: number): Promise<unknown>;
}

/** Calls `run` one after another for `ms`; their latencies. */
async function timed(run: (i: number) => Promise<unknown>, ms: number, start: number) {
  const times: number[] = [];
  const until = performance.now() + ms;
  for (let i = start; performance.now() < until; i++) {
    const at = performance.now();
    await run(i);
    times.push(performance.now() - at);
  }
  return times;
}

export async function measureRuleCost(opts: {
  db: Database;
  /** Listeners whose browse page is worked out, in turn. */
  listenerIds: readonly string[];
  genre: string;
  terms: readonly string[];
  rounds: number;
  seconds: number;
  label: string;
}): Promise<BenchFigure[]> {
  const { db } = opts;
  // Browse keeps the sections everyone shares for these seconds, with or without a rule alike.
  const browse = createBrowseService(db, {
    caching: { seconds: 5, forgetting: createCacheForgetting() },
  });
  const genres = createGenreService(db);
  const search = createSearchService(db);
  const listener = (i: number) => ({
    id: opts.listenerIds[i % opts.listenerIds.length] ?? '',
    role: 'listener' as const,
    emailVerified: true,
    labelVerified: false,
  });
  const cases: Case[] = [
    {
      name: "a listener's browse page",
      call: (h, i) => browse.browse(listener(i), { ...h, viewerId: listener(i).id }),
    },
    { name: "a visitor's browse page", call: (h) => browse.browse(null, h) },
    { name: `the genre page (${opts.genre})`, call: (h) => genres.page(opts.genre, h) },
    {
      name: `search, ${opts.terms.length} terms in turn`,
      call: (h, i) => search.search(opts.terms[i % opts.terms.length] ?? '', h.rule),
    },
  ];
  const figures: BenchFigure[] = [];
  for (const c of cases) {
    const none: Hearing = { rule: 'everything', viewerId: null, artistId: null };
    const ruled: Hearing = { rule: RULE, viewerId: null, artistId: null };
    // Warm both: plans, buffers.
    await timed((i) => c.call(none, i), 500, 0);
    await timed((i) => c.call(ruled, i), 500, 0);
    const ratios: number[] = [];
    const withRule: number[] = [];
    const without: number[] = [];
    for (let r = 0; r < opts.rounds; r++) {
      const a: number[] = [];
      const b: number[] = [];
      for (let s = 0; s < opts.seconds; s++) {
        // The same listeners and terms on both sides of a slice.
        const start = (r * opts.seconds + s) * 1000;
        a.push(...(await timed((i) => c.call(none, i), SLICE_MS, start)));
        b.push(...(await timed((i) => c.call(ruled, i), SLICE_MS, start)));
      }
      without.push(quantile(a, 0.5));
      withRule.push(quantile(b, 0.5));
      ratios.push(quantile(b, 0.5) / quantile(a, 0.5));
    }
    figures.push({
      metric: `listening rule (${opts.label}): ${c.name}, 'vocals only' against no rule, median time`,
      value: round(median(withRule), 2),
      unit: 'ms p50',
      reference: round(median(without), 2),
      ...ratioFields(ratios),
      goal: `ratio <= ${GOAL}`,
      ...judge({ checks: [{ name: 'ratio', values: ratios, atMost: GOAL }] }),
      p50: round(median(withRule), 2),
    });
  }
  return figures;
}
