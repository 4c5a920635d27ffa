/**
 * The sleep timer: stop after some minutes or at the end of the track, fading the sound out over
 * the last 10 s so that a sleeping listener is not woken by a sudden silence. Times are wall-clock
 * milliseconds passed in as `nowMs`.
 */

export const SLEEP_FADE_MS = 10_000;
export const SLEEP_TIMER_MINUTES = [15, 30, 45, 60] as const;

export type SleepTimerChoice = { kind: 'minutes'; minutes: number } | { kind: 'endOfTrack' };
export type SleepTimer = { kind: 'at'; endsAtMs: number } | { kind: 'endOfTrack' } | null;

export interface SleepTimerEffect {
  /** Multiplies the listener's volume (never replaces it): 1, down to 0 over the fade. */
  volumeFactor: number;
  /** Pause now; the timer is spent. */
  stop: boolean;
}

const NO_EFFECT: SleepTimerEffect = { volumeFactor: 1, stop: false };

/** A number of minutes that is not positive (or not a number) sets no timer. */
export function startSleepTimer(choice: SleepTimerChoice, nowMs: number): SleepTimer {
  if (choice.kind === 'endOfTrack') return { kind: 'endOfTrack' };
  if (!Number.isFinite(choice.minutes) || choice.minutes <= 0) return null;
  const now = Number.isFinite(nowMs) ? nowMs : 0;
  return { kind: 'at', endsAtMs: now + choice.minutes * 60_000 };
}

/** Linear over the last SLEEP_FADE_MS; an unknown remaining time changes nothing. */
function effectOf(remainingMs: number | null): SleepTimerEffect {
  if (remainingMs === null || Number.isNaN(remainingMs)) return NO_EFFECT;
  if (remainingMs <= 0) return { volumeFactor: 0, stop: true };
  if (remainingMs >= SLEEP_FADE_MS) return NO_EFFECT;
  return { volumeFactor: remainingMs / SLEEP_FADE_MS, stop: false };
}

/**
 * What the timer means now. For endOfTrack pass the track's remaining wall time:
 * (duration - currentTime) / playbackRate, in milliseconds; null while it is unknown (a live
 * stream, no duration yet) keeps the sound as it is.
 */
export function sleepTimerEffect(
  timer: SleepTimer,
  nowMs: number,
  trackRemainingWallMs: number | null,
): SleepTimerEffect {
  if (timer === null) return NO_EFFECT;
  if (timer.kind === 'endOfTrack') return effectOf(trackRemainingWallMs);
  return effectOf(timer.endsAtMs - nowMs);
}

/** For a countdown label; never negative. Null for endOfTrack, no timer or an unusable clock. */
export function sleepTimerRemainingMs(timer: SleepTimer, nowMs: number): number | null {
  if (timer === null || timer.kind === 'endOfTrack') return null;
  const remaining = timer.endsAtMs - nowMs;
  return Number.isNaN(remaining) ? null : Math.max(remaining, 0);
}
