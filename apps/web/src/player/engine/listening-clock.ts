// The timers of listening to learn: the end of a pause between repetitions, and the sleep
// timer's countdown (its fade over the last seconds, then the pause). The store decides; this
// only wakes it up.
import type { PlayerStore, PlayerStoreState } from '../state/player-store';

/** How often the sleep timer looks at the clock: smooth enough for a 10-second fade. */
export const SLEEP_TICK_MS = 250;

export interface ListeningClockOptions {
  now?: () => number;
}

/** Follows the store's practice pauses and sleep timer; returns the function that stops it. */
export function startListeningClock(
  store: PlayerStore,
  { now = Date.now }: ListeningClockOptions = {},
): () => void {
  let resumeTimer: ReturnType<typeof setTimeout> | null = null;
  let resumeAt: number | null = null;
  let sleepTicker: ReturnType<typeof setInterval> | null = null;

  const follow = (state: PlayerStoreState) => {
    const pausedUntil = state.practice?.pausedUntilMs ?? null;
    if (pausedUntil !== resumeAt) {
      if (resumeTimer !== null) clearTimeout(resumeTimer);
      resumeTimer = null;
      resumeAt = pausedUntil;
      if (pausedUntil !== null) {
        resumeTimer = setTimeout(
          () => {
            resumeTimer = null;
            store.getState().practiceClock();
          },
          Math.max(pausedUntil - now(), 0),
        );
      }
    }
    if (state.sleepTimer && sleepTicker === null) {
      sleepTicker = setInterval(() => store.getState().sleepTick(), SLEEP_TICK_MS);
    } else if (!state.sleepTimer && sleepTicker !== null) {
      clearInterval(sleepTicker);
      sleepTicker = null;
    }
  };

  follow(store.getState());
  const unsubscribe = store.subscribe((state) => follow(state));
  return () => {
    unsubscribe();
    if (resumeTimer !== null) clearTimeout(resumeTimer);
    if (sleepTicker !== null) clearInterval(sleepTicker);
  };
}
