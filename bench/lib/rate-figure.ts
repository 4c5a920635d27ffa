// A requests/s figure measured with wrk in rounds, judged against a reference measured in the
// same rounds just before it: the shape of the API, signed-in and streaming figures.
import { judge } from './judge';
import { median, perRoundRatios, ratioFields, round, type BenchFigure } from './result';
import type { WrkResult } from './wrk';

/** Socket errors and non-2xx/3xx answers over all of `runs`. */
export const errorsOf = (runs: readonly WrkResult[]) => runs.reduce((sum, r) => sum + r.errors, 0);

export function rateFigure(opts: {
  metric: string;
  runs: readonly WrkResult[];
  /** The reference's requests/s, one a round, in the order of `runs`. */
  referenceRps: readonly number[];
  goal: string;
  /** The least median ratio that meets the goal. */
  atLeast: number;
  /** When the goal bounds the p99 too, in milliseconds. */
  p99AtMost?: number;
  /** Digits of the ratio (2 unless a small one needs more). */
  ratioDigits?: number;
}): BenchFigure {
  const { runs } = opts;
  const rps = runs.map((r) => r.requestsPerSecond);
  const ratios = perRoundRatios(rps, opts.referenceRps);
  const p99s = runs.map((r) => r.p99);
  return {
    metric: opts.metric,
    value: round(median(rps), 0),
    unit: 'req/s',
    reference: round(median(opts.referenceRps), 0),
    ...ratioFields(ratios, opts.ratioDigits),
    goal: opts.goal,
    ...judge({
      checks: [
        { name: 'ratio', values: ratios, atLeast: opts.atLeast },
        ...(opts.p99AtMost === undefined
          ? []
          : [{ name: 'p99 ms', values: p99s, atMost: opts.p99AtMost }]),
      ],
      errors: errorsOf(runs),
    }),
    p50: round(median(runs.map((r) => r.p50))),
    p99: round(median(p99s)),
  };
}
