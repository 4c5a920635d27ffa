// The figures of several repeats of a run (`--repeat`), side by side: for each metric the median
// of the repeats' ratios (or values, where the goal is not a ratio), with their min and max.
import { verdict } from './judge';
import { median, round, type BenchResult } from './result';

export interface SummaryRow {
  metric: string;
  /** 'ratio' where the goal judges one, else the figure's unit (its value is summarised). */
  of: string;
  goal: string;
  repeats: number;
  /** The median, min and max of the repeats' ratios (each itself a median over rounds). */
  median: number;
  min: number;
  max: number;
  /** How many repeats passed, missed, were unsteady. */
  ok: number;
  missed: number;
  unsteady: number;
}

/**
 * The metric a figure is summarised under: a worst-of figure names its worst term, which may
 * differ between repeats, so the quoted name in parentheses is left out.
 */
export const summaryKey = (metric: string) => metric.replace(/\("[^"]*"\)/g, '(…)');

export function summarise(results: readonly BenchResult[]): SummaryRow[] {
  const groups = new Map<string, BenchResult[]>();
  for (const r of results) {
    const key = summaryKey(r.metric);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([metric, figures]) => {
    // A ratio where the goal is one; otherwise the value, which absolute goals judge.
    const withRatio = figures.every(
      (f) => f.ratio !== null && (f.judged ?? []).some((q) => q.name === 'ratio'),
    );
    const values = figures.map((f) => (withRatio ? (f.ratio ?? 0) : f.value));
    const verdicts = figures.map(verdict);
    return {
      metric,
      of: withRatio ? 'ratio' : (figures[0]?.unit ?? ''),
      goal: figures[0]?.goal ?? '',
      repeats: figures.length,
      median: round(median(values), withRatio ? 3 : 2),
      min: Math.min(...values),
      max: Math.max(...values),
      ok: verdicts.filter((v) => v === 'ok').length,
      missed: verdicts.filter((v) => v === 'MISS').length,
      unsteady: verdicts.filter((v) => v === 'UNSTEADY').length,
    };
  });
}
