// API read routes under load (50 connections) against a bare Fastify JSON route, alternately.
import { judge } from './lib/judge';
import { errorsOf, rateFigure } from './lib/rate-figure';
import {
  median,
  perRoundRatios,
  ratioFields,
  referenceFigure,
  round,
  type BenchFigure,
} from './lib/result';
import { alternateSlices, RATE_SLICE_SECONDS, runWrk, type WrkResult } from './lib/wrk';

export interface ApiRoute {
  name: string;
  path: string;
}

export async function measureApiReads(opts: {
  appUrl: string;
  referenceUrl: string;
  routes: readonly ApiRoute[];
  rounds: number;
  seconds: number;
  workDir: string;
  connections?: number;
}): Promise<BenchFigure[]> {
  const connections = opts.connections ?? 50;
  // Warm both: JIT, connection pools, PostgreSQL's buffers.
  await runWrk({ url: opts.referenceUrl, connections, seconds: 2, workDir: opts.workDir });
  for (const route of opts.routes) {
    await runWrk({ url: opts.appUrl + route.path, connections, seconds: 2, workDir: opts.workDir });
  }
  // The reference and each route in turn, a slice of seconds each, every round (alternateSlices).
  const [reference = [], ...perRoute] = await alternateSlices(
    [opts.referenceUrl, ...opts.routes.map((r) => opts.appUrl + r.path)].map(
      (url) => (seconds: number) => runWrk({ url, connections, seconds, workDir: opts.workDir }),
    ),
    { rounds: opts.rounds, seconds: opts.seconds, slice: RATE_SLICE_SECONDS },
  );
  const app = new Map(opts.routes.map((route, i) => [route.name, perRoute[i] ?? []]));
  const figures: BenchFigure[] = [
    referenceFigure(
      `api: bare Fastify JSON route (reference), ${connections} connections`,
      reference,
    ),
  ];
  const referenceRuns = reference.map((r) => r.requestsPerSecond);
  for (const route of opts.routes) {
    figures.push(
      rateFigure({
        metric: `api: ${route.name}, ${connections} connections`,
        runs: app.get(route.name) ?? [],
        referenceRps: referenceRuns,
        goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
        atLeast: 0.3,
        p99AtMost: 25,
      }),
    );
  }
  return figures;
}

/**
 * p99 of each search term at a few connections, round after round (the bare route, then every
 * term in turn); a figure per term and one for the worst term of each round.
 */
export async function measureSearchHttp(opts: {
  appUrl: string;
  referenceUrl: string;
  terms: readonly { label: string; q: string }[];
  rounds: number;
  seconds: number;
  workDir: string;
  connections?: number;
  goalMs: number;
  database: string;
}): Promise<BenchFigure[]> {
  const connections = opts.connections ?? 2;
  const load = (url: string) =>
    runWrk({ url, connections, seconds: opts.seconds, workDir: opts.workDir });
  const termUrl = (q: string) => `${opts.appUrl}/api/search?q=${encodeURIComponent(q)}`;
  for (const term of opts.terms) {
    await runWrk({ url: termUrl(term.q), connections, seconds: 1, workDir: opts.workDir });
  }
  const reference: WrkResult[] = [];
  const perTerm = opts.terms.map((term) => ({ label: term.label, runs: [] as WrkResult[] }));
  for (let i = 0; i < opts.rounds; i++) {
    reference.push(await load(opts.referenceUrl));
    for (const [t, term] of opts.terms.entries())
      perTerm[t]?.runs.push(await load(termUrl(term.q)));
  }
  const referenceP99 = reference.map((r) => r.p99);
  const p99s = (runs: readonly WrkResult[]) => runs.map((r) => r.p99);
  const figures: BenchFigure[] = perTerm.map(({ label, runs }) => ({
    metric: `search (${opts.database}): "${label}"`,
    value: round(median(p99s(runs))),
    unit: 'ms p99',
    reference: round(median(referenceP99)),
    ...ratioFields(perRoundRatios(p99s(runs), referenceP99)),
    goal: `p99 <= ${opts.goalMs} ms`,
    ...judge({
      checks: [{ name: 'p99 ms', values: p99s(runs), atMost: opts.goalMs }],
      errors: errorsOf(runs),
    }),
    p50: round(median(runs.map((r) => r.p50))),
    p99: round(median(p99s(runs))),
  }));
  // Each round's worst term; the figure is named after the term with the highest median p99.
  const worstOfRound = reference.map((_, i) =>
    perTerm.reduce((a, b) => ((b.runs[i]?.p99 ?? 0) > (a.runs[i]?.p99 ?? 0) ? b : a)),
  );
  const worstP99 = worstOfRound.map((t, i) => t.runs[i]?.p99 ?? Number.NaN);
  const worstP50 = worstOfRound.map((t, i) => t.runs[i]?.p50 ?? Number.NaN);
  const worst = perTerm.reduce((a, b) => (median(p99s(b.runs)) > median(p99s(a.runs)) ? b : a));
  figures.push({
    metric: `search (${opts.database}): worst of ${perTerm.length} terms ("${worst.label}"), ${connections} connections`,
    value: round(median(worstP99)),
    unit: 'ms p99',
    reference: round(median(referenceP99)),
    ...ratioFields(perRoundRatios(worstP99, referenceP99)),
    goal: `p99 <= ${opts.goalMs} ms, no errors`,
    ...judge({
      checks: [{ name: 'p99 ms', values: worstP99, atMost: opts.goalMs }],
      errors: perTerm.reduce((sum, t) => sum + errorsOf(t.runs), 0),
    }),
    p50: round(median(worstP50)),
    p99: round(median(worstP99)),
  });
  return figures;
}
