import { describe, expect, it } from 'vitest';

import type { BenchResult } from './result';
import { summarise, summaryKey } from './summary';
import { formatFigures, formatSummary } from './table';

const result = (fields: Partial<BenchResult>): BenchResult => ({
  metric: 'api: GET /api/browse, 50 connections',
  value: 20000,
  unit: 'req/s',
  reference: 60000,
  ratio: 0.33,
  goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
  pass: true,
  machine: '2 × CPU',
  ...fields,
});

describe('the summary across repeats', () => {
  it('gives each metric the median, min and max of its repeats, and their verdicts', () => {
    const rows = summarise([
      result({ repeat: 1, ratio: 0.33 }),
      result({ repeat: 1, metric: 'start', unit: 's', value: 2.8, reference: 0.6, ratio: 4.6 }),
      result({ repeat: 2, ratio: 0.29, pass: false }),
      result({ repeat: 2, metric: 'start', unit: 's', value: 3.1, reference: 0.6, ratio: 5.1 }),
      result({ repeat: 3, ratio: 0.31, pass: false, unsteady: true }),
    ]);
    expect(rows).toEqual([
      {
        metric: 'api: GET /api/browse, 50 connections',
        of: 'ratio',
        repeats: 3,
        median: 0.31,
        min: 0.29,
        max: 0.33,
        ok: 1,
        missed: 1,
        unsteady: 1,
      },
      {
        metric: 'start',
        of: 'ratio',
        repeats: 2,
        median: 4.85,
        min: 4.6,
        max: 5.1,
        ok: 2,
        missed: 0,
        unsteady: 0,
      },
    ]);
  });

  it('summarises the value of a figure without a ratio', () => {
    const rows = summarise([
      result({ metric: 'Lighthouse', reference: null, ratio: null, value: 98, unit: 'score' }),
      result({ metric: 'Lighthouse', reference: null, ratio: null, value: 100, unit: 'score' }),
    ]);
    expect(rows[0]).toMatchObject({ of: 'score', median: 99, min: 98, max: 100 });
  });

  it("puts a worst-of figure's repeats together whatever term was worst", () => {
    expect(summaryKey('search (PGlite): worst of 10 terms ("common word")')).toBe(
      'search (PGlite): worst of 10 terms (…)',
    );
    expect(summaryKey('search (PGlite, 100,000 tracks): "typo"')).toBe(
      'search (PGlite, 100,000 tracks): "typo"',
    );
  });
});

describe('the tables', () => {
  it('show verdicts, ratio ranges and the spread of judged quantities', () => {
    const text = formatFigures([
      result({
        ratioMin: 0.31,
        ratioMax: 0.35,
        p99: 7.6,
        judged: [
          {
            name: 'p99 ms',
            rounds: [5.1, 7.6, 8],
            median: 7.6,
            min: 5.1,
            max: 8,
            atMost: 25,
            met: true,
            steady: true,
          },
        ],
      }),
      result({ metric: 'unsteady one', pass: false, unsteady: true, note: 'a note' }),
      result({ metric: 'missed one', pass: false }),
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^ +metric +value +reference +ratio \(rounds min–max\)/);
    expect(lines[2]).toMatch(/^ok +api: GET .* 0\.33× \(0\.31–0\.35\) .* p99 ms 5\.1–8 /);
    expect(lines[3]).toMatch(/^UNSTEADY +unsteady one/);
    expect(lines[4]).toMatch(/^ +\(a note\)$/);
    expect(lines[5]).toMatch(/^MISS +missed one/);
    expect(formatSummary(summarise([result({})]))).toMatch(/api: GET .* 1 +ratio +0\.33/);
  });
});
