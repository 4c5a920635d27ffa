import { describe, expect, it } from 'vitest';

import {
  linesToSpans,
  PRACTICE_MESSAGES,
  practiceSegments,
  validatePracticePlan,
  type PracticePause,
  type PracticePlan,
  type PracticeSpan,
} from './practice-plan';

const none: PracticePause = { kind: 'none' };

function ab(a: number, b: number, times = 3, pause = none): PracticePlan {
  return { kind: 'ab', a, b, times, pause, then: 'continue' };
}

function range(start: number, end: number): PracticePlan {
  return { kind: 'range', start, end, times: 3, pause: none, then: 'stop' };
}

function eachLine(lines: PracticeSpan[]): PracticePlan {
  return { kind: 'eachLine', lines, times: 2, pause: none, then: 'continue' };
}

describe('validating a plan', () => {
  it('accepts plans that can be practised', () => {
    expect(validatePracticePlan(ab(10, 20))).toBeNull();
    expect(validatePracticePlan(range(0, 0.5))).toBeNull();
    const lines = [
      { start: 0, end: 2 },
      { start: 2, end: 4 },
      { start: 6, end: 7 },
    ];
    expect(validatePracticePlan(eachLine(lines))).toBeNull();
  });

  it('B must be after A', () => {
    expect(validatePracticePlan(ab(20, 10))).toBe('B must be after A');
    expect(validatePracticePlan(ab(10, 10))).toBe('B must be after A');
  });

  it('A and B must both be set', () => {
    for (const [a, b] of [
      [Number.NaN, 10],
      [10, Number.NaN],
      [10, Infinity],
    ] as const) {
      expect(validatePracticePlan(ab(a, b))).toBe('Set both A and B');
    }
  });

  it('a negative A counts as the start of the track', () => {
    expect(validatePracticePlan(ab(-5, 3))).toBeNull();
    expect(practiceSegments(ab(-5, 3))).toEqual([{ start: 0, end: 3 }]);
    expect(validatePracticePlan(ab(-5, -1))).toBe('B must be after A');
  });

  it('a range needs a start and an end after it', () => {
    expect(validatePracticePlan(range(5, 5))).toBe('The end must be after the start');
    expect(validatePracticePlan(range(Number.NaN, 5))).toBe('Set both the start and the end');
  });

  it('each line needs at least one line, each with a start before its end, in time order', () => {
    expect(validatePracticePlan(eachLine([]))).toBe('Choose at least one line');
    expect(validatePracticePlan(eachLine([{ start: 1, end: Number.NaN }]))).toBe(
      'Every line needs a start and an end',
    );
    expect(validatePracticePlan(eachLine([{ start: 3, end: 3 }]))).toBe(
      'Every line must end after it starts',
    );
    const overlapping = [
      { start: 0, end: 3 },
      { start: 2, end: 4 },
    ];
    expect(validatePracticePlan(eachLine(overlapping))).toBe(PRACTICE_MESSAGES.lineOrder);
    expect(validatePracticePlan(eachLine([...overlapping].reverse()))).toBe(
      PRACTICE_MESSAGES.lineOrder,
    );
  });

  it('repetitions are a whole number from 1 to 99, or endless', () => {
    for (const times of [1, 2, 99, Infinity])
      expect(validatePracticePlan(ab(0, 1, times))).toBeNull();
    for (const times of [0, -1, 2.5, 100, Number.NaN, -Infinity]) {
      expect(validatePracticePlan(ab(0, 1, times))).toBe('Choose from 1 to 99 repetitions');
    }
  });

  it('a fixed pause lasts 0.5 to 60 seconds', () => {
    const fixed = (seconds: number) => ab(0, 1, 3, { kind: 'fixed', seconds });
    for (const seconds of [0.5, 2, 60]) expect(validatePracticePlan(fixed(seconds))).toBeNull();
    for (const seconds of [0, 0.4, 61, Number.NaN, Infinity]) {
      expect(validatePracticePlan(fixed(seconds))).toBe('Choose a pause from 0.5 to 60 seconds');
    }
    expect(validatePracticePlan(ab(0, 1, 3, { kind: 'lineLength' }))).toBeNull();
  });

  it('the segments come first in what is reported', () => {
    expect(validatePracticePlan(ab(20, 10, 0, { kind: 'fixed', seconds: 0 }))).toBe(
      'B must be after A',
    );
  });
});

describe('synced lines as spans', () => {
  it('a line ends at its own end, else at the next line’s start, else at the track’s end', () => {
    const lines = [
      { startMs: 1_000, endMs: 2_500 },
      { startMs: 3_000, endMs: null },
      { startMs: 5_000, endMs: null },
    ];
    expect(linesToSpans(lines, 8)).toEqual([
      { start: 1, end: 2.5 },
      { start: 3, end: 5 },
      { start: 5, end: 8 },
    ]);
  });

  it('lines without a start are skipped', () => {
    const lines = [
      { startMs: null, endMs: null },
      { startMs: 1_000, endMs: null },
      { startMs: null, endMs: 4_000 },
      { startMs: 2_000, endMs: 3_000 },
    ];
    expect(linesToSpans(lines, 10)).toEqual([
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('while the duration is unknown, an open last line is skipped', () => {
    const lines = [
      { startMs: 0, endMs: null },
      { startMs: 4_000, endMs: null },
    ];
    for (const duration of [0, Number.NaN, -1, Infinity]) {
      expect(linesToSpans(lines, duration)).toEqual([{ start: 0, end: 4 }]);
    }
  });

  it('no line runs past the next line’s start or the track’s end', () => {
    const lines = [
      { startMs: 0, endMs: 5_000 },
      { startMs: 4_000, endMs: 12_000 },
      { startMs: 11_000, endMs: null },
    ];
    expect(linesToSpans(lines, 10)).toEqual([
      { start: 0, end: 4 },
      { start: 4, end: 10 },
    ]);
  });

  it('an end that is not after the start is read as missing', () => {
    const lines = [
      { startMs: 1_000, endMs: 1_000 },
      { startMs: 2_000, endMs: 500 },
    ];
    expect(linesToSpans(lines, 3)).toEqual([
      { start: 1, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('lines out of order are put in order; negative starts count as 0', () => {
    const lines = [
      { startMs: 2_000, endMs: null },
      { startMs: -300, endMs: null },
    ];
    expect(linesToSpans(lines, 3)).toEqual([
      { start: 0, end: 2 },
      { start: 2, end: 3 },
    ]);
  });

  it('the spans make a valid each-line plan; none at all does not', () => {
    const spans = linesToSpans(
      [
        { startMs: 0, endMs: 900 },
        { startMs: 900, endMs: null },
        { startMs: 900, endMs: null },
      ],
      2,
    );
    expect(spans).toEqual([
      { start: 0, end: 0.9 },
      { start: 0.9, end: 2 },
    ]);
    expect(validatePracticePlan(eachLine(spans))).toBeNull();
    expect(validatePracticePlan(eachLine(linesToSpans([], 10)))).toBe('Choose at least one line');
  });
});
