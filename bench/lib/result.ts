// One figure of a benchmark run, as written to the `figures` of bench/results/<date>.json.
export interface BenchResult {
  metric: string;
  /** The median over the figure's rounds of what it measures (requests/s, ms, s, kB, score). */
  value: number;
  unit: string;
  /** The same quantity for the reference measured in the same run, or null when the goal is absolute. */
  reference: number | null;
  /**
   * The median of the per-round ratios (each round's app figure over the reference measured in
   * that same round; for processing, the app's time over bare ffmpeg's), or null without a
   * reference. It is not value / reference, which divides two medians that may come from
   * different rounds.
   */
  ratio: number | null;
  /** The lowest and the highest per-round ratio, where `ratio` is a median of them. */
  ratioMin?: number;
  ratioMax?: number;
  /** The goal in words, e.g. 'ratio >= 0.30 and p99 <= 25 ms'. */
  goal: string;
  /** Every judged quantity's median meets its bound, steadily (see `judged`), and no errors. */
  pass: boolean;
  /**
   * Set (true) when some judged quantity's per-round values spread (max − min) wider than its
   * median's margin to the bound: the rounds do not agree on which side of the goal the figure
   * is. Such a figure counts as missed (`pass` is false) and prints as UNSTEADY.
   */
  unsteady?: true;
  /** Each quantity the goal is judged on, over the rounds; see JudgedQuantity. */
  judged?: JudgedQuantity[];
  /** Failed requests (and similar) over all of the figure's rounds, where it counts them. */
  errors?: number;
  machine: string;
  /** Which repeat of the selection (`--repeat`) the figure comes from, counted from 1. */
  repeat?: number;
  /** Latency percentiles where the figure has them, in milliseconds (medians over rounds). */
  p50?: number;
  p99?: number;
  /** What else a reader needs to weigh the figure, e.g. its ratio to another reference. */
  note?: string;
}

/**
 * One quantity a goal is judged on (a ratio, a p99, a time, a size, a score), over the rounds
 * of its figure: judged on the median, with the spread of the rounds beside it.
 */
export interface JudgedQuantity {
  /** What it is, e.g. 'ratio', 'p99 ms', 's'. */
  name: string;
  /** Its value in each round (or run), in the order measured. */
  rounds: number[];
  median: number;
  min: number;
  max: number;
  /** The bound: the median must be at least, or at most, this. */
  atLeast?: number;
  atMost?: number;
  /** Whether the median meets the bound. */
  met: boolean;
  /** Whether max − min is no wider than |median − bound|. */
  steady: boolean;
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

/** Each round's `app` over the same round's `reference`. */
export function perRoundRatios(app: readonly number[], reference: readonly number[]): number[] {
  if (app.length !== reference.length || app.length === 0) {
    throw new Error(`per-round ratios of ${app.length} rounds against ${reference.length}`);
  }
  return app.map((a, i) => a / (reference[i] ?? Number.NaN));
}

/** A figure's `ratio` (the median of per-round ratios), `ratioMin` and `ratioMax`, rounded. */
export function ratioFields(
  ratios: readonly number[],
  digits = 2,
): Pick<BenchFigure, 'ratio' | 'ratioMin' | 'ratioMax'> {
  return {
    ratio: round(median(ratios), digits),
    ratioMin: round(Math.min(...ratios), digits),
    ratioMax: round(Math.max(...ratios), digits),
  };
}

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
