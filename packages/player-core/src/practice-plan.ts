/**
 * What a repeat plan for memorising is (practice.ts plays it), whether it can be practised, and
 * where its segments lie. Times are seconds of audio; synced text lines arrive in milliseconds.
 */

export interface PracticeSpan {
  start: number;
  end: number;
}

export type PracticePause =
  | { kind: 'none' }
  | { kind: 'fixed'; seconds: number }
  /** As long as the segment just played, so the listener can repeat it aloud. */
  | { kind: 'lineLength' };

export type PracticeThen = 'continue' | 'stop';

/** `times` is a whole number 1..99, or Infinity (loop until cancelled). */
export type PracticePlan =
  | { kind: 'ab'; a: number; b: number; times: number; pause: PracticePause; then: PracticeThen }
  | {
      kind: 'eachLine';
      lines: readonly PracticeSpan[];
      times: number;
      pause: PracticePause;
      then: PracticeThen;
    }
  | {
      kind: 'range';
      start: number;
      end: number;
      times: number;
      pause: PracticePause;
      then: PracticeThen;
    };

export const MAX_PRACTICE_TIMES = 99;
export const MIN_PRACTICE_PAUSE_SECONDS = 0.5;
export const MAX_PRACTICE_PAUSE_SECONDS = 60;

/** Word for word, for the repeat form. */
export const PRACTICE_MESSAGES = {
  setAB: 'Set both A and B',
  bAfterA: 'B must be after A',
  setRange: 'Set both the start and the end',
  endAfterStart: 'The end must be after the start',
  noLines: 'Choose at least one line',
  lineTimes: 'Every line needs a start and an end',
  lineEndAfterStart: 'Every line must end after it starts',
  lineOrder: 'Lines must be in time order without overlapping',
  times: 'Choose from 1 to 99 repetitions',
  pause: 'Choose a pause from 0.5 to 60 seconds',
} as const;

function isTime(value: number): boolean {
  return Number.isFinite(value);
}

/** Negative starts are clamped to the start of the track. */
function spanOf(start: number, end: number): PracticeSpan {
  return { start: Math.max(start, 0), end };
}

/** The spans a plan practises, in order: one for ab and range, the lines for eachLine. */
export function practiceSegments(plan: PracticePlan): PracticeSpan[] {
  switch (plan.kind) {
    case 'ab':
      return [spanOf(plan.a, plan.b)];
    case 'range':
      return [spanOf(plan.start, plan.end)];
    case 'eachLine':
      return plan.lines.map((line) => spanOf(line.start, line.end));
  }
}

function oneSpanProblem(span: PracticeSpan, set: string, order: string): string | null {
  if (!isTime(span.start) || !isTime(span.end)) return set;
  return span.end > span.start ? null : order;
}

function linesProblem(lines: readonly PracticeSpan[]): string | null {
  if (lines.length === 0) return PRACTICE_MESSAGES.noLines;
  if (lines.some((line) => !isTime(line.start) || !isTime(line.end))) {
    return PRACTICE_MESSAGES.lineTimes;
  }
  if (lines.some((line) => line.end <= line.start)) return PRACTICE_MESSAGES.lineEndAfterStart;
  // Finding the line that contains a time, and following on from one line to the next, need
  // the lines one after another.
  const ordered = lines.every((line, i) => i === 0 || line.start >= (lines[i - 1]?.end ?? 0));
  return ordered ? null : PRACTICE_MESSAGES.lineOrder;
}

function segmentsProblem(plan: PracticePlan): string | null {
  switch (plan.kind) {
    case 'ab':
      return oneSpanProblem(
        spanOf(plan.a, plan.b),
        PRACTICE_MESSAGES.setAB,
        PRACTICE_MESSAGES.bAfterA,
      );
    case 'range':
      return oneSpanProblem(
        spanOf(plan.start, plan.end),
        PRACTICE_MESSAGES.setRange,
        PRACTICE_MESSAGES.endAfterStart,
      );
    case 'eachLine':
      return linesProblem(practiceSegments(plan));
  }
}

/** Null when the plan can be practised, else the message to show. */
export function validatePracticePlan(plan: PracticePlan): string | null {
  const segmentProblem = segmentsProblem(plan);
  if (segmentProblem) return segmentProblem;
  const { times, pause } = plan;
  const wholeTimes = Number.isInteger(times) && times >= 1 && times <= MAX_PRACTICE_TIMES;
  if (!wholeTimes && times !== Infinity) return PRACTICE_MESSAGES.times;
  if (
    pause.kind === 'fixed' &&
    !(pause.seconds >= MIN_PRACTICE_PAUSE_SECONDS && pause.seconds <= MAX_PRACTICE_PAUSE_SECONDS)
  ) {
    return PRACTICE_MESSAGES.pause;
  }
  return null;
}

/**
 * Synced text lines (milliseconds) as spans in seconds, in time order. A line ends at its own
 * end, else at the next line's start, else at the track's end, and never after the next line's
 * start or the track's end. Lines without a start, and lines left with no length (a line
 * starting at or after the track's end, the last line while the duration is unknown), are
 * skipped.
 */
export function linesToSpans(
  lines: readonly { startMs: number | null; endMs: number | null }[],
  durationSeconds: number,
): PracticeSpan[] {
  const duration =
    Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : Infinity;
  // The server keeps lines in time order; sorting keeps a hand-made list from losing lines.
  const timed = lines
    .flatMap(({ startMs, endMs }) =>
      startMs !== null && isTime(startMs)
        ? [
            {
              start: Math.max(startMs, 0) / 1000,
              ownEnd: endMs !== null && isTime(endMs) ? endMs / 1000 : null,
            },
          ]
        : [],
    )
    .sort((a, b) => a.start - b.start);
  return timed.flatMap(({ start, ownEnd }, i) => {
    const nextStart = timed[i + 1]?.start ?? Infinity;
    const end = Math.min(
      ownEnd !== null && ownEnd > start ? ownEnd : nextStart,
      nextStart,
      duration,
    );
    return Number.isFinite(end) && end > start ? [{ start, end }] : [];
  });
}
