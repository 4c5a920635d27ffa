// What the player adds for listening to learn (the store holds it, the engine carries it out):
// points A and B, the repeat practice that plays them, the speed and the sleep timer.
import {
  DEFAULT_SPEED,
  type PracticePause,
  type PracticePlan,
  type PracticeState,
  type PracticeThen,
  type QueueState,
  currentItem,
  speedFor,
  type SpeedMemory,
} from '@sada/player-core';

import type { PlayerTrack } from './player-track';

/** Points A and B on the current track, in seconds; either may be unset. */
export interface AbMarks {
  a: number | null;
  b: number | null;
}

export const NO_MARKS: AbMarks = { a: null, b: null };

/** How a loop runs: how many times, the pause between passes, and what comes after. */
export interface PracticeOptions {
  times: number;
  pause: PracticePause;
  then: PracticeThen;
}

/** A loop started by setting A and B: until the listener stops it, without pauses. */
export const DEFAULT_PRACTICE_OPTIONS: PracticeOptions = {
  times: Infinity,
  pause: { kind: 'none' },
  then: 'continue',
};

/** The options of a plan, to start another one like it. */
export function optionsOf(plan: PracticePlan): PracticeOptions {
  return { times: plan.times, pause: plan.pause, then: plan.then };
}

function usable(time: number | null): time is number {
  return time !== null && Number.isFinite(time) && time >= 0;
}

/**
 * The marks with one of them set. A mark that would leave A at or after B clears the other one:
 * setting A past B starts a new stretch rather than an impossible one.
 */
export function withMark(marks: AbMarks, which: 'a' | 'b', time: number): AbMarks {
  const at = Math.max(time, 0);
  if (which === 'a') return { a: at, b: usable(marks.b) && marks.b > at ? marks.b : null };
  return { a: usable(marks.a) && marks.a < at ? marks.a : null, b: at };
}

/** Both marks, with A before B: the stretch a loop can play. */
export function completeMarks(marks: AbMarks): { a: number; b: number } | null {
  return usable(marks.a) && usable(marks.b) && marks.b > marks.a
    ? { a: marks.a, b: marks.b }
    : null;
}

/** While a pause between passes runs, the audio stays silent though the listener wants sound. */
export function isPracticePause(practice: PracticeState | null): boolean {
  return practice !== null && practice.pausedUntilMs !== null;
}

/**
 * Where a track's speed is remembered: an episode's under its series (`series:<id>`), so that a
 * course keeps the pace chosen for it; another track's under its kind; null when neither is known.
 */
export function speedKeyOf(track: PlayerTrack | undefined): string | null {
  if (track?.series) return `series:${track.series.id}`;
  return track?.contentType ?? null;
}

/** The speed for the current track: remembered for its series or kind, else 1×. */
export function speedForQueue(memory: SpeedMemory, queue: QueueState<PlayerTrack>): number {
  const track = currentItem(queue)?.track;
  return track ? speedFor(memory, speedKeyOf(track)) : DEFAULT_SPEED;
}
