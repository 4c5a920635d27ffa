import { describe, expect, it } from 'vitest';

import {
  SLEEP_FADE_MS,
  SLEEP_TIMER_MINUTES,
  sleepTimerEffect,
  sleepTimerRemainingMs,
  startSleepTimer,
  type SleepTimer,
} from './sleep-timer';

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;

function inMinutes(minutes: number): SleepTimer {
  return startSleepTimer({ kind: 'minutes', minutes }, NOW);
}

describe('starting a sleep timer', () => {
  it('offers 15, 30, 45 and 60 minutes and fades over 10 s', () => {
    expect(SLEEP_TIMER_MINUTES).toEqual([15, 30, 45, 60]);
    expect(SLEEP_FADE_MS).toBe(10_000);
  });

  it('a number of minutes ends that long from now', () => {
    expect(inMinutes(15)).toEqual({ kind: 'at', endsAtMs: NOW + 15 * MINUTE });
  });

  it('the end of the track is a timer of its own', () => {
    expect(startSleepTimer({ kind: 'endOfTrack' }, NOW)).toEqual({ kind: 'endOfTrack' });
  });

  it('minutes that are not positive, or not a number, set no timer', () => {
    for (const minutes of [0, -5, Number.NaN, Infinity]) expect(inMinutes(minutes)).toBeNull();
  });

  it('a clock that is not a number counts from 0', () => {
    expect(startSleepTimer({ kind: 'minutes', minutes: 1 }, Number.NaN)).toEqual({
      kind: 'at',
      endsAtMs: MINUTE,
    });
  });
});

describe('a timer of minutes', () => {
  const timer = inMinutes(15);
  const end = NOW + 15 * MINUTE;

  it('leaves the volume exactly as it is until the last 10 s', () => {
    for (const now of [NOW, end - SLEEP_FADE_MS - 1, end - SLEEP_FADE_MS]) {
      expect(sleepTimerEffect(timer, now, null)).toEqual({ volumeFactor: 1, stop: false });
    }
  });

  it('fades linearly over the last 10 s', () => {
    expect(sleepTimerEffect(timer, end - 7_500, null)).toEqual({ volumeFactor: 0.75, stop: false });
    expect(sleepTimerEffect(timer, end - 5_000, null)).toEqual({ volumeFactor: 0.5, stop: false });
    expect(sleepTimerEffect(timer, end - 1, null)).toEqual({ volumeFactor: 0.0001, stop: false });
  });

  it('at the end the volume is 0 and playback stops, and never goes negative after', () => {
    for (const now of [end, end + 1, end + MINUTE]) {
      expect(sleepTimerEffect(timer, now, null)).toEqual({ volumeFactor: 0, stop: true });
    }
  });

  it('ignores the track’s remaining time', () => {
    expect(sleepTimerEffect(timer, NOW, 0)).toEqual({ volumeFactor: 1, stop: false });
  });

  it('a clock that is not a number changes nothing', () => {
    expect(sleepTimerEffect(timer, Number.NaN, null)).toEqual({ volumeFactor: 1, stop: false });
  });

  it('counts down for its label, never below 0', () => {
    expect(sleepTimerRemainingMs(timer, NOW)).toBe(15 * MINUTE);
    expect(sleepTimerRemainingMs(timer, end - 1_234)).toBe(1_234);
    expect(sleepTimerRemainingMs(timer, end + 5_000)).toBe(0);
    expect(sleepTimerRemainingMs(timer, Number.NaN)).toBeNull();
  });
});

describe('a timer for the end of the track', () => {
  const timer: SleepTimer = { kind: 'endOfTrack' };

  it('fades over the last 10 s of the track’s wall time and stops when it reaches 0', () => {
    expect(sleepTimerEffect(timer, NOW, 60_000)).toEqual({ volumeFactor: 1, stop: false });
    expect(sleepTimerEffect(timer, NOW, 10_000)).toEqual({ volumeFactor: 1, stop: false });
    expect(sleepTimerEffect(timer, NOW, 2_500)).toEqual({ volumeFactor: 0.25, stop: false });
    expect(sleepTimerEffect(timer, NOW, 0)).toEqual({ volumeFactor: 0, stop: true });
    expect(sleepTimerEffect(timer, NOW, -40)).toEqual({ volumeFactor: 0, stop: true });
  });

  it('at 2× the last 20 s of audio are the last 10 s of wall time', () => {
    const remainingWallMs = (20 * 1000) / 2;
    expect(sleepTimerEffect(timer, NOW, remainingWallMs).volumeFactor).toBe(1);
    expect(sleepTimerEffect(timer, NOW, (10 * 1000) / 2).volumeFactor).toBe(0.5);
  });

  it('an unknown remaining time keeps the volume and plays on', () => {
    for (const remaining of [null, Number.NaN, Infinity]) {
      expect(sleepTimerEffect(timer, NOW, remaining)).toEqual({ volumeFactor: 1, stop: false });
    }
  });

  it('has no countdown', () => {
    expect(sleepTimerRemainingMs(timer, NOW)).toBeNull();
  });
});

describe('no timer', () => {
  it('changes nothing and has no countdown', () => {
    expect(sleepTimerEffect(null, NOW, 0)).toEqual({ volumeFactor: 1, stop: false });
    expect(sleepTimerRemainingMs(null, NOW)).toBeNull();
  });
});
