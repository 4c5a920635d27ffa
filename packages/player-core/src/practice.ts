/**
 * Repeat modes for memorising ("listening to learn"): a stretch from A to B, each synced line in
 * turn, or a range, played a number of times with an optional pause between passes so that the
 * listener can repeat aloud. Pure functions over plain data: audio times are seconds (as the
 * audio element reports `currentTime`), wall-clock times are milliseconds passed in as `nowMs`.
 * Each function takes one audio event and returns the next state (null: practice is over) and one
 * command for the audio controller.
 */

import {
  practiceSegments,
  validatePracticePlan,
  type PracticePause,
  type PracticePlan,
  type PracticeSpan,
  type PracticeThen,
} from './practice-plan';

export interface PracticeState {
  readonly plan: PracticePlan;
  /** ab and range: one span; eachLine: the lines. */
  readonly segments: readonly PracticeSpan[];
  readonly segment: number;
  /** 1-based: which pass of the current segment is playing. */
  readonly repetition: number;
  /** A pause between passes runs until this wall-clock time; the audio is paused meanwhile. */
  readonly pausedUntilMs: number | null;
  /**
   * A time update has just counted a pass at the segment's end. The browser fires `ended` in the
   * same task as the time update that reached the end of the track, so an `ended` right after it
   * is the same arrival, not another pass.
   */
  readonly justCounted: boolean;
}

export type PracticeCommand =
  | { kind: 'none' }
  /** Jump the audio to `time` and keep playing (play again if the track had ended). */
  | { kind: 'seek'; time: number }
  /** Pause the audio now, seek to `time`, resume at `resumeAtMs`. */
  | { kind: 'pauseThenSeek'; time: number; resumeAtMs: number }
  /** The pause is over: play. */
  | { kind: 'resume' }
  /** Practice is over: 'continue' plays on from `time` (null: where it is), 'stop' pauses. */
  | { kind: 'finish'; then: PracticeThen; time: number | null };

export interface PracticeStep {
  state: PracticeState | null;
  command: PracticeCommand;
}

/**
 * A pass counts this much before the segment's end. Time updates come every 15–250 ms, so
 * waiting for `end` itself lets up to a quarter of a second of what follows B play before the
 * jump back; counting slightly early cuts at most 0.05 s from the pass.
 */
const END_TOLERANCE = 0.05;

/**
 * The next line needs no seek when the audio is this close to its start (one time update
 * interval): a seek can stall on buffering and is heard as a click, while the line follows on.
 */
const FOLLOW_ON_TOLERANCE = 0.25;

const NONE: PracticeCommand = { kind: 'none' };
const RESUME: PracticeCommand = { kind: 'resume' };

/** NaN and negative audio times count as 0, the start of the track. */
function audioTime(time: number): number {
  return Number.isFinite(time) && time > 0 ? time : 0;
}

/** An unusable clock counts as 0: a pause then ends at the first real reading. */
function wallTime(nowMs: number): number {
  return Number.isFinite(nowMs) ? nowMs : 0;
}

/** Inside a segment, and not yet at the point where its pass counts. */
function isInside(span: PracticeSpan, time: number): boolean {
  return time >= span.start && time < span.end - END_TOLERANCE;
}

function currentSegment(state: PracticeState): PracticeSpan {
  const span = state.segments[state.segment];
  if (!span) throw new Error(`Practice segment ${state.segment} does not exist`);
  return span;
}

/**
 * Starts a plan (throws with the validation message when it is invalid). Playing goes on
 * undisturbed when the audio is already inside a segment, which becomes the current one;
 * otherwise the audio jumps to the first segment's start.
 */
export function startPractice(plan: PracticePlan, currentTime: number): PracticeStep {
  const problem = validatePracticePlan(plan);
  if (problem) throw new Error(problem);
  const segments = practiceSegments(plan);
  const time = audioTime(currentTime);
  const inside = segments.findIndex((span) => isInside(span, time));
  const state: PracticeState = {
    plan,
    segments,
    segment: Math.max(inside, 0),
    repetition: 1,
    pausedUntilMs: null,
    justCounted: false,
  };
  if (inside !== -1) return { state, command: NONE };
  return { state, command: { kind: 'seek', time: segments[0]?.start ?? 0 } };
}

function pauseMsAfter(pause: PracticePause, played: PracticeSpan): number {
  switch (pause.kind) {
    case 'none':
      return 0;
    case 'fixed':
      return pause.seconds * 1000;
    case 'lineLength':
      return (played.end - played.start) * 1000;
  }
}

