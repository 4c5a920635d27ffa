// What a track is made of, as its artist declares it and a reviewer confirms it, and the rules a
// listener picks from: which kinds of instrumentation each rule lets through (decision 014).
import { z } from 'zod';

export const instrumentations = [
  'vocals_only',
  'vocals_daf',
  'instruments',
  'vocal_effects',
  'spoken_word',
] as const;
export type Instrumentation = (typeof instrumentations)[number];

export const listeningRules = ['vocals_only', 'vocals_and_daf', 'everything'] as const;
export type ListeningRule = (typeof listeningRules)[number];

/** A listener who has not chosen hears what everyone heard before there were rules. */
export const DEFAULT_LISTENING_RULE: ListeningRule = 'everything';

/**
 * The reviewed kinds each rule lets through. Vocal effects only under 'everything': processed
 * voices can imitate instruments, and the stricter rules err on the listener's side. A track
 * with no reviewed kind (reviewed before there were kinds) passes 'everything' alone.
 */
export const allowedInstrumentations: Record<
  Exclude<ListeningRule, 'everything'>,
  readonly Instrumentation[]
> = {
  vocals_only: ['vocals_only', 'spoken_word'],
  vocals_and_daf: ['vocals_only', 'spoken_word', 'vocals_daf'],
};

/** Whether a track whose reviewed instrumentation is `reviewed` passes `rule`. */
export function passesListeningRule(
  rule: ListeningRule,
  reviewed: Instrumentation | null,
): boolean {
  if (rule === 'everything') return true;
  return reviewed !== null && allowedInstrumentations[rule].includes(reviewed);
}

export const instrumentationMessages = {
  required: 'Choose the instrumentation of this track',
  invalid: 'Choose one of the listed kinds of instrumentation',
  confirmRequired: 'Confirm or correct the instrumentation before approving',
  ruleInvalid: 'Choose what you would like to hear',
  outsideRule: 'Not in what you chose to hear',
  ruleQuestion: 'What would you like to hear?',
} as const;

/** The query field a visitor's rule travels in (kept on their device; decision 014). */
export const LISTENING_RULE_QUERY = 'hear';

/** A form's unchosen select sends '': that is a missing choice, not a wrong one. */
export const instrumentation = z.enum(instrumentations, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? instrumentationMessages.required
      : instrumentationMessages.invalid,
});

export const listeningRule = z.enum(listeningRules, {
  error: instrumentationMessages.ruleInvalid,
});
