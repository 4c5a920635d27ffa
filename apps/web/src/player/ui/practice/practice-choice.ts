// What the repeat form chooses, made into a plan for player-core's practice, and the plan's
// problems in the listener's language.
import {
  PRACTICE_MESSAGES,
  type PracticePause,
  type PracticePlan,
  type PracticeSpan,
  type PracticeThen,
} from '@sada/player-core';
import type { TFunction } from 'i18next';

import { type AbMarks, completeMarks } from '../../state/listening-aids';

export type PracticeMode = 'ab' | 'eachLine' | 'range';

export interface PracticeChoice {
  mode: PracticeMode;
  times: number;
  pause: PracticePause;
  then: PracticeThen;
}

/** The repetitions offered: enough small counts to choose freely, then round ones, and ∞. */
export const TIMES_CHOICES = [
  1,
  2,
  3,
  4,
  5,
  6,
  7,
  8,
  9,
  10,
  15,
  20,
  25,
  30,
  33,
  40,
  50,
  99,
  Infinity,
] as const;
export const PAUSE_SECONDS_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const NEAR = 0.01;

/** The lines a plan covers: those between A and B when both are set, else every line. */
export function linesInScope(spans: readonly PracticeSpan[], marks: AbMarks): PracticeSpan[] {
  const stretch = completeMarks(marks);
  if (!stretch) return [...spans];
  return spans.filter((span) => span.start >= stretch.a - NEAR && span.end <= stretch.b + NEAR);
}

/**
 * The plan the form describes. A–B needs both marks (the plan says so otherwise); each line
 * takes the lines in scope; the whole range is A–B when set, else the whole track.
 */
export function planFor(
  choice: PracticeChoice,
  marks: AbMarks,
  spans: readonly PracticeSpan[],
  durationSeconds: number,
): PracticePlan {
  const { times, pause, then } = choice;
  switch (choice.mode) {
    case 'ab':
      return { kind: 'ab', a: marks.a ?? Number.NaN, b: marks.b ?? Number.NaN, times, pause, then };
    case 'eachLine':
      return { kind: 'eachLine', lines: linesInScope(spans, marks), times, pause, then };
    case 'range': {
      const stretch = completeMarks(marks);
      const start = stretch?.a ?? 0;
      const end = stretch?.b ?? (durationSeconds > 0 ? durationSeconds : Number.NaN);
      return { kind: 'range', start, end, times, pause, then };
    }
  }
}

const messageKeys = new Map<string, keyof typeof PRACTICE_MESSAGES>(
  Object.entries(PRACTICE_MESSAGES).map(
    ([key, message]) => [message, key as keyof typeof PRACTICE_MESSAGES] as const,
  ),
);

/** A plan's problem (player-core's English words) in the interface language. */
export function translatePracticeProblem(t: TFunction, problem: string): string {
  const key = messageKeys.get(problem);
  return key ? t(`follow.repeat.errors.${key}`) : problem;
}