/**
 * The current pass reached its segment's end. `audioAt` is where the audio is, or null when the
 * track has ended (the next pass then always needs a seek).
 */
function completePass(
  state: PracticeState,
  nowMs: number,
  audioAt: number | null,
  byTimeUpdate: boolean,
): PracticeStep {
  const { plan } = state;
  const played = currentSegment(state);
  const again = state.repetition < plan.times;
  const segment = again ? state.segment : state.segment + 1;
  const next = state.segments[segment];
  if (!next) {
    const time = plan.then === 'continue' ? played.end : null;
    return { state: null, command: { kind: 'finish', then: plan.then, time } };
  }
  const moved: PracticeState = {
    ...state,
    segment,
    repetition: again ? state.repetition + 1 : 1,
    pausedUntilMs: null,
    justCounted: byTimeUpdate,
  };
  const pauseMs = pauseMsAfter(plan.pause, played);
  if (pauseMs > 0) {
    const resumeAtMs = wallTime(nowMs) + pauseMs;
    // The audio is paused, so the `ended` that may follow is ignored without the flag.
    return {
      state: { ...moved, pausedUntilMs: resumeAtMs, justCounted: false },
      command: { kind: 'pauseThenSeek', time: next.start, resumeAtMs },
    };
  }
  // A repetition always seeks: even a very short segment must go back to its start.
  const followsOn =
    !again &&
    audioAt !== null &&
    Math.abs(audioAt - next.start) <= FOLLOW_ON_TOLERANCE &&
    audioAt < next.end - END_TOLERANCE;
  return { state: moved, command: followsOn ? NONE : { kind: 'seek', time: next.start } };
}

/** The audio's `timeupdate`: reaching the current segment's end counts a pass. */
export function practiceOnTime(
  state: PracticeState,
  currentTime: number,
  nowMs: number,
): PracticeStep {
  if (state.pausedUntilMs !== null) return { state, command: NONE };
  const time = audioTime(currentTime);
  if (time >= currentSegment(state).end - END_TOLERANCE) {
    return completePass(state, nowMs, time, true);
  }
  return { state: state.justCounted ? { ...state, justCounted: false } : state, command: NONE };
}

/**
 * The track ended during practice: the current segment's end was reached (B may be the track's
 * end) — unless the time update just before has already counted that arrival.
 */
export function practiceOnEnded(state: PracticeState, nowMs: number): PracticeStep {
  if (state.pausedUntilMs !== null) return { state, command: NONE };
  if (state.justCounted) return { state: { ...state, justCounted: false }, command: NONE };
  return completePass(state, nowMs, null, false);
}

/**
 * A seek by the listener (the slider, the keys; not the seeks these commands ask for). Inside the
 * practised stretch it moves to the segment containing the time (in a gap between lines, the line
 * that comes next) and counts from 1 again; outside it ends practice. A pause between passes was
 * ours, so it ends too and the audio plays.
 */
export function practiceOnSeek(state: PracticeState, time: number): PracticeStep {
  const command = state.pausedUntilMs === null ? NONE : RESUME;
  const at = audioTime(time);
  const first = state.segments[0];
  const segment = state.segments.findIndex((span) => at < span.end);
  if (!first || at < first.start || segment === -1) return { state: null, command };
  return {
    state: { ...state, segment, repetition: 1, pausedUntilMs: null, justCounted: false },
    command,
  };
}

/** Called by a timer while a pause runs: once it is over, the audio plays again. */
export function practiceOnClock(state: PracticeState, nowMs: number): PracticeStep {
  if (state.pausedUntilMs === null || wallTime(nowMs) < state.pausedUntilMs) {
    return { state, command: NONE };
  }
  return { state: { ...state, pausedUntilMs: null, justCounted: false }, command: RESUME };
}

/** The listener turns practice off; a pause between passes was ours, so the audio plays. */
export function practiceOnCancel(state: PracticeState): PracticeStep {
  return { state: null, command: state.pausedUntilMs === null ? NONE : RESUME };
}

/** For a label like 'Line 3 of 12 · 2/5': the segment is 1-based; `times` may be Infinity. */
export function practiceProgress(state: PracticeState): {
  segment: number;
  segments: number;
  repetition: number;
  times: number;
} {
  return {
    segment: state.segment + 1,
    segments: state.segments.length,
    repetition: state.repetition,
    times: state.plan.times,
  };
}
