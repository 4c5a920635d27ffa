// One figure of a benchmark run, as written to bench/results/<date>.json.
export interface BenchResult {
  metric: string;
  value: number;
  unit: string;
  /** The same quantity for the reference measured in the same run, or null when the goal is absolute. */
  reference: number | null;
  /** value / reference, or null without a reference. */
  ratio: number | null;
  /** The goal in words, e.g. 'ratio >= 0.30 and p99 <= 25 ms'. */
  goal: string;
  pass: boolean;
  machine: string;
  /** Latency percentiles where the figure has them, in milliseconds. */
  p50?: number;
  p99?: number;
  /** What else a reader needs to weigh the figure, e.g. its ratio to another reference. */
  note?: string;
}

export type BenchFigure = Omit<BenchResult, 'machine'>;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** The q-th quantile (0..1) of `values`, nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The figure of a reference measured in rounds: its median requests/s, p50 and p99. */
export function referenceFigure(
  metric: string,
  runs: readonly { requestsPerSecond: number; p50: number; p99: number }[],
): BenchFigure {
  return {
    metric,
    value: round(median(runs.map((r) => r.requestsPerSecond)), 0),
    unit: 'req/s',
    reference: null,
    ratio: null,
    goal: 'reference',
    pass: true,
    p50: round(median(runs.map((r) => r.p50))),
    p99: round(median(runs.map((r) => r.p99))),
  };
}
