import { describe, expect, it } from 'vitest';

import { changeLanguage, i18n } from '../../../lib/i18n/i18n';
import { linesInScope, planFor, translatePracticeProblem } from './practice-choice';

const spans = [
  { start: 1, end: 5 },
  { start: 5, end: 9 },
  { start: 9, end: 12 },
];
const options = { times: 3, pause: { kind: 'none' }, then: 'stop' } as const;

describe('the repeat form’s plan', () => {
  it('takes the lines between A and B, or all of them', () => {
    expect(linesInScope(spans, { a: 5, b: 12 })).toEqual(spans.slice(1));
    expect(linesInScope(spans, { a: 5, b: null })).toEqual(spans);
  });

  it('makes each kind of plan', () => {
    expect(planFor({ mode: 'ab', ...options }, { a: 2, b: 4 }, spans, 60)).toEqual({
      kind: 'ab',
      a: 2,
      b: 4,
      ...options,
    });
    expect(planFor({ mode: 'eachLine', ...options }, { a: 1, b: 9 }, spans, 60)).toEqual({
      kind: 'eachLine',
      lines: spans.slice(0, 2),
      ...options,
    });
    expect(planFor({ mode: 'range', ...options }, { a: null, b: null }, spans, 60)).toEqual({
      kind: 'range',
      start: 0,
      end: 60,
      ...options,
    });
  });

  it("translates the plan's problems", async () => {
    await changeLanguage('ar');
    try {
      expect(translatePracticeProblem(i18n.t, 'B must be after A')).toBe('يجب أن تأتي B بعد A');
      expect(translatePracticeProblem(i18n.t, 'Something new')).toBe('Something new');
    } finally {
      await changeLanguage('en');
    }
  });
});
