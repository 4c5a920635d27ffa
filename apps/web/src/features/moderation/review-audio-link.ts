import { useCallback, useSyncExternalStore } from 'react';

/**
 * What ties the review player to the text beside it: the player reports where it is, and the
 * text asks it to play from a line. Only what reads the position renders again as it plays.
 */
export interface ReviewAudioLink {
  subscribe: (listener: () => void) => () => void;
  nowMs: () => number;
  /** The player reports its position. */
  report: (ms: number) => void;
  /** Plays from `ms` (the text's times call this). */
  playFrom: (ms: number) => void;
  /** The player says how it plays from a time; it returns the way to stop listening. */
  handlePlayFrom: (handler: (ms: number) => void) => () => void;
}

export function createReviewAudioLink(): ReviewAudioLink {
  let ms = 0;
  let handler: ((ms: number) => void) | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    nowMs: () => ms,
    report: (next) => {
      const rounded = Math.max(0, Math.round(next));
      if (rounded === ms) return;
      ms = rounded;
      for (const listener of listeners) listener();
    },
    playFrom: (target) => handler?.(target),
    handlePlayFrom: (next) => {
      handler = next;
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}

/** A value of the position (the line playing): renders again only when it changes. */
export function useLinkValue<T extends number | string | boolean>(
  link: ReviewAudioLink | undefined,
  select: (ms: number) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (listener: () => void) => link?.subscribe(listener) ?? (() => undefined),
    [link],
  );
  const snapshot = useCallback(
    () => (link ? select(link.nowMs()) : fallback),
    [link, select, fallback],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
