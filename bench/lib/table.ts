// The tables the bench prints: the figures of one repeat, and the summary across repeats.
import { verdict } from './judge';
import type { BenchResult } from './result';
import type { SummaryRow } from './summary';

function table(header: string[], rows: string[][], notes: (string | undefined)[] = []): string {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  for (const [i, row] of rows.entries()) {
    out.push(line(row));
    const note = notes[i];
    if (note) out.push(`${' '.repeat((widths[0] ?? 0) + 2)}(${note})`);
  }
  return out.join('\n');
}

const range = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined ? '' : ` (${min}–${max})`;

/** The judged quantities other than the ratio: "p99 ms 5.1–7.6". */
function spreads(r: BenchResult): string {
  return (r.judged ?? [])
    .filter((q) => q.name !== 'ratio' && q.rounds.length > 1)
    .map((q) => `${q.name} ${q.min}–${q.max}${q.steady ? '' : ' (unsteady)'}`)
    .join('; ');
}

const ratioUnsteady = (r: BenchResult) =>
  r.judged?.some((q) => q.name === 'ratio' && !q.steady) ? ' (unsteady)' : '';

/** Why a figure missed: each quantity off its bound or unsteady, and its errors. */
export function whyMissed(r: BenchResult): string {
  const reasons = (r.judged ?? [])
    .filter((q) => !q.met || !q.steady)
    .map((q) => {
      const bound = q.atLeast === undefined ? `<= ${q.atMost}` : `>= ${q.atLeast}`;
      const state = [q.met ? '' : 'missed', q.steady ? '' : 'unsteady'].filter(Boolean);
      return `${q.name} ${q.median} (rounds ${q.min}–${q.max}, goal ${bound}) ${state.join(' and ')}`;
    });
  if (r.errors) reasons.push(`${r.errors} errors`);
  return reasons.join('; ');
}

export function formatFigures(results: readonly BenchResult[]): string {
  const rows = results.map((r) => [
    verdict(r),
    r.metric,
    `${r.value} ${r.unit}`,
    r.reference === null ? '' : String(r.reference),
    r.ratio === null ? '' : `${r.ratio}×${range(r.ratioMin, r.ratioMax)}${ratioUnsteady(r)}`,
    r.p50 === undefined ? '' : `${r.p50}`,
    r.p99 === undefined ? '' : `${r.p99}`,
    spreads(r),
    r.goal,
  ]);
  const header = [
    '',
    'metric',
    'value',
    'reference',
    'ratio (rounds min–max)',
    'p50 ms',
    'p99 ms',
    'judged, rounds min–max',
    'goal',
  ];
  return table(
    header,
    rows,
    results.map((r) => r.note),
  );
}

export function formatSummary(rows: readonly SummaryRow[]): string {
  return table(
    ['metric', 'repeats', 'of', 'median', 'min', 'max', 'ok / MISS / UNSTEADY'],
    rows.map((r) => [
      r.metric,
      String(r.repeats),
      r.of,
      String(r.median),
      String(r.min),
      String(r.max),
      `${r.ok} / ${r.missed} / ${r.unsteady}`,
    ]),
  );
}

/**
 * The summary across repeats as a Markdown table, as bench/README.md's "Measured" section shows
 * it: each figure's median over the repeats with their range, and how many repeats met the goal.
 */
export function markdownSummary(rows: readonly SummaryRow[]): string {
  const header = ['figure', 'of', 'median (repeats)', 'goal', 'repeats ok / missed / unsteady'];
  const body = rows.map((r) => [
    r.metric,
    r.of,
    `${r.median}${r.of === 'ratio' ? '×' : ''} (${r.min}–${r.max})`,
    r.goal,
    `${r.ok} / ${r.missed} / ${r.unsteady}`,
  ]);
  return markdownTable(header, body);
}

function markdownTable(header: string[], rows: string[][]): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The figures of one repeat as a Markdown table, as bench/README.md's "Measured" section shows
 * them: the ratio as the median of its rounds with their range, the other judged quantities'
 * ranges, and the verdict.
 */
export function markdownFigures(results: readonly BenchResult[]): string {
  const header = [
    'figure',
    'value',
    'reference',
    'ratio, median (rounds)',
    'p50 / p99 ms',
    'judged, rounds',
    'goal',
    'met',
  ];
  const rows = results.map((r) => [
    r.note ? `${r.metric} (${r.note})` : r.metric,
    `${r.value} ${r.unit}`,
    r.reference === null ? '' : String(r.reference),
    r.ratio === null ? '' : `${r.ratio}×${range(r.ratioMin, r.ratioMax)}${ratioUnsteady(r)}`,
    r.p50 === undefined && r.p99 === undefined ? '' : `${r.p50 ?? ''} / ${r.p99 ?? ''}`,
    spreads(r),
    r.goal,
    { ok: 'yes', MISS: 'no', UNSTEADY: 'unsteady' }[verdict(r)] ?? verdict(r),
  ]);
  return markdownTable(header, rows);
}
