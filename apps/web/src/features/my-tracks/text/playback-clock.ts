import { useCallback, useSyncExternalStore } from 'react';

/**
 * Where the editor's audio is, for the parts of the page that follow it. Only what subscribes
 * renders again as the audio plays (the time shown, the line lit), not the whole editor.
 */
export interface PlaybackClock {
  subscribe: (listener: () => void) => () => void;
  /** The position last reported, in ms. */
  nowMs: () => number;
  /** The audio's position at this moment, in ms: what a mark records. */
  exactMs: () => number;
  seek: (ms: number) => void;
  /** Whether the audio is playing now. */
  isPlaying: () => boolean;
  /** The audio element it reads and moves; null when it goes. */
  attach: (element: HTMLAudioElement | null) => void;
  /** Reports a new position. */
  tick: (ms: number) => void;
}

export function createPlaybackClock(): PlaybackClock {
  let ms = 0;
  let element: HTMLAudioElement | null = null;
  const listeners = new Set<() => void>();
  const tick = (next: number) => {
    const rounded = Math.max(0, Math.round(next));
    if (rounded === ms) return;
    ms = rounded;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    nowMs: () => ms,
    exactMs: () => (element ? Math.round(element.currentTime * 1000) : ms),
    seek: (target) => {
      if (element) element.currentTime = Math.max(0, target) / 1000;
      tick(target);
    },
    isPlaying: () => Boolean(element && !element.paused),
    attach: (next) => {
      element = next;
    },
    tick,
  };
}

/** A value of the position (the line playing, say): renders again only when it changes. */
export function useClockValue<T extends string | number | boolean | null>(
  clock: PlaybackClock,
  select: (ms: number) => T,
): T {
  const snapshot = useCallback(() => select(clock.nowMs()), [clock, select]);
  return useSyncExternalStore(clock.subscribe, snapshot, snapshot);
}
