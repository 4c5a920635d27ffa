import { describe, expect, it } from 'vitest';

import type { BenchResult } from './result';
import { summarise, summaryKey } from './summary';
import { formatFigures, formatSummary, markdownFigures, markdownSummary, whyMissed } from './table';

const result = (fields: Partial<BenchResult>): BenchResult => ({
  metric: 'api: GET /api/browse, 50 connections',
  value: 20000,
  unit: 'req/s',
  reference: 60000,
  ratio: 0.33,
  goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
  pass: true,
  machine: '2 × CPU',
  judged: [
    {
      name: 'ratio',
      rounds: [0.33],
      median: 0.33,
      min: 0.33,
      max: 0.33,
      atLeast: 0.3,
      met: true,
      steady: true,
    },
  ],
  ...fields,
});

describe('the summary across repeats', () => {
  it('gives each metric the median, min and max of its repeats, and their verdicts', () => {
    const rows = summarise([
      result({ repeat: 1, ratio: 0.33 }),
      result({ repeat: 1, metric: 'start', unit: 's', value: 2.8, ratio: 4.6, judged: [] }),
      result({ repeat: 2, ratio: 0.29, pass: false }),
      result({ repeat: 2, metric: 'start', unit: 's', value: 3.1, ratio: 5.1, judged: [] }),
      result({ repeat: 3, ratio: 0.31, pass: false, unsteady: true }),
    ]);
    expect(rows).toEqual([
      {
        metric: 'api: GET /api/browse, 50 connections',
        of: 'ratio',
        goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
        repeats: 3,
        median: 0.31,
        min: 0.29,
        max: 0.33,
        ok: 1,
        missed: 1,
        unsteady: 1,
      },
      {
        // The goal is absolute (<= 5 s): its value, not its reported ratio.
        metric: 'start',
        of: 's',
        goal: 'ratio >= 0.30, p99 <= 25 ms, no errors',
        repeats: 2,
        median: 2.95,
        min: 2.8,
        max: 3.1,
        ok: 2,
        missed: 0,
        unsteady: 0,
      },
    ]);
  });

  it('summarises the value of a figure without a ratio goal', () => {
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

describe('why a figure missed', () => {
  it('names each quantity off its bound or unsteady, and the errors', () => {
    const r = result({
      pass: false,
      unsteady: true,
      errors: 3,
      judged: [
        {
          name: 'ratio',
          rounds: [0.38, 0.51, 0.59],
          median: 0.51,
          min: 0.38,
          max: 0.59,
          atLeast: 0.3,
          met: true,
          steady: false,
        },
        {
          name: 'p99 ms',
          rounds: [33.6, 36.6, 36.7],
          median: 36.6,
          min: 33.6,
          max: 36.7,
          atMost: 25,
          met: false,
          steady: true,
        },
        {
          name: 'x',
          rounds: [1],
          median: 1,
          min: 1,
          max: 1,
          atMost: 2,
          met: true,
          steady: true,
        },
      ],
    });
    expect(whyMissed(r)).toBe(
      'ratio 0.51 (rounds 0.38–0.59, goal >= 0.3) unsteady; ' +
        'p99 ms 36.6 (rounds 33.6–36.7, goal <= 25) missed; 3 errors',
    );
    expect(formatFigures([r]).split('\n')[2]).toMatch(/0\.33× \(unsteady\)/);
  });

  it('as Markdown: a row a figure, its ratio range and verdict, pipes escaped', () => {
    const text = markdownFigures([
      result({ ratioMin: 0.31, ratioMax: 0.35, p50: 2, p99: 7.6 }),
      result({ metric: 'unsteady | one', pass: false, unsteady: true, note: 'a note' }),
    ]);
    const lines = text.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| figure \| value \| reference \| ratio, median \(rounds\)/);
    expect(lines[2]).toMatch(/ \| 0\.33× \(0\.31–0\.35\) \| 2 \/ 7\.6 \| .* \| yes \|$/);
    expect(lines[3]).toMatch(/^\| unsteady \\\| one \(a note\) \|.* \| unsteady \|$/);
  });

  it('as Markdown across repeats: the median with the range of the repeats, and their verdicts', () => {
    const lines = markdownSummary(
      summarise([
        result({ repeat: 1, ratio: 0.33 }),
        result({ repeat: 2, ratio: 0.29, pass: false }),
        result({ repeat: 3, ratio: 0.31, pass: false, unsteady: true }),
      ]),
    ).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(
      '| figure | of | median (repeats) | goal | repeats ok / missed / unsteady |',
    );
    expect(lines[2]).toBe(
      '| api: GET /api/browse, 50 connections | ratio | 0.31× (0.29–0.33) | ratio >= 0.30, p99 <= 25 ms, no errors | 1 / 1 / 1 |',
    );
  });
});
