// API read routes under load (50 connections) against a bare Fastify JSON route, alternately.
import { median, referenceFigure, round, type BenchFigure } from './lib/result';
import { runWrk, type WrkResult } from './lib/wrk';

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
  const load = (url: string) =>
    runWrk({ url, connections, seconds: opts.seconds, workDir: opts.workDir });
  const reference: WrkResult[] = [];
  const app = new Map<string, WrkResult[]>();
  // Warm both: JIT, connection pools, PostgreSQL's buffers.
  await runWrk({ url: opts.referenceUrl, connections, seconds: 2, workDir: opts.workDir });
  for (const route of opts.routes) {
    await runWrk({ url: opts.appUrl + route.path, connections, seconds: 2, workDir: opts.workDir });
  }
  for (let i = 0; i < opts.rounds; i++) {
    reference.push(await load(opts.referenceUrl));
    for (const route of opts.routes)
      app.set(route.name, [...(app.get(route.name) ?? []), await load(opts.appUrl + route.path)]);
  }
  const referenceRps = median(reference.map((r) => r.requestsPerSecond));
  const figures: BenchFigure[] = [
    referenceFigure(
      `api: bare Fastify JSON route (reference), ${connections} connections`,
      reference,
    ),
  ];
  for (const route of opts.routes) {
    const results = app.get(route.name) ?? [];
    const rps = median(results.map((r) => r.requestsPerSecond));
    const p99 = median(results.map((r) => r.p99));
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    const ratio = rps / referenceRps;
    figures.push({
      metric: `api: ${route.name}, ${connections} connections`,
      value: round(rps, 0),
      unit: 'req/s',
      reference: round(referenceRps, 0),
      ratio: round(ratio),
      goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
      pass: ratio >= 0.3 && p99 <= 25 && errors === 0,
      p50: round(median(results.map((r) => r.p50))),
      p99: round(p99),
    });
  }
  return figures;
}

/** p99 of each search term at a few connections; the figure is the worst term's. */
export async function measureSearchHttp(opts: {
  appUrl: string;
  referenceUrl: string;
  terms: readonly { label: string; q: string }[];
  seconds: number;
  workDir: string;
  connections?: number;
  goalMs: number;
  database: string;
}): Promise<BenchFigure[]> {
  const connections = opts.connections ?? 2;
  const load = (url: string) =>
    runWrk({ url, connections, seconds: opts.seconds, workDir: opts.workDir });
  const reference = await load(opts.referenceUrl);
  const perTerm: { label: string; result: WrkResult }[] = [];
  for (const term of opts.terms) {
    const url = `${opts.appUrl}/api/search?q=${encodeURIComponent(term.q)}`;
    await runWrk({ url, connections, seconds: 1, workDir: opts.workDir });
    perTerm.push({ label: term.label, result: await load(url) });
  }
  const worst = perTerm.reduce((a, b) => (b.result.p99 > a.result.p99 ? b : a));
  const errors = perTerm.reduce((sum, t) => sum + t.result.errors, 0);
  const figures: BenchFigure[] = perTerm.map(({ label, result }) => ({
    metric: `search (${opts.database}): "${label}"`,
    value: round(result.p99),
    unit: 'ms p99',
    reference: round(reference.p99),
    ratio: round(result.p99 / reference.p99),
    goal: `p99 <= ${opts.goalMs} ms`,
    pass: result.p99 <= opts.goalMs && result.errors === 0,
    p50: round(result.p50),
    p99: round(result.p99),
  }));
  figures.push({
    metric: `search (${opts.database}): worst of ${perTerm.length} terms ("${worst.label}"), ${connections} connections`,
    value: round(worst.result.p99),
    unit: 'ms p99',
    reference: round(reference.p99),
    ratio: round(worst.result.p99 / reference.p99),
    goal: `p99 <= ${opts.goalMs} ms, no errors`,
    pass: worst.result.p99 <= opts.goalMs && errors === 0,
    p50: round(worst.result.p50),
    p99: round(worst.result.p99),
  });
  return figures;
}
