import { describe, expect, it } from 'vitest';

import {
  instrumentation,
  instrumentationMessages,
  instrumentations,
  listeningRule,
  listeningRules,
  passesListeningRule,
} from './instrumentation';

describe('the listening rules', () => {
  it('let through, from the strictest to the widest, ever more kinds', () => {
    const passing = listeningRules.map((rule) =>
      instrumentations.filter((kind) => passesListeningRule(rule, kind)),
    );
    expect(passing).toEqual([
      ['vocals_only', 'spoken_word'],
      ['vocals_only', 'vocals_daf', 'spoken_word'],
      [...instrumentations],
    ]);
  });

  it('keep a track with no reviewed instrumentation for those who hear everything', () => {
    expect(passesListeningRule('everything', null)).toBe(true);
    expect(passesListeningRule('vocals_and_daf', null)).toBe(false);
    expect(passesListeningRule('vocals_only', null)).toBe(false);
  });

  it('keep vocal effects and instruments from the stricter rules', () => {
    for (const kind of ['instruments', 'vocal_effects'] as const) {
      expect(passesListeningRule('vocals_only', kind)).toBe(false);
      expect(passesListeningRule('vocals_and_daf', kind)).toBe(false);
    }
  });
});

describe('the instrumentation field', () => {
  it('says what is missing and what is wrong, in words', () => {
    expect(instrumentation.safeParse(undefined).error?.issues[0]?.message).toBe(
      instrumentationMessages.required,
    );
    expect(instrumentation.safeParse('').error?.issues[0]?.message).toBe(
      instrumentationMessages.required,
    );
    expect(instrumentation.safeParse('bagpipes').error?.issues[0]?.message).toBe(
      instrumentationMessages.invalid,
    );
    expect(instrumentation.parse('vocals_daf')).toBe('vocals_daf');
    expect(listeningRule.safeParse('some').error?.issues[0]?.message).toBe(
      instrumentationMessages.ruleInvalid,
    );
  });
});
