// A figure's goal as data: each quantity it is judged on, with its value in every round and its
// bound. The goal is judged on the median of the rounds; a figure whose rounds spread across
// more than the median's margin to the bound is unsteady, and counts as missed.
import { median, round, type BenchFigure, type JudgedQuantity } from './result';

export interface Check {
  /** What is judged, e.g. 'ratio', 'p99 ms'. */
  name: string;
  /** Its value in each round (or run), in the order measured. */
  values: readonly number[];
  atLeast?: number;
  atMost?: number;
}

export type Judgement = Pick<BenchFigure, 'pass' | 'unsteady' | 'judged' | 'errors'>;

/** Digits kept of judged values in the results (judging itself uses them unrounded). */
const digits = 3;

function judgeOne(check: Check): JudgedQuantity {
  const { name, values, atLeast, atMost } = check;
  if (values.length === 0) throw new Error(`${name}: judged on no values`);
  if ((atLeast === undefined) === (atMost === undefined)) {
    throw new Error(`${name}: a check needs exactly one of atLeast and atMost`);
  }
  const mid = median(values);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const bound = (atLeast ?? atMost) as number;
  const met = atLeast !== undefined ? mid >= atLeast : mid <= bound;
  const steady = max - min <= Math.abs(mid - bound);
  return {
    name,
    rounds: values.map((v) => round(v, digits)),
    median: round(mid, digits),
    min: round(min, digits),
    max: round(max, digits),
    ...(atLeast !== undefined ? { atLeast } : { atMost: bound }),
    met,
    steady,
  };
}

/**
 * Judges a figure: it passes when every check's median meets its bound, no check is unsteady
 * (its values spread, max − min, wider than |median − bound|) and `errors` (when given) is 0.
 */
export function judge(opts: { checks: readonly Check[]; errors?: number }): Judgement {
  const judged = opts.checks.map(judgeOne);
  const unsteady = judged.some((q) => !q.steady);
  const errors = opts.errors ?? 0;
  return {
    pass: !unsteady && errors === 0 && judged.every((q) => q.met),
    ...(unsteady ? { unsteady: true as const } : {}),
    judged,
    ...(opts.errors === undefined ? {} : { errors: opts.errors }),
  };
}

/** The word the table shows for a figure: ok, MISS or UNSTEADY. */
export function verdict(figure: Pick<BenchFigure, 'pass' | 'unsteady'>): string {
  if (figure.unsteady) return 'UNSTEADY';
  return figure.pass ? 'ok' : 'MISS';
}
