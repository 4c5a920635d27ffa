import { createIdFactory } from '@sada/player-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeTrack } from '../../testing/tracks';
import { createPlayerStore, type PlayerStore } from '../state/player-store';
import { SLEEP_TICK_MS, startListeningClock } from './listening-clock';

let store: PlayerStore;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  store = createPlayerStore({ makeId: createIdFactory(), now: () => Date.now() });
  store.getState().playTracks([makeTrack(1)]);
  store.getState().dispatch({ type: 'metadataLoaded', duration: 600 });
  stop = startListeningClock(store);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the listening clock', () => {
  it('ends a pause between repetitions when it is over', () => {
    store.getState().startPractice({
      kind: 'ab',
      a: 1,
      b: 3,
      times: 2,
      pause: { kind: 'fixed', seconds: 4 },
      then: 'stop',
    });
    store.getState().dispatch({ type: 'timeUpdate', currentTime: 3 });
    expect(store.getState().practice?.pausedUntilMs).not.toBeNull();
    vi.advanceTimersByTime(3_999);
    expect(store.getState().practice?.pausedUntilMs).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().practice?.pausedUntilMs).toBeNull();
  });

  it('drives the sleep timer while one is set, and stops when it is spent', () => {
    store.getState().setSleepTimer({ kind: 'minutes', minutes: 15 });
    vi.advanceTimersByTime(15 * 60_000 - 5_000);
    expect(store.getState().fade).toBeCloseTo(0.5, 1);
    vi.advanceTimersByTime(5_000 + SLEEP_TICK_MS);
    expect(store.getState().playIntent).toBe(false);
    expect(store.getState().sleepTimer).toBeNull();
    expect(store.getState().fade).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when stopped', () => {
    store.getState().setSleepTimer({ kind: 'endOfTrack' });
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
